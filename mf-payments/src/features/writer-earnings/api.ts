import {
  paymentAccountSchema,
  paymentMethodRow,
  withdrawalSchema,
  writerTransactionRow,
} from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET writer/payment-accounts`: the signed-in writer's payment accounts, oldest first. @see docs/product.md §7 Payments */
export const getPaymentAccounts = () => getParsed(paymentAccountSchema.array(), 'writer/payment-accounts');
/** Query options of {@link getPaymentAccounts}, keyed `['payment-accounts']`. */
export const paymentAccountsQuery = () => queryOptions({ queryKey: ['payment-accounts'], queryFn: getPaymentAccounts });
/** `GET writer/transactions` (table protocol): the writer's earnings, rows parsed as `writerTransactionRow`. @see docs/product.md §2 /writer/earnings */
export const transactionsTable = { endpoint: 'writer/transactions', rowSchema: writerTransactionRow } as const;
/** `GET writer/withdrawals` (table protocol; rows parsed as `withdrawalSchema`) and `POST writer/withdrawals` (Request Withdrawal). */
export const writerWithdrawalsTable = { endpoint: 'writer/withdrawals', rowSchema: withdrawalSchema } as const;
/** `POST writer/payment-accounts`: the Add payment account form. */
export const paymentAccountAction = 'writer/payment-accounts';
/** `GET payments/methods?all=1`: every payment method of the settings (the Payment Method select). */
export const getPaymentMethods = () => getParsed(paymentMethodRow.array(), 'payments/methods', { all: 1 });
/** Query options of {@link getPaymentMethods}, keyed `['payment-methods']`. */
export const paymentMethodsQuery = () => queryOptions({ queryKey: ['payment-methods'], queryFn: getPaymentMethods });
