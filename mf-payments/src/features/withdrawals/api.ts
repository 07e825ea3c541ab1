import { withdrawalSchema } from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET payments/withdrawals/{id}`: one withdrawal, amount KSh decimal (404 'Withdrawal not found'). @see docs/product.md §2 (Withdrawal detail) */
export const getWithdrawal = (id: number) => getParsed(withdrawalSchema, `payments/withdrawals/${id}`);
/** Query options of {@link getWithdrawal}, keyed `['withdrawals', id]`. */
export const withdrawalQuery = (id: number) => queryOptions({ queryKey: ['withdrawals', id], queryFn: () => getWithdrawal(id) });
/** `GET payments/withdrawals/list/{status}` (table protocol): a status tab's withdrawals, rows parsed as `withdrawalSchema`. @see docs/product.md §2 /payments/withdrawals */
export const withdrawalsTable = (status: string) => ({ endpoint: `payments/withdrawals/list/${status}`, rowSchema: withdrawalSchema }) as const;
/** `POST payments/withdrawals/{id}/approve`: Mark Paid. @see docs/product.md §7 Payments */
export const approveWithdrawalAction = (id: number) => `payments/withdrawals/${id}/approve`;
/** `POST payments/withdrawals/{id}/reject`: Reject with a reason. */
export const rejectWithdrawalAction = (id: number) => `payments/withdrawals/${id}/reject`;
