import { orderSchema, type Order } from '@scriptorium/contracts/orders';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/**
 * `GET orders/{id}`: the order shaped for the viewer (fields their view keys allow), with `actions` — the
 * lifecycle actions the viewer may take now, which decide every button. Rejects with the AxiosError
 * (404 for an order the viewer is not party to) or a ZodError for a wrong shape.
 * @see docs/product.md §3 Order; contracts/src/orders/transitions.ts
 */
export async function fetchOrder(id: number): Promise<Order> {
  return getParsed(orderSchema, `orders/${id}`);
}

/**
 * The order's query (`['orders', id]`, {@link fetchOrder}); nothing loads for an id that is not a positive
 * integer. Its files and messages live under the same key, so invalidating `['orders', id]` (after any
 * change to the order) reloads all three.
 * @example useResource(orderQuery(id))
 */
export const orderQuery = (id: number) =>
  queryOptions({ queryKey: ['orders', id], queryFn: () => fetchOrder(id), enabled: Number.isInteger(id) && id > 0 });
