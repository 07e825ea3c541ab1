import { useEffect, useMemo, useRef, useState } from 'react';
import { get } from '../api/apiClient.js';
import { requestParams, type TableState } from './tableState.js';
import { lastIdOf, loadErrorText, parsePage, settleEstimate, type PageMeta } from './fetchPage.js';
import { localPage } from './localRows.js';

/** Table load states (spec §4 Toolkit). */
export type LoadStatus = 'loading' | 'done' | 'error';

/** Paging styles: numbered pages, or load-more appending the next page (the default). */
export type PagingStyle = 'numbered' | 'loadMore';

/** Inputs of {@link useTableData}. */
export interface TableDataOptions<Row> {
  endpoint?: string;
  /** Local rows instead of an endpoint (searched, sorted and paged in the browser). */
  dataSource?: readonly Row[];
  state: TableState;
  paging: PagingStyle;
  /** Extra query parameters of every load. */
  params?: Record<string, string | number | boolean>;
  /** Any change reloads. */
  reloadKey?: unknown;
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
}

interface Loaded<Row> {
  identity: string;
  page: number;
  rows: Row[];
  lastId: string | number | null;
}

/**
 * Loads the rows the state asks for. Numbered: the one page. Load-more: pages 1..page (so a reload
 * of `?page=3` shows the same rows), and a page increase with the same query appends only the next
 * page, sending `lastId` of the previous response. Stale responses are aborted.
 * @see spec §4 Toolkit (table load), reference-behaviour.md Tables
 */
export function useTableData<Row>({ endpoint, dataSource, state, paging, params, reloadKey }: TableDataOptions<Row>): TableData<Row> {
  const [data, setData] = useState<TableData<Row>>({ rows: [], meta: null, status: 'loading', appending: false, error: null, lastId: null });
  const loaded = useRef<Loaded<Row> | null>(null);
  const [reload, setReload] = useState({ key: reloadKey, count: 0 });
  if (!Object.is(reload.key, reloadKey)) setReload({ key: reloadKey, count: reload.count + 1 });
  const { page, ...query } = state;
  const identity = JSON.stringify({ endpoint, query, paging, params, reload: reload.count });

  // Local rows are computed during render: no loading flash, one render.
  const local = useMemo<TableData<Row> | null>(() => {
    if (!dataSource) return null;
    const p = localPage(dataSource, state, paging);
    return { rows: p.rows, meta: p.meta, status: 'done', appending: false, error: null, lastId: lastIdOf(p.rows) };
  }, [identity, page, dataSource]); // eslint-disable-line react-hooks/exhaustive-deps -- identity covers state and paging

  useEffect(() => {
    if (dataSource || !endpoint) return;
    const controller = new AbortController();
    const prev = loaded.current;
    const sameQuery = prev?.identity === identity;
    const appending = paging === 'loadMore' && sameQuery && page > (prev?.page ?? 0);
    const first = appending ? prev!.page + 1 : paging === 'loadMore' ? 1 : page;
    setData((d) => (appending ? { ...d, appending: true } : { ...d, status: 'loading', error: null }));
    (async () => {
      let rows: Row[] = appending ? prev!.rows : [];
      // lastId is only meaningful for the page right after the previous response of the same query.
      let lastId = sameQuery && first === (prev?.page ?? 0) + 1 ? prev!.lastId : null;
      let meta: PageMeta | null = null;
      for (let p = first; p <= page; p++) {
        const body = await get(endpoint, { ...params, ...requestParams(state, p, lastId) }, { signal: controller.signal });
        const got = parsePage<Row>(body, state.perPage);
        rows = paging === 'loadMore' ? [...rows, ...got.rows] : got.rows;
        lastId = lastIdOf(got.rows) ?? lastId;
        meta = settleEstimate(got.meta, p, got.rows.length);
        if (p >= meta.lastPage) break;
      }
      loaded.current = { identity, page, rows, lastId };
      setData({ rows, meta, status: 'done', appending: false, error: null, lastId });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      loaded.current = null;
      setData((d) => ({ ...d, rows: appending ? d.rows : [], status: 'error', appending: false, error: loadErrorText(error, endpoint) }));
    });
    return () => controller.abort();
    // `identity` covers every input of the query except the page.
  }, [identity, page, dataSource]); // eslint-disable-line react-hooks/exhaustive-deps

  return local ?? data;
}
