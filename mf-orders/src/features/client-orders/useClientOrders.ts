import { useCallback, useEffect, useState } from 'react';
import type { ClientOrderRow } from '@scriptorium/contracts/orders';
import { errorMessage } from '@scriptorium/shared-kit/core';
import { fetchClientOrders } from './api.js';

/** State of {@link useClientOrders}. */
export interface ClientOrders {
  rows: ClientOrderRow[];
  total: number;
  /** 'loading' until the first page answered. */
  status: 'loading' | 'done' | 'error';
  error: string | null;
  /** A further page is loading. */
  appending: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/** The client's order cards, page 1 first; `loadMore()` appends the next page (spec §9 load-more paging). */
export function useClientOrders(status: string | undefined): ClientOrders {
  const [state, setState] = useState<{ key: string; rows: ClientOrderRow[]; total: number; page: number; lastPage: number; error: string | null }>({
    key: '', rows: [], total: 0, page: 0, lastPage: 1, error: null,
  });
  const [appending, setAppending] = useState(false);
  const key = status ?? '';

  useEffect(() => {
    let live = true;
    fetchClientOrders(status, 1)
      .then((p) => live && setState({ key, rows: p.rows, total: p.total, page: p.page, lastPage: p.lastPage, error: null }))
      .catch((e: unknown) => live && setState({ key, rows: [], total: 0, page: 0, lastPage: 1, error: errorMessage(e) }));
    return () => {
      live = false;
    };
  }, [status, key]);

  const loadMore = useCallback(() => {
    setAppending(true);
    fetchClientOrders(status, state.page + 1)
      .then((p) => setState((s) => ({ ...s, rows: [...s.rows, ...p.rows.filter((r) => !s.rows.some((o) => o.id === r.id))], page: p.page, lastPage: p.lastPage, total: p.total })))
      .catch((e: unknown) => setState((s) => ({ ...s, error: errorMessage(e) })))
      .finally(() => setAppending(false));
  }, [status, state.page]);

  const ready = state.key === key && (state.page > 0 || state.error !== null);
  return {
    rows: ready ? state.rows : [],
    total: ready ? state.total : 0,
    status: !ready ? 'loading' : state.error && state.page === 0 ? 'error' : 'done',
    error: ready ? state.error : null,
    appending,
    hasMore: ready && state.page < state.lastPage,
    loadMore,
  };
}
