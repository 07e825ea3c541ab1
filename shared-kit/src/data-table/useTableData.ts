import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { get } from '../api/apiClient.js';
import { requestParams, type TableState } from './tableState.js';
import { lastIdOf, loadErrorText, parsePage, settleEstimate, type PageMeta, type RowSchema } from './fetchPage.js';
import { localPage } from './localRows.js';
import type { PagingStyle } from './pagination.js';
import { tableKey } from '../data/useResource.js';

/** Table load states (docs/product.md §4 Toolkit). */
export type LoadStatus = 'loading' | 'done' | 'error';

/** Inputs of {@link useTableData}. */
export interface TableDataOptions<Row> {
  endpoint?: string;
  /** Local rows instead of an endpoint (searched, sorted and paged in the browser). */
  dataSource?: readonly Row[];
  state: TableState;
  paging: PagingStyle;
  /** Extra query parameters of every load. */
  params?: Record<string, string | number | boolean>;
  /** Parses each row of the answer (the endpoint's contract row schema). */
  rowSchema?: RowSchema<Row>;
}

/** What {@link useTableData} gives. */
export interface TableData<Row> {
  rows: Row[];
  meta: PageMeta | null;
  status: LoadStatus;
  /** Load-more: the next page is on its way (rows stay shown). */
  appending: boolean;
  error: string | null;
  /** Id of the last row received (sent as `lastId` on the next load and on exports). */
  lastId: string | number | null;
  /** Loads the rows again, in place (after a row action); as `invalidate(tableKey(endpoint))` anywhere does. */
  reload: () => void;
}

interface Loaded<Row> {
  identity: string;
  page: number;
  rows: Row[];
  meta: PageMeta;
  lastId: string | number | null;
}

/**
 * Loads the rows the state asks for through the app's query cache (a table opened again shows its
 * last rows at once and refreshes them). Numbered: the one page. Load-more: pages 1..page (so a reload
 * of `?page=3` shows the same rows), and a page increase with the same query appends only the next
 * page, sending `lastId` of the previous response. A new query keeps the old rows shown until its
 * answer; a stale answer is aborted. `reload()` (or invalidating `tableKey(endpoint)`) reloads in place.
 * @see docs/product.md §4 Toolkit (table load), docs/product.md §R1 Tables
 */
export function useTableData<Row>({
  endpoint,
  dataSource,
  state,
  paging,
  params,
  rowSchema,
}: TableDataOptions<Row>): TableData<Row> {
  const { page, ...query } = state;
  const identity = JSON.stringify({ query, paging, params });
  const client = useQueryClient();
  const keyOf = (p: number) => [...tableKey(endpoint ?? ''), identity, p];
  // Load-more: the rows of an earlier page of the same query, which the next pages append to.
  const earlier = (): Loaded<Row> | undefined => {
    for (let p = page - 1; paging === 'loadMore' && p >= 1; p--) {
      const got = client.getQueryData<Loaded<Row>>(keyOf(p));
      if (got) return got;
    }
  };

  // Local rows are computed during render: no loading flash, one render.
  const local = useMemo<Omit<TableData<Row>, 'reload'> | null>(() => {
    if (!dataSource) return null;
    const p = localPage(dataSource, state, paging);
    return { rows: p.rows, meta: p.meta, status: 'done', appending: false, error: null, lastId: lastIdOf(p.rows) };
  }, [identity, page, dataSource]); // eslint-disable-line react-hooks/exhaustive-deps -- identity covers state and paging

  const remote = useQuery({
    queryKey: keyOf(page),
    enabled: !dataSource && Boolean(endpoint),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Loaded<Row>> => {
      // A first load of this page appends to the earlier pages; a reload (invalidation) loads them all again.
      const prev = client.getQueryData(keyOf(page)) ? undefined : earlier();
      let rows: Row[] = prev?.rows ?? [];
      // lastId is only meaningful for the page right after the previous response of the same query.
      let lastId = prev?.page === page - 1 ? prev.lastId : null;
      let meta: PageMeta | null = null;
      for (let p = prev ? prev.page + 1 : paging === 'loadMore' ? 1 : page; p <= page; p++) {
        const body = await get(endpoint!, { ...params, ...requestParams(state, p, lastId) }, { signal });
        const got = parsePage<Row>(body, state.perPage, rowSchema);
        rows = paging === 'loadMore' ? [...rows, ...got.rows] : got.rows;
        lastId = lastIdOf(got.rows) ?? lastId;
        meta = settleEstimate(got.meta, p, got.rows.length);
        if (p >= meta.lastPage) break;
      }
      return { identity, page, rows, meta: meta!, lastId };
    },
  });

  const reload = useCallback(() => {
    if (endpoint) void client.invalidateQueries({ queryKey: tableKey(endpoint) });
  }, [endpoint, client]);

  if (local) return { ...local, reload };
  const data = remote.data;
  const appending =
    remote.isPlaceholderData && paging === 'loadMore' && data?.identity === identity && page > data.page;
  if (remote.isError) {
    // A failed load-more keeps the rows already shown (and their lastId for an export).
    const kept = earlier();
    return {
      rows: kept?.rows ?? [],
      meta: kept?.meta ?? null,
      status: 'error',
      appending: false,
      error: loadErrorText(remote.error, endpoint ?? ''),
      lastId: kept?.lastId ?? null,
      reload,
    };
  }
  return {
    rows: data?.rows ?? [],
    meta: data?.meta ?? null,
    status: !data || (remote.isFetching && !appending) ? 'loading' : 'done',
    appending,
    error: null,
    lastId: data?.lastId ?? null,
    reload,
  };
}
