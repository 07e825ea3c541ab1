import { orderSchema, type Order } from '@scriptorium/contracts/orders';
import { get } from '@scriptorium/shared-kit/core';

/**
 * `GET orders/{id}`: the order shaped for the viewer (fields their view keys allow), with `actions` — the
 * lifecycle actions the viewer may take now, which decide every button. Rejects with the AxiosError
 * (404 for an order the viewer is not party to) or a ZodError for a wrong shape.
 * @see spec §3 Order; contracts/src/orders/transitions.ts
 */
export async function fetchOrder(id: number): Promise<Order> {
  return orderSchema.parse(await get(`orders/${id}`));
}
