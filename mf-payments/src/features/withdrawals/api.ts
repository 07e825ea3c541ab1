import { withdrawalSchema } from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET payments/withdrawals/{id}`: one withdrawal, amount KSh decimal (404 'Withdrawal not found'). @see spec §2 (Withdrawal detail) */
export const getWithdrawal = (id: number) => getParsed(withdrawalSchema, `payments/withdrawals/${id}`);
/** Query options of {@link getWithdrawal}, keyed `['withdrawals', id]`. */
export const withdrawalQuery = (id: number) => queryOptions({ queryKey: ['withdrawals', id], queryFn: () => getWithdrawal(id) });
