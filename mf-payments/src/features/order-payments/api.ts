import { orderPaymentRow } from '@scriptorium/contracts/payments';

/** `GET payments/order-payments` (table protocol): the payments of every order, rows parsed as `orderPaymentRow`. @see docs/product.md §2 /payments/order-payments */
export const orderPaymentsTable = { endpoint: 'payments/order-payments', rowSchema: orderPaymentRow } as const;
