import { orderSchema, paymentLinkResponse, type Order } from '@scriptorium/contracts/orders';
import { getParsed, post } from '@scriptorium/shared-kit/core';
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

/**
 * `POST orders/{id}/tip-link` (the owning client of an approved order whose tip is unpaid): the link to pay
 * the tip given at approval, when that answer carried none (the payment provider was down). Resolves to
 * the URL; rejects with the AxiosError (409 no tip to pay; 502/503 'Payment link not generated'). Used by
 * the approval screen and the order's Payments card.
 * @see docs/payments.md (Checkout); docs/product.md §4 Orders (tip_url)
 */
export async function tipLink(orderId: number): Promise<string> {
  return paymentLinkResponse.parse(await post(`orders/${orderId}/tip-link`, {})).payment_link;
}

/**
 * `GET inbox` (table protocol): one row per order with messages, newest first. Here, under both the
 * inbox (its table) and the order chat (which reloads that table after a message is read), so neither
 * feature imports the other's internals nor the two import each other.
 * @see docs/product.md §2 /inbox
 */
export const inboxEndpoint = 'inbox';
