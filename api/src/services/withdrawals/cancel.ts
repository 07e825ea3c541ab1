/**
 * A writer cancels their own pending withdrawal: status `canceled`, `processed_at` now (shown as
 * Canceled At), and the reserved amount credited back to their balance (ledger source
 * `withdrawal_refund`, as a rejection's). Only while pending: once an admin has started paying it out
 * (`processing`) the money may already be on its way, so the cancel is refused. The withdrawal row is
 * locked (`for update`) and the ledger books one refund per withdrawal, so a double click, two tabs, or
 * a cancel racing an admin's Pay out, Mark Paid or Reject changes it (and the balance) once; the loser
 * gets 409.
 * @see docs/product.md §4 Withdrawals and writers ("canceled (shows Canceled At)"); docs/payments.md Withdrawals and payouts
 */
import { eq } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import type { Withdrawal } from '@scriptorium/contracts/payments';
import { withdrawals } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { postLedgerEntry } from '../ledger/index.js';
import { ksh, loadWithdrawal } from './index.js';
import { lockWithdrawal, WITHDRAWAL_BEING_PAID_MESSAGE, WITHDRAWAL_PROCESSED_MESSAGE } from './lock.js';
import { WRITER_VIEW } from './view.js';
import type { ServiceDeps } from '../deps.js';

/**
 * Cancels withdrawal `id` of writer `writerId` while it is pending and returns it.
 * @throws HttpError 404 when it is missing or another writer's (it does not exist for them), 409
 * ({@link WITHDRAWAL_BEING_PAID_MESSAGE}) while it is being paid out, 409
 * ({@link WITHDRAWAL_PROCESSED_MESSAGE}) once paid, rejected or canceled.
 */
export async function cancelWithdrawal(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  writerId: number,
  id: number,
): Promise<Withdrawal> {
  return deps.db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (row.user_id !== writerId) throw notFound('Withdrawal');
    if (row.status === 'processing') throw new HttpError(409, WITHDRAWAL_BEING_PAID_MESSAGE);
    if (row.status !== 'pending') throw new HttpError(409, WITHDRAWAL_PROCESSED_MESSAGE);
    await tx.update(withdrawals).set({ status: 'canceled', processed_at: new Date() }).where(eq(withdrawals.id, id));
    await postLedgerEntry(tx, {
      userId: writerId,
      amount: row.amount,
      description: `Withdrawal #${id} canceled: amount returned`,
      source: { type: 'withdrawal_refund', id },
    });
    await audit(
      tx,
      actor,
      'withdrawal_canceled',
      `Withdrawal #${id} of ${ksh(fromMinor(row.amount))} canceled by the writer`,
    );
    return loadWithdrawal(tx, id, WRITER_VIEW);
  });
}
