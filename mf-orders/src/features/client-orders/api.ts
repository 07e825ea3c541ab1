import { clientOrdersPage, type ClientOrderRow } from '@scriptorium/contracts/orders';
import { getParsed } from '@scriptorium/shared-kit/core';
import { infiniteQueryOptions } from '@scriptorium/shared-kit/data';

/** Cards per page of the client's order list. */
export const CARDS_PER_PAGE = 10;

/** One page of the client's order cards. */
export interface CardsPage {
  rows: ClientOrderRow[];
  page: number;
  lastPage: number;
  total: number;
}

/**
 * `GET orders/client` (table protocol, newest first): the signed-in client's orders, optionally of one
 * status (`/orders/list/{status}`). Amounts are USD decimals. Rejects with the AxiosError (422 'Unknown
 * order status') or a ZodError when the shape is wrong.
 * @see docs/product.md §2 /orders, /orders/list/{status}; api/src/routes/api/orders/lists.ts
 */
export async function fetchClientOrders(status: string | undefined, page: number): Promise<CardsPage> {
  const body = await getParsed(clientOrdersPage, 'orders/client', {
    ...(status ? { status } : {}),
    page,
    per_page: CARDS_PER_PAGE,
    paginated: true,
  });
  return { rows: body.data.data, page: body.data.current_page, lastPage: body.data.last_page, total: body.data.total };
}

/**
 * The client's order cards as an infinite query (`['orders', 'client', status ?? 'all']`, {@link fetchClientOrders}):
 * page 1 first, each further page the next one until the last.
 * @see docs/product.md §9 (load-more paging)
 */
export const clientOrdersQuery = (status: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'client', status ?? 'all'],
    queryFn: ({ pageParam }) => fetchClientOrders(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: CardsPage) => (last.page < last.lastPage ? last.page + 1 : undefined),
  });
