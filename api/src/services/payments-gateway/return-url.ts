/** Where the browser returns after a checkout: `{publicUrl}/orders/order/{id}?status=success|error`. */
export function returnUrl(publicUrl: string, orderId: number, outcome: 'success' | 'error'): string {
  return `${publicUrl}/orders/order/${orderId}?status=${outcome}`;
}
