/**
 * DataTable state, its round trip through the URL, and the request bodies of the table protocol.
 * @see docs/product.md §4 Toolkit (table load), §7 (table load / export), docs/product.md §R1 Tables
 */
import { PAGE_SIZES, type ExportColumnSpec } from '@scriptorium/contracts/core';
import { viewerTimeZone } from '../date-range/viewerTimeZone.js';

/** Sort direction of `order_method`. */
export type SortMethod = 'asc' | 'desc';

/** What decides which rows a table shows. Lives in the URL so a reload or shared link shows the same rows. */
export interface TableState {
  /** 1-based page (load-more: how many pages are shown). */
  page: number;
  perPage: number;
  orderBy?: string;
  orderMethod: SortMethod;
  search: string;
  exact: boolean;
  /** Range bounds as the API takes them: MM/dd/yyyy. */
  from?: string;
  to?: string;
  period?: string;
}

/** The table's configured starting point (values equal to these stay out of the URL). */
export interface TableDefaults {
  perPage: number;
  orderBy?: string;
  orderMethod: SortMethod;
  /**
   * The date range a table with a date range starts on (docs/product.md §9: This Month), its bounds as of now
   * (MM/dd/yyyy); none: no range.
   */
  range?: { from: string; to: string; period: string };
}

/** Search debounce (docs/product.md §9). */
export const SEARCH_DEBOUNCE_MS = 800;

/** The initial state for these defaults (with the default range, if any). */
export function initialState(defaults: TableDefaults): TableState {
  return {
    page: 1,
    perPage: defaults.perPage,
    orderBy: defaults.orderBy,
    orderMethod: defaults.orderMethod,
    search: '',
    exact: false,
    ...defaults.range,
  };
}

const KEYS = ['page', 'per_page', 'order_by', 'order_method', 'search', 'exact', 'from', 'to', 'period'] as const;

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/**
 * Reads the state from URL search params (keys optionally prefixed, e.g. `t_page`). Unknown or bad
 * values fall back to the defaults; no range in the URL is the default range, if any.
 */
export function readTableState(params: URLSearchParams, defaults: TableDefaults, prefix = ''): TableState {
  const get = (k: string) => params.get(prefix + k);
  const method = get('order_method');
  const perPage = positiveInt(get('per_page'));
  const range = get('period') ? {} : defaults.range;
  return {
    page: positiveInt(get('page')) ?? 1,
    perPage: perPage && perPage <= 400 ? perPage : defaults.perPage,
    orderBy: get('order_by') || defaults.orderBy,
    orderMethod: method === 'asc' || method === 'desc' ? method : defaults.orderMethod,
    search: get('search') ?? '',
    exact: get('exact') === '1' || get('exact') === 'true',
    from: get('from') || undefined,
    to: get('to') || undefined,
    period: get('period') || undefined,
    ...range,
  };
}

/** Writes the state into a copy of `params`, leaving out values equal to the defaults; other keys are kept. */
export function writeTableState(
  params: URLSearchParams,
  state: TableState,
  defaults: TableDefaults,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of KEYS) next.delete(prefix + k);
  const set = (k: string, v: string | undefined | false) => {
    if (v) next.set(prefix + k, v);
  };
  set('page', state.page > 1 && String(state.page));
  set('per_page', state.perPage !== defaults.perPage && String(state.perPage));
  set('order_by', state.orderBy !== defaults.orderBy && state.orderBy);
  set(
    'order_method',
    (state.orderMethod !== defaults.orderMethod || state.orderBy !== defaults.orderBy) && state.orderMethod,
  );
  set('search', state.search);
  set('exact', state.exact && state.search.length > 1 && '1');
  // The default preset stays out: its bounds move with the clock (This Month is this month tomorrow too).
  const isDefaultRange = Boolean(defaults.range) && state.period === defaults.range?.period;
  set('from', !isDefaultRange && state.from);
  set('to', !isDefaultRange && state.to);
  set('period', !isDefaultRange && state.period);
  return next;
}

/** A header click: a new column starts `asc`, the same column toggles; either way back to page 1. */
export function nextSort(state: TableState, key: string): TableState {
  const orderMethod: SortMethod = state.orderBy === key ? (state.orderMethod === 'asc' ? 'desc' : 'asc') : 'asc';
  return { ...state, orderBy: key, orderMethod, page: 1 };
}

/** Page-size options: 10, 25, 50, 100, 200, 400 plus the configured size when it is missing. */
export function pageSizeOptions(configured: number): number[] {
  const sizes: number[] = [...PAGE_SIZES];
  if (!sizes.includes(configured)) sizes.push(configured);
  return sizes.sort((a, b) => a - b);
}

/** Whether the 'Exact' checkbox shows: only when the search text is longer than one character. */
export function showExact(search: string): boolean {
  return search.trim().length > 1;
}

type Params = Record<string, string | number | boolean>;

function dropEmpty(values: Record<string, string | number | boolean | undefined | null>): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
}

/** `tz` (the viewer's time zone) when the state has a date range, so its days are the viewer's. */
function rangeZone(state: TableState): string | undefined {
  return state.from || state.to ? viewerTimeZone() : undefined;
}

/**
 * Query of `GET {endpoint}` for one page: order_by, order_method, per_page, page, filter_value,
 * paginated=true, from, to, period, tz (with a range), exact, lastId. Empty values are dropped;
 * `exact=false` is kept.
 */
export function requestParams(state: TableState, page: number, lastId?: string | number | null): Params {
  return dropEmpty({
    order_by: state.orderBy,
    order_method: state.orderMethod,
    per_page: state.perPage,
    page,
    filter_value: state.search.trim(),
    paginated: true,
    from: state.from,
    to: state.to,
    period: state.period,
    tz: rangeZone(state),
    exact: showExact(state.search) ? state.exact : false,
    lastId: lastId ?? undefined,
  });
}

/** The export request body (see `exportRequest` in contracts). */
export type ExportBody = { titles: string[] } & Record<string, string | number | boolean | string[]>;

/** File formats the export protocol streams (`format` of the export body; see `exportRequest` in contracts). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** One of {@link EXPORT_FORMATS}. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Body of `POST {endpoint}` for an export of all matching rows: `{titles, export: 1, format, order_by,
 * …, tz, lastId}` (`format` only when given: the server's default is CSV).
 */
export function exportBody(
  state: TableState,
  titles: string[],
  lastId?: string | number | null,
  format?: ExportFormat,
): ExportBody {
  return {
    titles,
    ...dropEmpty({
      export: 1,
      format,
      order_by: state.orderBy,
      order_method: state.orderMethod,
      filter_value: state.search.trim(),
      from: state.from,
      to: state.to,
      period: state.period,
      tz: rangeZone(state),
      exact: showExact(state.search) ? state.exact : undefined,
      lastId: lastId ?? undefined,
    }),
  };
}

/** The export request body with its columns as the table shows them (see `exportRequest` in contracts). */
export type ExportRequestBody = { titles: string[]; columns: ExportColumnSpec[]; tz?: string } & Record<
  string,
  unknown
>;

/**
 * The export request body of {@link exportBody} with `columns` (each shown column's key, header, format,
 * currency and labels) and the viewer's time zone, so the server writes the file as the table reads:
 * labels, the display date format in the viewer's zone, money with two decimals, the column titles.
 * `titles` (the keys) stay for an API that does not read `columns` yet.
 * @see docs/product.md §R1 Tables (export)
 */
export function exportRequestBody(
  state: TableState,
  columns: ExportColumnSpec[],
  lastId?: string | number | null,
  format?: ExportFormat,
): ExportRequestBody {
  const tz = viewerTimeZone();
  return {
    ...exportBody(
      state,
      columns.map((c) => c.key),
      lastId,
      format,
    ),
    columns,
    ...(tz ? { tz } : {}),
  };
}
