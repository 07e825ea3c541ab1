/**
 * The batch reader of exports: every row matching a table query, read BATCH at a time so memory stays flat
 * whatever the row count (keyset on id for the default order, OFFSET for any other).
 * @see docs/product.md §R1 Tables (export), docs/product.md §7 Table export
 */
import { and, lt, gt } from 'drizzle-orm';
import type { TableQuery } from '@scriptorium/contracts/core';
import { tableOrder, tableWhere, type TableSpec } from './paginate.js';

/**
 * Rows read per batch. Small enough that a batch dies young (V8 scavenges it instead of promoting it to
 * the old generation): with 2 000 the process grew +59 MB exporting 100 000 orders as XLSX, with 500
 * +10 MB (docs/benchmarks.md), at the same speed.
 */
const BATCH = 500;

/** Async iterator over every matching mapped row, BATCH at a time (keyset on id when possible). */
export async function* allRows<Row>(spec: TableSpec<Row>, q: TableQuery): AsyncGenerator<Record<string, unknown>> {
  const map = spec.map ?? ((r: Row) => r);
  const where = tableWhere(spec, q);
  const { order } = tableOrder(spec, q);
  const byId = !q.order_by || q.order_by === 'id';
  const asc = q.order_method === 'asc';
  let lastId: number | null = null;
  let offset = 0;
  for (;;) {
    let rows: Row[];
    if (byId) {
      const key = lastId === null ? undefined : asc ? gt(spec.id, lastId) : lt(spec.id, lastId);
      rows = await spec
        .rows()
        .where(and(where, key))
        .orderBy(...order)
        .limit(BATCH);
    } else {
      rows = await spec
        .rows()
        .where(where)
        .orderBy(...order)
        .limit(BATCH)
        .offset(offset);
    }
    for (const r of rows) yield map(r) as Record<string, unknown>;
    if (rows.length < BATCH) return;
    offset += rows.length;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    lastId = Number(last.id);
  }
}
