/**
 * Export of ALL rows matching a table query, streamed to a file in batches so memory stays flat
 * whatever the row count. CSV (csv-stringify) or XLSX (exceljs streaming writer).
 * @see reference-behaviour.md Tables (export), spec §7 Table export
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { and, lt, gt } from 'drizzle-orm';
import type { TableQuery } from '@scriptorium/contracts';
import { tableOrder, tableWhere, type TableSpec } from './paginate.js';

/** Rows read per batch. */
const BATCH = 2000;

export interface ExportColumn {
  key: string;
  title: string;
}

/** Folder of prepared exports under the data directory. */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** "created_at" → "Created at" (header labels from keys, reference-behaviour.md). */
export function labelFromKey(key: string): string {
  const last = key.split('.').pop() ?? key;
  const s = last.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function cell(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return typeof o.name === 'string' ? o.name : JSON.stringify(v);
  }
  return String(v);
}

function pick(row: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((acc, k) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[k] : undefined), row);
}

/** Async iterator over every matching mapped row, BATCH at a time (keyset on id when possible). */
async function* allRows<Row>(spec: TableSpec<Row>, q: TableQuery): AsyncGenerator<Record<string, unknown>> {
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
      rows = await spec.rows().where(and(where, key)).orderBy(...order).limit(BATCH);
    } else {
      rows = await spec.rows().where(where).orderBy(...order).limit(BATCH).offset(offset);
    }
    for (const r of rows) yield map(r) as Record<string, unknown>;
    if (rows.length < BATCH) return;
    offset += rows.length;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    lastId = Number(last.id);
  }
}

/**
 * Writes every row matching `q` to a new file in `dir` and returns `{file, name}` for
 * `GET /api/external-download`. `columns` chooses and titles the columns; when absent the keys of the
 * first row are used. Errors: rethrows database/file errors (the caller answers 500).
 */
export async function exportTable<Row>(
  spec: TableSpec<Row>,
  q: TableQuery,
  opts: { dir: string; baseName: string; format: 'csv' | 'xlsx'; columns?: ExportColumn[] },
): Promise<{ file: string; name: string; rows: number }> {
  await fs.promises.mkdir(opts.dir, { recursive: true });
  const file = `${randomUUID()}.${opts.format}`;
  const full = path.join(opts.dir, file);
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${opts.baseName}-${stamp}.${opts.format}`;
  let columns = opts.columns;
  let count = 0;
  if (opts.format === 'csv') {
    const out = fs.createWriteStream(full);
    const csv = stringify();
    csv.pipe(out);
    for await (const row of allRows(spec, q)) {
      if (!columns) columns = Object.keys(row).map((key) => ({ key, title: labelFromKey(key) }));
      if (count === 0) csv.write(columns.map((c) => c.title));
      if (!csv.write(columns.map((c) => cell(pick(row, c.key))))) await once(csv, 'drain');
      count++;
    }
    if (count === 0 && columns) csv.write(columns.map((c) => c.title));
    csv.end();
    await once(out, 'finish');
  } else {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: full, useStyles: false, useSharedStrings: false });
    const ws = wb.addWorksheet(opts.baseName.slice(0, 31) || 'Export');
    for await (const row of allRows(spec, q)) {
      if (!columns) columns = Object.keys(row).map((key) => ({ key, title: labelFromKey(key) }));
      if (count === 0) ws.addRow(columns.map((c) => c.title)).commit();
      ws.addRow(columns.map((c) => cell(pick(row, c.key)))).commit();
      count++;
    }
    if (count === 0 && columns) ws.addRow(columns.map((c) => c.title)).commit();
    ws.commit();
    await wb.commit();
  }
  return { file, name, rows: count };
}
