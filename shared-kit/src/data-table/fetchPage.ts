/**
 * One page of the table protocol, and what a failed load says.
 * @see docs/product.md §R1 Tables (response), docs/product.md §8 (Table load failure)
 */
import axios from 'axios';
import { getValue } from './columns.js';

/** Paging numbers of a response. */
export interface PageMeta {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  /** The server counted only so far: `total` is its estimate (`total_is_estimate`), shown as "about". */
  estimated?: boolean;
}

/** A parsed page: rows and paging numbers. */
export interface TablePage<Row> {
  rows: Row[];
  meta: PageMeta;
}

/**
 * What checks a row of a table's answer: a contract row schema (`orderListRow`, `logRow`, …), whose
 * `parse` returns the row as the contract types it and throws on a row that does not fit.
 */
export interface RowSchema<Row> {
  parse: (row: unknown) => Row;
}

/** Shown when a load fails without a response (docs/product.md §8). */
export const LOAD_ERROR = 'Error getting data from backend';

function num(v: unknown, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * Reads `{data: {data: rows, current_page, last_page, per_page, total}}`; a bare array or
 * `{data: [...]}` counts as one page holding everything. With `rowSchema`, each row is parsed with it
 * (a row that does not fit throws, and the table shows its load error); without, rows are taken as they come.
 */
export function parsePage<Row>(body: unknown, perPage: number, rowSchema?: RowSchema<Row>): TablePage<Row> {
  const parseRows = (raw: unknown[]): Row[] => (rowSchema ? raw.map((row) => rowSchema.parse(row)) : (raw as Row[]));
  const outer = body && typeof body === 'object' && !Array.isArray(body) ? (body as { data?: unknown }).data : body;
  if (
    outer &&
    typeof outer === 'object' &&
    !Array.isArray(outer) &&
    Array.isArray((outer as { data?: unknown }).data)
  ) {
    const p = outer as Record<string, unknown>;
    const rows = parseRows(p.data as unknown[]);
    return {
      rows,
      meta: {
        currentPage: num(p.current_page, 1),
        lastPage: num(p.last_page, 1),
        perPage: num(p.per_page, perPage),
        total: num(p.total, rows.length),
        ...(p.total_is_estimate === true ? { estimated: true } : {}),
      },
    };
  }
  const rows = parseRows(Array.isArray(outer) ? outer : Array.isArray(body) ? body : []);
  return { rows, meta: { currentPage: 1, lastPage: 1, perPage, total: rows.length } };
}

/** The `id` of the last row, for `lastId` on the next load. */
export function lastIdOf(rows: readonly unknown[]): string | number | null {
  const id = rows.length ? getValue(rows[rows.length - 1], 'id') : null;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** 'Error getting data from backend', or '{status}: {status text} ({endpoint})' when the server answered. */
export function loadErrorText(error: unknown, endpoint: string): string {
  if (axios.isAxiosError(error) && error.response)
    return `${error.response.status}: ${error.response.statusText} (${endpoint})`;
  return LOAD_ERROR;
}

/**
 * An estimated total becomes exact once a page comes back short: page `page` of `perPage` rows held
 * `got` rows, so there are `(page − 1) × perPage + got` in all and that page is the last.
 */
export function settleEstimate(meta: PageMeta, page: number, got: number): PageMeta {
  if (!meta.estimated || got >= meta.perPage) return meta;
  const total = (page - 1) * meta.perPage + got;
  return { ...meta, total, lastPage: Math.max(1, page), estimated: false };
}
