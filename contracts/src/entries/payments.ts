/**
 * `@scriptorium/contracts/payments` — withdrawals, order payments, writer earnings and payment
 * accounts. (Specifiers without `.js`: see ./core.)
 */
export * from '../payments';
export * from '../payment-answers';
export * from '../payment-events';
export * from '../refunds';
export * from '../reconciliation';
