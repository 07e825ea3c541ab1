import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { initialState, readTableState, writeTableState, type TableDefaults, type TableState } from './tableState.js';

/**
 * The table's state, kept in the URL (keys prefixed with `urlKey`) so a reload or a shared link shows
 * the same rows; with `urlKey === false` it is kept in memory. Updates replace the history entry.
 */
export function useTableState(
  defaults: TableDefaults,
  urlKey: string | false,
): [TableState, (next: TableState) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<TableState>(() => initialState(defaults));
  const { perPage, orderBy, orderMethod, range } = defaults;
  const from = range?.from;
  const to = range?.to;
  const period = range?.period;
  const stable = useMemo(
    () => ({ perPage, orderBy, orderMethod, range: from && to && period ? { from, to, period } : undefined }),
    [perPage, orderBy, orderMethod, from, to, period],
  );
  const fromUrl = useMemo(
    () => (urlKey === false ? null : readTableState(params, stable, urlKey)),
    [params, stable, urlKey],
  );
  const set = useCallback(
    (next: TableState) => {
      if (urlKey === false) setLocal(next);
      else setParams((p) => writeTableState(p, next, stable, urlKey), { replace: true });
    },
    [urlKey, setParams, stable],
  );
  return [fromUrl ?? local, set];
}
