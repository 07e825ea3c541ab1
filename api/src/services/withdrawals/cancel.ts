/**
 * A writer cancels their own pending withdrawal: status `canceled`, `processed_at` now (shown as
 * Canceled At), and the reserved amount credited back to their balance (ledger source
 * `withdrawal_refund`, as a rejection's). The withdrawal row is locked (`for update`) and changed only
 * while pending, and the ledger books one refund per withdrawal, so a double click, two tabs, or a cancel
 * racing an admin's Mark Paid or Reject changes it (and the balance) once; the loser gets 409.
 * @see docs/product.md §4 Withdrawals and writers ("canceled (shows Canceled At)"); issue 28 §7
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fromMinor } from '@scriptorium/contracts/core';
import type { Withdrawal } from '@scriptorium/contracts/payments';
import { withdrawals } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { audit } from '../../plugins/app/audit.js';
import type { Actor } from '../auth/current-user.js';
import { postLedgerEntry } from '../ledger/index.js';
import { ksh, WITHDRAWAL_PROCESSED_MESSAGE } from './index.js';
import { findWithdrawal, toWithdrawal } from './view.js';

/**
 * Cancels withdrawal `id` of writer `writerId` while it is pending and returns it.
 * @throws HttpError 404 when it is missing or another writer's (it does not exist for them), 409
 * ({@link WITHDRAWAL_PROCESSED_MESSAGE}) when it is no longer pending.
 */
export async function cancelWithdrawal(app: FastifyInstance, actor: Actor, writerId: number, id: number): Promise<Withdrawal> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: withdrawals.status, user_id: withdrawals.user_id, amount: withdrawals.amount })
      .from(withdrawals)
      .where(eq(withdrawals.id, id))
      .for('update');
    if (!row || row.user_id !== writerId) throw notFound('Withdrawal');
    if (row.status !== 'pending') throw new HttpError(409, WITHDRAWAL_PROCESSED_MESSAGE);
    await tx.update(withdrawals).set({ status: 'canceled', processed_at: new Date() }).where(eq(withdrawals.id, id));
    await postLedgerEntry(tx, { userId: writerId, amount: row.amount, description: `Withdrawal #${id} canceled: amount returned`, source: { type: 'withdrawal_refund', id } });
    await audit(tx, actor, 'withdrawal_canceled', `Withdrawal #${id} of ${ksh(fromMinor(row.amount))} canceled by the writer`);
    const canceled = await findWithdrawal(tx, id);
    if (!canceled) throw notFound('Withdrawal');
    return toWithdrawal(canceled);
  });
}
