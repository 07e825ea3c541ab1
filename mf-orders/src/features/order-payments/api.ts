import { orderPaymentDetails, type OrderPaymentDetail, type RefundRequest } from '@scriptorium/contracts/payments';
import { getParsed, post } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET orders/{id}/payments`: the order's payments with their refunds (USD decimals). */
export function fetchOrderPayments(id: number): Promise<OrderPaymentDetail[]> {
  return getParsed(orderPaymentDetails, `orders/${id}/payments`);
}

/** Under the order's key, so `reload-order` and every order action reload it too. */
export const orderPaymentsQuery = (id: number) => queryOptions({ queryKey: ['orders', id, 'payments'], queryFn: () => fetchOrderPayments(id) });

/** `POST orders/{id}/refunds` (admin, payments.order_payments.refund). Rejects with the AxiosError (422 per field, 502). */
export function refundPayment(orderId: number, body: RefundRequest): Promise<{ message: string }> {
  return post(`orders/${orderId}/refunds`, body);
}
