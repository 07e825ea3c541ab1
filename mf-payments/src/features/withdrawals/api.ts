import { withdrawalSchema } from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET payments/withdrawals/{id}`: one withdrawal, amount KSh decimal (404 'Withdrawal not found'). @see docs/product.md §2 (Withdrawal detail) */
export const getWithdrawal = (id: number) => getParsed(withdrawalSchema, `payments/withdrawals/${id}`);
/** Query options of {@link getWithdrawal}, keyed `['withdrawals', id]`. */
export const withdrawalQuery = (id: number) =>
  queryOptions({ queryKey: ['withdrawals', id], queryFn: () => getWithdrawal(id) });
/** `GET payments/withdrawals/list/{status}` (table protocol): a status tab's withdrawals, rows parsed as `withdrawalSchema`. @see docs/product.md §2 /payments/withdrawals */
export const withdrawalsTable = (status: string) =>
  ({ endpoint: `payments/withdrawals/list/${status}`, rowSchema: withdrawalSchema }) as const;
/** `POST payments/withdrawals/{id}/approve`: Mark Paid. @see docs/product.md §7 Payments */
export const approveWithdrawalAction = (id: number) => `payments/withdrawals/${id}/approve`;
/** `POST payments/withdrawals/{id}/reject`: Reject with a reason. */
export const rejectWithdrawalAction = (id: number) => `payments/withdrawals/${id}/reject`;
/** `POST payments/withdrawals/{id}/payout`: Pay out (locks it as processing; through M-Pesa for an M-Pesa account when configured). @see docs/payments.md Withdrawals and payouts */
export const payoutWithdrawalAction = (id: number) => `payments/withdrawals/${id}/payout`;
/** `GET payments/withdrawals/counts`: withdrawals per status (the tab badges). */
export const withdrawalCountsUrl = 'payments/withdrawals/counts';
/** `POST payments/withdrawals/{id}/payout/check`: asks M-Pesa how an unanswered payout request stands. */
export const checkPayoutAction = (id: number) => `payments/withdrawals/${id}/payout/check`;
/** `POST payments/withdrawals/payout` `{ids}`: Pay out all shown, one result per withdrawal. */
export const payoutAllAction = 'payments/withdrawals/payout';
