/**
 * How a withdrawal row reads on the wire: amounts as KSh decimals, times as ISO 8601, the payment
 * account as copied at request time, and (for admins) where its payout stands.
 * @see docs/product.md §3 Withdrawal; docs/payments.md Withdrawals and payouts; contracts/src/payments.ts `withdrawalSchema`
 */
import { eq, sql } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import { paymentMethodKind, type PayoutGatewayName, type Withdrawal } from '@scriptorium/contracts/payments';
import type { Executor } from '../../db/client.js';
import { payment_accounts, users, withdrawals } from '../../db/schema/index.js';

/** Statuses of a payout attempt that has not been settled: at most one per withdrawal (a partial unique index). */
export const UNRESOLVED_ATTEMPT_STATUSES = ['sending', 'sent', 'timeout'] as const;

/** The columns a withdrawal list or detail selects (withdrawals joined with their writer and, left, their payment account). */
export const withdrawalFields = {
  id: withdrawals.id,
  amount: withdrawals.amount,
  status: withdrawals.status,
  reference: withdrawals.reference,
  payment_method_name: withdrawals.payment_method_name,
  account_name: withdrawals.account_name,
  account_number: withdrawals.account_number,
  bank_name: payment_accounts.bank_name,
  reason_canceled: withdrawals.reason_canceled,
  processed_at: withdrawals.processed_at,
  created_at: withdrawals.created_at,
  user_id: withdrawals.user_id,
  user_name: users.name,
  payout_gateway: withdrawals.payout_gateway,
  payout_started_at: withdrawals.payout_started_at,
  payout_error: withdrawals.payout_error,
  payout_awaiting: sql<boolean>`exists (select 1 from payout_attempts a where a.withdrawal_id = ${withdrawals.id} and a.status in ('sending', 'sent', 'timeout'))`,
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
  /** The bank of the account, as the account reads now (not copied at request time). */
  bank_name: string | null;
  reason_canceled: string | null;
  processed_at: Date | null;
  created_at: Date;
  user_id: number;
  user_name: string;
  payout_gateway: PayoutGatewayName | null;
  payout_started_at: Date | null;
  payout_error: string | null;
  payout_awaiting: boolean;
}

/**
 * Who reads the withdrawal: its writer (no payout details: a provider's error is the business's
 * concern), or an admin, with whether M-Pesa payouts are configured (`mpesa`), which decides what Pay
 * out does for an M-Pesa account.
 */
export type WithdrawalViewer = { admin: false } | { admin: true; mpesa: boolean };

/** The writer's view of a withdrawal. */
export const WRITER_VIEW: WithdrawalViewer = { admin: false };

/** What Pay out does for a withdrawal paid to `methodName`: M-Pesa B2C when configured and the method is M-Pesa. */
export function payoutChannel(methodName: string | null, mpesa: boolean): PayoutGatewayName {
  return mpesa && paymentMethodKind(methodName) === 'mpesa' ? 'mpesa' : 'manual';
}

/**
 * Row → the spec's Withdrawal (amount KSh decimal; `processed_at` is Paid At or Canceled At); `payout`
 * is null for the writer.
 */
export function toWithdrawal(r: WithdrawalRow, viewer: WithdrawalViewer): Withdrawal {
  return {
    id: r.id,
    amount: fromMinor(r.amount),
    user: { id: r.user_id, name: r.user_name },
    reference: r.reference,
    status: r.status,
    created_at: r.created_at.toISOString(),
    payment_account:
      r.account_number !== null || r.account_name !== null
        ? {
            payment_method: { name: r.payment_method_name ?? '' },
            account_name: r.account_name ?? '',
            account_number: r.account_number ?? '',
            bank_name: r.bank_name,
          }
        : null,
    reason_canceled: r.reason_canceled,
    processed_at: r.processed_at ? r.processed_at.toISOString() : null,
    payout: viewer.admin
      ? {
          gateway: r.payout_gateway,
          channel: payoutChannel(r.payment_method_name, viewer.mpesa),
          started_at: r.payout_started_at ? r.payout_started_at.toISOString() : null,
          error: r.payout_error,
          awaiting: Boolean(r.payout_awaiting),
        }
      : null,
  };
}

/** The select of {@link withdrawalFields} (add a where). */
export function withdrawalRows(db: Executor) {
  return db
    .select(withdrawalFields)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.user_id))
    .leftJoin(payment_accounts, eq(payment_accounts.id, withdrawals.payment_account_id))
    .$dynamic();
}

/** One withdrawal with its writer, or undefined. */
export async function findWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await withdrawalRows(db).where(eq(withdrawals.id, id));
  return row;
}
