import type { ClientOrderRow } from '@scriptorium/contracts/orders';
import { errorMessage } from '@scriptorium/shared-kit/core';
import { useInfiniteQuery } from '@scriptorium/shared-kit/data';
import { clientOrdersQuery } from './api.js';

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

/**
 * The client's order cards ({@link clientOrdersQuery}), page 1 first; `loadMore()` appends the next page
 * (a card already shown is not repeated). A failed further page keeps the cards and shows the error.
 * @see docs/product.md §9 (load-more paging)
 */
export function useClientOrders(status: string | undefined): ClientOrders {
  const query = useInfiniteQuery(clientOrdersQuery(status));
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.rows).filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i);
  return {
    rows,
    total: pages.at(-1)?.total ?? 0,
    status: query.isPending ? 'loading' : query.isError && !pages.length ? 'error' : 'done',
    error: query.error ? errorMessage(query.error) : null,
    appending: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
