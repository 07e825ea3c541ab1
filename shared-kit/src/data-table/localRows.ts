/**
 * Local rows (a `dataSource` instead of an endpoint): searched, sorted and paged in the browser
 * with the same state as server tables.
 */
import { getValue } from './columns.js';
import type { PageMeta } from './fetchPage.js';
import type { TableState } from './tableState.js';
import type { PagingStyle } from './pagination.js';

function matches(row: unknown, q: string, exact: boolean): boolean {
  if (!row || typeof row !== 'object') return false;
  return Object.values(row).some((v) => {
    if (v === null || v === undefined || typeof v === 'object') return false;
    const s = String(v).toLowerCase();
    return exact ? s === q : s.includes(q);
  });
}

/** The rows and paging numbers the state asks for, out of `all`. */
export function localPage<Row>(
  all: readonly Row[],
  state: TableState,
  paging: PagingStyle,
): { rows: Row[]; meta: PageMeta } {
  const q = state.search.trim().toLowerCase();
  let rows = q ? all.filter((r) => matches(r, q, state.exact && q.length > 1)) : [...all];
  if (state.orderBy) {
    const key = state.orderBy;
    const dir = state.orderMethod === 'asc' ? 1 : -1;
    rows = rows.sort((a, b) => {
      const x = getValue(a, key);
      const y = getValue(b, key);
      if (x === y) return 0;
      if (x === undefined || x === null) return 1;
      if (y === undefined || y === null) return -1;
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * dir;
    });
  }
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / state.perPage));
  const page = Math.min(state.page, lastPage);
  const start = paging === 'loadMore' ? 0 : (page - 1) * state.perPage;
  return {
    rows: rows.slice(start, page * state.perPage),
    meta: { currentPage: page, lastPage, perPage: state.perPage, total },
  };
}
