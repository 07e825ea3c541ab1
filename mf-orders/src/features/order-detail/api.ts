import { paymentLinkResponse, type CheckoutGateway } from '@scriptorium/contracts/orders';
import { post } from '@scriptorium/shared-kit/core';

/** The message shown when the gateway gives no link (docs/product.md §8). */
export const NO_PAYMENT_LINK = 'Payment link not generated';

/**
 * `POST orders/{id}/payment-link` {amount, gateway?} (USD decimal, the owning client) → the checkout URL. Throws
 * 'Payment link not generated' when the answer carries none; rejects with the AxiosError otherwise (422
 * on `amount`, 502 'Payment link not generated').
 */
export async function getPaymentLink(id: number, amount: number, gateway?: CheckoutGateway): Promise<string> {
  const parsed = paymentLinkResponse.safeParse(
    await post(`orders/${id}/payment-link`, gateway ? { amount, gateway } : { amount }),
  );
  if (!parsed.success || !parsed.data.payment_link) throw new Error(NO_PAYMENT_LINK);
  return parsed.data.payment_link;
}

/**
 * Where the order detail's buttons and forms send their calls (relative to the API root).
 * @see docs/product.md §7 Orders and Assignment calls
 */
export const orderActionPaths = {
  approve: (orderId: number) => `orders/${orderId}/approve`,
  cancel: (orderId: number) => `orders/${orderId}/cancel`,
  amount: (orderId: number) => `orders/${orderId}/amount`,
  edit: (orderId: number) => `orders/${orderId}`,
  markPaid: (orderId: number) => `orders/${orderId}/mark-paid`,
  suggestWriters: (orderId: number) => `orders/${orderId}/suggest-writers`,
  assign: (orderId: number) => `orders/${orderId}/assign`,
  revision: (orderId: number) => `orders/${orderId}/revision`,
  assignmentRevision: (assignmentId: number) => `assignments/${assignmentId}/revision`,
  assignmentDeadline: (assignmentId: number | undefined) => `assignments/${assignmentId}/deadline`,
  assignmentAmount: (assignmentId: number | undefined) => `assignments/${assignmentId}/amount`,
  cancelAssignment: (assignmentId: number | undefined) => `assignments/${assignmentId}/cancel`,
};
