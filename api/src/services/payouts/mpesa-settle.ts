/**
 * Settling an M-Pesa payout attempt, once, whichever way M-Pesa's word arrives (the B2C result callback,
 * a queue timeout, a Transaction Status result). Every settlement locks the withdrawal row, then changes
 * the attempt only while it is unresolved (`sending`, `sent`, `timeout`), so the same callback twice,
 * or a callback racing an admin's click, changes the withdrawal (and the writer's balance) once.
 * Success: attempt `succeeded`, withdrawal `approved` with the M-Pesa receipt as reference and the
 * completion time as Paid At, the writer notified. Failure: attempt `failed`, the withdrawal stays
 * `processing` with `payout_error` for the admin (Pay out again, Mark Paid by hand, or Reject).
 * @see docs/payments.md Withdrawals and payouts
 */
import { and, eq, inArray } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import type { Tx } from '../../db/client.js';
import { payout_attempts, withdrawals } from '../../db/schema/index.js';
import { audit } from '../../core/audit.js';
import type { Origin } from '../../core/auth/current-user.js';
import { notify } from '../notifications/notify.js';
import { ksh, type WithdrawalDeps } from '../withdrawals/index.js';
import { hasUnresolvedAttempt, lockWithdrawal } from '../withdrawals/lock.js';
import { UNRESOLVED_ATTEMPT_STATUSES } from '../withdrawals/view.js';
import type { ServiceDeps } from '../deps.js';

/** A payout attempt as stored. Amount in KSh minor units. */
export type PayoutAttempt = typeof payout_attempts.$inferSelect;

/** What M-Pesa said about an attempt. */
export type AttemptOutcome =
  | { kind: 'paid'; receipt: string; completedAt: Date; code: string; desc: string }
  | { kind: 'failed'; code: string; desc: string };

/** What a settlement did: applied, or nothing because the attempt was settled already. */
export type SettleResult = 'paid' | 'failed' | 'duplicate' | 'late_payment';

/**
 * M-Pesa's times are Kenya's (UTC+3, no daylight saving): `06.07.2024 22:48:52` (B2C result) or
 * `20180223054112` (Transaction Status). Anything else → `fallback`.
 */
export function darajaTime(value: unknown, fallback: Date): Date {
  const s = String(value ?? '');
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  const compact = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s);
  const [y, mo, d, h, mi, se] = dotted
    ? [dotted[3], dotted[2], dotted[1], dotted[4], dotted[5], dotted[6]]
    : compact
      ? compact.slice(1)
      : [];
  if (!y) return fallback;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${se}+03:00`);
  return Number.isNaN(at.getTime()) ? fallback : at;
}

/** The attempt whose callback path carries `token`, or undefined. */
export async function attemptByToken(deps: Pick<ServiceDeps, 'db'>, token: string): Promise<PayoutAttempt | undefined> {
  const [row] = await deps.db.select().from(payout_attempts).where(eq(payout_attempts.callback_token, token));
  return row;
}

/** Marks attempt `id` with `values` if it is still unresolved; whether it was. */
async function resolveAttempt(tx: Tx, id: number, values: Partial<PayoutAttempt>): Promise<boolean> {
  const changed = await tx
    .update(payout_attempts)
    .set(values)
    .where(and(eq(payout_attempts.id, id), inArray(payout_attempts.status, [...UNRESOLVED_ATTEMPT_STATUSES])))
    .returning({ id: payout_attempts.id });
  return changed.length > 0;
}

/**
 * Applies M-Pesa's `outcome` to `attempt` (see the file's description) as `origin` (the callback's
 * request). A success for an attempt already marked failed (a result that arrived after a status check
 * said otherwise) is still money sent: it is recorded and, if the withdrawal is still unpaid with no
 * other request out, marks it paid; otherwise it is logged for the admins (`late_payment`).
 */
export async function settleAttempt(
  deps: WithdrawalDeps & Pick<ServiceDeps, 'log'>,
  origin: Origin,
  attempt: PayoutAttempt,
  outcome: AttemptOutcome,
): Promise<SettleResult> {
  const { result, publish } = await deps.db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, attempt.withdrawal_id);
    const amount = ksh(fromMinor(w.amount));
    const now = new Date();
    if (outcome.kind === 'failed') {
      const resolved = await resolveAttempt(tx, attempt.id, {
        status: 'failed',
        result_code: outcome.code,
        result_desc: outcome.desc,
        completed_at: now,
      });
      if (!resolved) return { result: 'duplicate' as const, publish: () => {} };
      if (w.status === 'processing')
        await tx.update(withdrawals).set({ payout_error: outcome.desc }).where(eq(withdrawals.id, w.id));
      await audit(
        tx,
        origin,
        'withdrawal_payout_failed',
        `M-Pesa did not pay withdrawal #${w.id} of ${amount} (request ${attempt.originator_conversation_id}): ${outcome.desc}`,
        attempt.user_id,
      );
      return { result: 'failed' as const, publish: () => {} };
    }

    const paid = {
      status: 'succeeded' as const,
      result_code: outcome.code,
      result_desc: outcome.desc,
      transaction_id: outcome.receipt,
      completed_at: outcome.completedAt,
    };
    let late = false;
    if (!(await resolveAttempt(tx, attempt.id, paid))) {
      const [current] = await tx
        .select({ status: payout_attempts.status })
        .from(payout_attempts)
        .where(eq(payout_attempts.id, attempt.id));
      if (current?.status !== 'failed') return { result: 'duplicate' as const, publish: () => {} };
      await tx.update(payout_attempts).set(paid).where(eq(payout_attempts.id, attempt.id));
      late = true;
    }
    const settles = w.status === 'processing' && !(late && (await hasUnresolvedAttempt(tx, w.id)));
    if (!settles) {
      deps.log.error(
        { withdrawal: w.id, attempt: attempt.id, receipt: outcome.receipt },
        'M-Pesa paid a withdrawal that is no longer waiting for this payment',
      );
      await audit(
        tx,
        origin,
        'withdrawal_payout_late',
        `M-Pesa paid ${amount} for withdrawal #${w.id} (receipt ${outcome.receipt}) after it was ${w.status === 'processing' ? 'sent again' : w.status}: check the writer's payments`,
        attempt.user_id,
      );
      return { result: 'late_payment' as const, publish: () => {} };
    }
    await tx
      .update(withdrawals)
      .set({ status: 'approved', reference: outcome.receipt, processed_at: outcome.completedAt, payout_error: null })
      .where(eq(withdrawals.id, w.id));
    await audit(
      tx,
      origin,
      'withdrawal_approved',
      `Withdrawal #${w.id} of ${amount} paid by M-Pesa (receipt ${outcome.receipt})`,
      attempt.user_id,
    );
    const publish = await notify(deps, tx, {
      userIds: [w.user_id],
      slug: 'withdrawal_approved',
      vars: { amount, reference: outcome.receipt, withdrawal_id: w.id },
    });
    return { result: 'paid' as const, publish };
  });
  publish();
  return result;
}

/**
 * M-Pesa's queue timed out on `attempt`: it stays unresolved (status `timeout`) until a Transaction
 * Status query says whether it was paid; the admin sees why. Whether it applied (false when settled).
 */
export async function markTimedOut(
  deps: WithdrawalDeps & Pick<ServiceDeps, 'log'>,
  origin: Origin,
  attempt: PayoutAttempt,
  desc: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, attempt.withdrawal_id);
    const changed = await tx
      .update(payout_attempts)
      .set({ status: 'timeout', result_desc: desc })
      .where(and(eq(payout_attempts.id, attempt.id), inArray(payout_attempts.status, ['sending', 'sent'])))
      .returning({ id: payout_attempts.id });
    if (!changed.length) return false;
    if (w.status === 'processing')
      await tx.update(withdrawals).set({ payout_error: desc }).where(eq(withdrawals.id, w.id));
    await audit(
      tx,
      origin,
      'withdrawal_payout_timeout',
      `M-Pesa's answer for withdrawal #${w.id} (request ${attempt.originator_conversation_id}) timed out: its status is being checked`,
      attempt.user_id,
    );
    return true;
  });
}
