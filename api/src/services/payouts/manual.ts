/**
 * The manual payout gateway: Pay out locks a pending withdrawal as `processing` (the admin then sends
 * the money by hand, from a phone or a bank, and types the reference into Mark Paid). From then on the
 * writer can no longer cancel it, so the money cannot be both sent and given back.
 * @see docs/payments.md Withdrawals and payouts
 */
import { eq } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import { withdrawals } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { adminView, ksh, loadWithdrawal, type WithdrawalDeps } from '../withdrawals/index.js';
import { lockWithdrawal, PAYOUT_IN_PROGRESS_MESSAGE, WITHDRAWAL_PROCESSED_MESSAGE } from '../withdrawals/lock.js';
import type { PayoutGateway, PayoutStarted } from './gateway.js';

/** Answer of a manual Pay out. */
export const MANUAL_PAYOUT_STARTED = 'Payout started: pay the writer, then Mark Paid with the reference';

/**
 * The manual gateway over `deps`: `payOut` moves a pending withdrawal to `processing` (`payout_gateway`
 * manual, `payout_started_at` now) in one transaction. 404 when missing; 409 when it is already being
 * paid out ({@link PAYOUT_IN_PROGRESS_MESSAGE}) or was paid, rejected or canceled.
 */
export function manualPayouts(deps: WithdrawalDeps): PayoutGateway {
  return {
    name: 'manual',
    async payOut(actor: Actor, id: number): Promise<PayoutStarted> {
      const withdrawal = await deps.db.transaction(async (tx) => {
        const row = await lockWithdrawal(tx, id);
        if (row.status === 'processing') throw new HttpError(409, PAYOUT_IN_PROGRESS_MESSAGE);
        if (row.status !== 'pending') throw new HttpError(409, WITHDRAWAL_PROCESSED_MESSAGE);
        await tx
          .update(withdrawals)
          .set({ status: 'processing', payout_gateway: 'manual', payout_started_at: new Date(), payout_error: null })
          .where(eq(withdrawals.id, id));
        await audit(
          tx,
          actor,
          'withdrawal_payout_started',
          `Withdrawal #${id} of ${ksh(fromMinor(row.amount))} is being paid out by hand`,
        );
        return loadWithdrawal(tx, id, adminView(deps));
      });
      return { message: MANUAL_PAYOUT_STARTED, withdrawal };
    },
  };
}
