/** How long a checkout link can be paid (Stripe's sessions a minute less: its limit is 24 h). */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** Where the browser returns after a checkout: `{publicUrl}/orders/order/{id}?status=success|error`. */
export function returnUrl(publicUrl: string, orderId: number, outcome: 'success' | 'error'): string {
  return `${publicUrl}/orders/order/${orderId}?status=${outcome}`;
}
