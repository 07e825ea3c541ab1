import { orderSchema, paymentLinkResponse, type Order } from '@scriptorium/contracts';
import { get, post } from '@scriptorium/shared-kit';

/**
 * `GET orders/{id}`: the order shaped for the viewer (fields their view keys allow), with `actions` — the
 * lifecycle actions the viewer may take now, which decide every button. Rejects with the AxiosError
 * (404 for an order the viewer is not party to) or a ZodError for a wrong shape.
 * @see spec §3 Order; contracts/src/orders/transitions.ts
 */
export async function fetchOrder(id: number): Promise<Order> {
  return orderSchema.parse(await get(`orders/${id}`));
}

/** The message shown when the gateway gives no link (spec §8). */
export const NO_PAYMENT_LINK = 'Payment link not generated';

/**
 * `POST orders/{id}/payment-link` {amount} (USD decimal, the owning client) → the checkout URL. Throws
 * 'Payment link not generated' when the answer carries none; rejects with the AxiosError otherwise (422
 * on `amount`, 502 'Payment link not generated').
 */
export async function getPaymentLink(id: number, amount: number): Promise<string> {
  const parsed = paymentLinkResponse.safeParse(await post(`orders/${id}/payment-link`, { amount }));
  if (!parsed.success || !parsed.data.payment_link) throw new Error(NO_PAYMENT_LINK);
  return parsed.data.payment_link;
}
