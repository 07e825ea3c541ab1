/**
 * How a withdrawal row reads on the wire: amounts as KSh decimals, times as ISO 8601, the payment
 * account as copied at request time.
 * @see docs/product.md §3 Withdrawal; contracts/src/payments.ts `withdrawalSchema`
 */
import { eq } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import type { Withdrawal } from '@scriptorium/contracts/payments';
import type { Executor } from '../../db/client.js';
import { users, withdrawals } from '../../db/schema/index.js';

/** The columns a withdrawal list or detail selects (withdrawals joined with their writer). */
export const withdrawalFields = {
  id: withdrawals.id,
  amount: withdrawals.amount,
  status: withdrawals.status,
  reference: withdrawals.reference,
  payment_method_name: withdrawals.payment_method_name,
  account_name: withdrawals.account_name,
  account_number: withdrawals.account_number,
  reason_canceled: withdrawals.reason_canceled,
  processed_at: withdrawals.processed_at,
  created_at: withdrawals.created_at,
  user_id: withdrawals.user_id,
  user_name: users.name,
};

/** A row selected with {@link withdrawalFields}. */
export interface WithdrawalRow {
  id: number;
  amount: number;
  status: Withdrawal['status'];
  reference: string | null;
  payment_method_name: string | null;
  account_name: string | null;
  account_number: string | null;
  reason_canceled: string | null;
  processed_at: Date | null;
  created_at: Date;
  user_id: number;
  user_name: string;
}

/** Row → the spec's Withdrawal (amount KSh decimal; `processed_at` is Paid At or Canceled At). */
export function toWithdrawal(r: WithdrawalRow): Withdrawal {
  return {
    id: r.id,
    amount: fromMinor(r.amount),
    user: { id: r.user_id, name: r.user_name },
    reference: r.reference,
    status: r.status,
    created_at: r.created_at.toISOString(),
    payment_account:
      r.account_number !== null || r.account_name !== null
        ? { payment_method: { name: r.payment_method_name ?? '' }, account_name: r.account_name ?? '', account_number: r.account_number ?? '' }
        : null,
    reason_canceled: r.reason_canceled,
    processed_at: r.processed_at ? r.processed_at.toISOString() : null,
  };
}

/** One withdrawal with its writer, or undefined. */
export async function findWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select(withdrawalFields).from(withdrawals).innerJoin(users, eq(users.id, withdrawals.user_id)).where(eq(withdrawals.id, id));
  return row;
}
