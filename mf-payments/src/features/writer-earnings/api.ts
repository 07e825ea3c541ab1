import { paymentAccountSchema } from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET writer/payment-accounts`: the signed-in writer's payment accounts, oldest first. @see spec §7 Payments */
export const getPaymentAccounts = () => getParsed(paymentAccountSchema.array(), 'writer/payment-accounts');
/** Query options of {@link getPaymentAccounts}, keyed `['payment-accounts']`. */
export const paymentAccountsQuery = () => queryOptions({ queryKey: ['payment-accounts'], queryFn: getPaymentAccounts });
