import { orderPaymentDetails, type OrderPaymentDetail } from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET orders/{id}/payments`: the order's payments with their refunds (USD decimals). */
export function fetchOrderPayments(id: number): Promise<OrderPaymentDetail[]> {
  return getParsed(orderPaymentDetails, `orders/${id}/payments`);
}

/** Under the order's key, so `reload-order` and every order action reload it too. */
export const orderPaymentsQuery = (id: number) =>
  queryOptions({ queryKey: ['orders', id, 'payments'], queryFn: () => fetchOrderPayments(id) });
