/**
 * Server side of the table protocol every list endpoint speaks: search over whitelisted columns, sort by
 * whitelisted keys, date range on `created_at`, numbered pages or keyset (`lastId`), `all=1` bare lists.
 * @see docs/product.md §R1 Tables; docs/product.md §7 Table load; contracts/src/table.ts
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type ColumnsSelection,
  type SQL,
} from 'drizzle-orm';
import { PgDialect, type PgSelectBase } from 'drizzle-orm/pg-core';
import type { JoinNullability, SelectMode } from 'drizzle-orm/query-builders/select.types';
import type { TableQuery } from '@scriptorium/contracts/core';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { dateRangeBounds } from './dateRange.js';
import { fieldError } from '../http-errors.js';

/**
 * Rows the query that reads a page also looks ahead to (ten pages, when pages are larger): up to here a
 * page's total costs no second query.
 */
export const TABLE_COUNT_CAP = 100;

/**
 * Rows counted exactly (a `count(*)` over the select limited to this many + 1). Only past it is the
 * envelope's `total` the planner's estimate (`total_is_estimate: true`): an exact `count(*)` of 100 000
 * orders costs far more than the page itself (docs/benchmarks.md), while counting ten thousand stays in
 * the milliseconds — and a planner estimate of a small or freshly written table can be off several times
 * (116 logs estimated as "about 400"), so a table that can be counted is counted.
 */
export const TABLE_EXACT_COUNT_MAX = 10_000;

/**
 * Planner estimates by query text + parameters, for 30 s: paging through one list asks the same
 * question on every page, and planning a query with joins costs a few ms on a busy database.
 */
const estimates = new LRUCache<string, number>({ max: 500, ttl: 30_000 });

/**
 * A Drizzle `.$dynamic()` select (from, joins, selected fields) whose rows are `Row`; the spec runs it
 * more than once (to count, for the rows), adding `where`/`orderBy`/`limit`/`offset` each time. Drizzle's
 * own select type with only the row type fixed, so a caller passes `db.select(…).from(…).$dynamic()` as
 * it is, and a select whose rows are not `Row` does not type-check.
 */
export type DynamicSelect<Row> = PgSelectBase<
  string | undefined,
  ColumnsSelection,
  SelectMode,
  Record<string, JoinNullability>,
  true,
  never,
  Row[],
  ColumnsSelection
>;

/**
 * What a list endpoint declares once; `paginate` and `exportTable` read it.
 * `rows()` returns a Drizzle `.$dynamic()` select with its from/joins; the page's total counts the
 * same select (exactly up to {@link TABLE_EXACT_COUNT_MAX} rows, estimated past it).
 */
export interface TableSpec<Row> {
  /** The database the counts and estimates run on (the one `rows()` selects from). */
  db: Db;
  /** Select with joins for rows. */
  rows: () => DynamicSelect<Row>;
  /** Conditions that always apply (e.g. the caller's own rows, a status). */
  where?: (SQL | undefined)[];
  /** Columns `filter_value` matches (`ILIKE %v%`, or equality when exact). Numeric columns compare as text. */
  searchable: (AnyColumn | SQL)[];
  /**
   * Replaces the generic search over `searchable` when given: the condition for `term` (trimmed, not
   * empty), `exact` when the caller ticked Exact. For tables large enough to need index-friendly
   * conditions (e.g. trigram-indexed `ILIKE` per table instead of one OR across a join).
   */
  search?: (term: string, exact: boolean) => SQL | undefined;
  /** Sort keys the client may ask for → column. Anything else is refused with 422. */
  sortable: Record<string, AnyColumn | SQL>;
  /** The id column (default order `id desc`, keyset paging). */
  id: AnyColumn;
  /** The column the date range filters (created_at). */
  createdAt: AnyColumn;
  /** Row → wire shape (money to decimals, dates to ISO, …). */
  map?: (row: Row) => unknown;
}

/**
 * The paging envelope: `{ data: { data, current_page, from, to, last_page, per_page, total } }`, with
 * `total_is_estimate: true` when more than {@link TABLE_EXACT_COUNT_MAX} rows match (total = estimate).
 */
export interface PageEnvelope {
  data: {
    data: unknown[];
    current_page: number;
    from: number | null;
    to: number | null;
    last_page: number;
    per_page: number;
    total: number;
    total_is_estimate?: boolean;
  };
}

/** `%term%` for `ILIKE`, with `\\`, `%` and `_` in the term matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => '\\' + m)}%`;
}

/** Builds the WHERE of a table query (without keyset). Throws 422 on a bad date range. */
export function tableWhere<Row>(spec: TableSpec<Row>, q: TableQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [...(spec.where ?? [])];
  const term = q.filter_value?.trim();
  if (term && spec.search) {
    conds.push(spec.search(term, Boolean(q.exact)));
  } else if (term && spec.searchable.length) {
    conds.push(
      or(
        ...spec.searchable.map((c) =>
          q.exact ? eq(sql`(${c})::text`, term) : ilike(sql`(${c})::text`, likePattern(term)),
        ),
      ),
    );
  }
  try {
    const { start, end } = dateRangeBounds(q.from, q.to, q.tz);
    if (start) conds.push(gte(spec.createdAt, start));
    if (end) conds.push(lte(spec.createdAt, end));
  } catch {
    throw fieldError('from', 'The date range is not valid');
  }
  const present = conds.filter((c): c is SQL => Boolean(c));
  return present.length ? and(...present) : undefined;
}

/** ORDER BY for the query: whitelisted key (422 otherwise), then id for a stable order. */
export function tableOrder<Row>(spec: TableSpec<Row>, q: TableQuery): { order: SQL[]; byIdDesc: boolean } {
  const dir = q.order_method === 'asc' ? asc : desc;
  if (!q.order_by || q.order_by === 'id') {
    return { order: [dir(spec.id)], byIdDesc: q.order_method !== 'asc' };
  }
  // Own keys only: `order_by=__proto__` or `constructor` must not find Object.prototype's members.
  const col = Object.hasOwn(spec.sortable, q.order_by) ? spec.sortable[q.order_by] : undefined;
  if (!col) throw fieldError('order_by', `The table cannot be sorted by ${q.order_by}`);
  return { order: [dir(col), dir(spec.id)], byIdDesc: false };
}

/**
 * Runs a table query. `all=1` → a bare array of every matching row (capped at 5000);
 * otherwise the paging envelope. With `lastId` and the default order the page is read by keyset
 * (`id < lastId`) instead of OFFSET, so deep load-more pages stay fast.
 */
export async function paginate<Row>(spec: TableSpec<Row>, q: TableQuery): Promise<PageEnvelope | unknown[]> {
  const map = spec.map ?? ((r: Row) => r);
  const where = tableWhere(spec, q);
  const { order, byIdDesc } = tableOrder(spec, q);
  if (q.all) {
    const rows = await spec
      .rows()
      .where(where)
      .orderBy(...order)
      .limit(5000);
    return rows.map(map);
  }
  const perPage = q.per_page ?? 10;
  const page = q.page ?? 1;
  const offset = (page - 1) * perPage;
  const cap = countCap(perPage);
  const keyset = byIdDesc && q.lastId !== undefined && page > 1;
  let rows: Row[];
  let counted: { total: number; estimated: boolean };
  if (!keyset && perPage <= LOOK_AHEAD_MAX_PER_PAGE && offset < cap) {
    // One query reads the page and looks ahead to the cap, so the search runs once, not again to count.
    const ahead = await spec
      .rows()
      .where(where)
      .orderBy(...order)
      .limit(cap + 1 - offset)
      .offset(offset);
    rows = ahead.slice(0, perPage);
    if (ahead.length === 0 && offset > 0) counted = await countRows(spec, where, perPage);
    else if (offset + ahead.length <= cap) counted = { total: offset + ahead.length, estimated: false };
    else counted = await countRows(spec, where, perPage);
  } else {
    counted = await countRows(spec, where, perPage);
    rows = keyset
      ? await spec
          .rows()
          .where(and(where, lt(spec.id, q.lastId!)))
          .orderBy(...order)
          .limit(perPage)
      : await spec
          .rows()
          .where(where)
          .orderBy(...order)
          .limit(perPage)
          .offset(offset);
  }
  const { total, estimated } = counted;
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  return {
    data: {
      data: rows.map(map),
      current_page: page,
      from,
      to: from === null ? null : from + rows.length - 1,
      last_page: Math.max(1, Math.ceil(Number(total) / perPage)),
      per_page: perPage,
      total,
      ...(estimated ? { total_is_estimate: true } : {}),
    },
  };
}

/** First row of a raw `execute` result (node-postgres and PGlite both answer `{ rows }`). */
function firstRow(result: unknown): Record<string, unknown> | undefined {
  return (result as { rows?: Record<string, unknown>[] }).rows?.[0];
}

/**
 * How many rows match: exact up to {@link TABLE_EXACT_COUNT_MAX} (or ten pages, when more), by counting
 * the row select with a LIMIT, so the database stops early; past it the planner's row estimate for the
 * same select (`EXPLAIN`, cached 30 s; never below the limit + 1), flagged `estimated`.
 */
export async function countRows<Row>(
  spec: TableSpec<Row>,
  where: SQL | undefined,
  perPage = 10,
): Promise<{ total: number; estimated: boolean }> {
  const cap = Math.max(TABLE_EXACT_COUNT_MAX, countCap(perPage));
  const capped = spec
    .rows()
    .where(where)
    .limit(cap + 1);
  const counted = Number(
    firstRow(await spec.db.execute(sql`select count(*)::int as count from (${capped}) as counted`))?.count ?? 0,
  );
  if (counted <= cap) return { total: counted, estimated: false };
  return { total: await estimateRows(spec, where, cap), estimated: true };
}

/** Rows a page query looks ahead to for pages of `perPage`: {@link TABLE_COUNT_CAP} or ten pages, whichever is more. */
function countCap(perPage: number): number {
  return Math.max(TABLE_COUNT_CAP, perPage * 10);
}

/** Pages up to this size read their rows and the exact count in one query (at most ten pages of rows). */
const LOOK_AHEAD_MAX_PER_PAGE = 25;

/** The planner's row estimate for the spec's select under `where` (`EXPLAIN`, cached 30 s), at least `cap + 1`. */
async function estimateRows<Row>(spec: TableSpec<Row>, where: SQL | undefined, cap: number): Promise<number> {
  const explain = sql`explain (format json) ${spec.rows().where(where)}`;
  const query = new PgDialect().sqlToQuery(explain);
  const key = `${query.sql}\u0000${JSON.stringify(query.params, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`;
  let estimate = estimates.get(key);
  if (estimate === undefined) {
    const plan = firstRow(await spec.db.execute(explain))?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
      { Plan?: { 'Plan Rows'?: number } }[] | undefined;
    estimate = Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
    estimates.set(key, estimate);
  }
  return Math.max(estimate, cap + 1);
}
