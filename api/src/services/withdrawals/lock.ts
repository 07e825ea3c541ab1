/**
 * The one place a withdrawal's state is read for a change: every transition (Pay out, Mark Paid, Reject,
 * a writer's cancel, an M-Pesa result) first locks the withdrawal row (`for update`) and checks here
 * that its state allows the change, so concurrent calls on one withdrawal queue and all but the first
 * meet the state the first one left (409).
 * @see docs/payments.md Withdrawals and payouts
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '@scriptorium/contracts/core';
import type { PayoutGatewayName } from '@scriptorium/contracts/payments';
import type { Tx } from '../../db/client.js';
import { payout_attempts, withdrawals } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { UNRESOLVED_ATTEMPT_STATUSES } from './view.js';

/** 409 when a withdrawal is paid, rejected or canceled already. */
export const WITHDRAWAL_PROCESSED_MESSAGE = 'This withdrawal has already been processed';
/** 409 of a writer's cancel once an admin has started paying the withdrawal out. */
export const WITHDRAWAL_BEING_PAID_MESSAGE = 'This withdrawal is being paid and can no longer be canceled';
/** 409 of Pay out on a withdrawal an admin is already paying by hand. */
export const PAYOUT_IN_PROGRESS_MESSAGE = 'This withdrawal is already being paid out: mark it paid or reject it';
/** 409 of any change while an M-Pesa payment request of the withdrawal is unresolved. */
export const PAYOUT_AWAITING_MESSAGE =
  "M-Pesa has not yet answered this withdrawal's payment request: check its status before anything else";

/** A withdrawal row locked for a change. Amount in KSh minor units. */
export interface LockedWithdrawal {
  id: number;
  status: WithdrawalStatus;
  user_id: number;
  amount: number;
  payout_gateway: PayoutGatewayName | null;
  payment_method_name: string | null;
  account_number: string | null;
}

/** Locks withdrawal `id` (`for update`) and returns it; 404 when missing. */
export async function lockWithdrawal(tx: Tx, id: number): Promise<LockedWithdrawal> {
  const [row] = await tx
    .select({
      id: withdrawals.id,
      status: withdrawals.status,
      user_id: withdrawals.user_id,
      amount: withdrawals.amount,
      payout_gateway: withdrawals.payout_gateway,
      payment_method_name: withdrawals.payment_method_name,
      account_number: withdrawals.account_number,
    })
    .from(withdrawals)
    .where(eq(withdrawals.id, id))
    .for('update');
  if (!row) throw notFound('Withdrawal');
  return row;
}

/** Whether withdrawal `id` has a payout attempt still waiting for its provider (read under the withdrawal's lock). */
export async function hasUnresolvedAttempt(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payout_attempts)
    .where(
      and(eq(payout_attempts.withdrawal_id, id), inArray(payout_attempts.status, [...UNRESOLVED_ATTEMPT_STATUSES])),
    );
  return row.n > 0;
}

/**
 * Locks withdrawal `id` for Mark Paid or Reject: allowed while pending or processing, and not while an
 * M-Pesa request is unresolved (its money may be on its way). 404 when missing; 409 otherwise.
 */
export async function lockForSettlement(tx: Tx, id: number): Promise<LockedWithdrawal> {
  const row = await lockWithdrawal(tx, id);
  if (row.status !== 'pending' && row.status !== 'processing') throw new HttpError(409, WITHDRAWAL_PROCESSED_MESSAGE);
  if (row.status === 'processing' && (await hasUnresolvedAttempt(tx, id)))
    throw new HttpError(409, PAYOUT_AWAITING_MESSAGE);
  return row;
}
