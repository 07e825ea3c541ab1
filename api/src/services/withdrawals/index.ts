/**
 * Withdrawals: a writer asks for part of their balance (KSh) and an admin pays it out (services/payouts),
 * marks it paid or rejects it. Money safety:
 * - a request RESERVES its amount: the withdrawal row and a ledger debit (source `withdrawal`) are
 *   written in one transaction, after locking the writer's row, so concurrent requests queue and each
 *   sees the balance the previous one left (never below zero);
 * - approve/reject lock the withdrawal row (`for update`) and act only on a pending or processing one
 *   without an M-Pesa request awaiting its answer (./lock.ts), so a double click or two admins at once
 *   change it (and the balance) once; the loser gets 409;
 * - a rejection gives the amount back through a ledger credit (source `withdrawal_refund`, booked once
 *   per withdrawal).
 * Every change writes one audit row and notifies (request → admins with view_withdrawal; approve or
 * reject → the writer) once committed.
 * @see docs/product.md §4 Withdrawals and writers, §5, §9; docs/payments.md Withdrawals and payouts
 */
import { and, desc, eq } from 'drizzle-orm';
import { formatKsh, fromMinor, toMinor } from '@scriptorium/contracts/core';
import {
  canRequestWithdrawal,
  withdrawalRequestFor,
  WITHDRAWAL_MIN_BALANCE,
  type Withdrawal,
} from '@scriptorium/contracts/payments';
import type { Executor, Tx } from '../../db/client.js';
import { payment_accounts, payment_methods, users, withdrawals } from '../../db/schema/index.js';
import { fieldError, notFound, parseOr422 } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { postLedgerEntry, writerBalance } from '../ledger/index.js';
import { notify } from '../notifications/notify.js';
import { adminsWithPermission } from '../payments/recipients.js';
import { lockForSettlement } from './lock.js';
import { findWithdrawal, toWithdrawal, WRITER_VIEW, type WithdrawalViewer } from './view.js';
import type { ServiceDeps } from '../deps.js';

/** What the withdrawal calls use: the database, and the config, mailer and publishing of their notifications. */
export type WithdrawalDeps = Pick<ServiceDeps, 'db' | 'config' | 'mail' | 'publish'>;

export { WITHDRAWAL_PROCESSED_MESSAGE } from './lock.js';
/** 422 on `amount` when the balance is not above `WITHDRAWAL_MIN_BALANCE` KSh. */
export const BELOW_MIN_BALANCE_MESSAGE = `You can request a withdrawal only when your balance is above ${formatKsh(WITHDRAWAL_MIN_BALANCE)}`;
/** 422 on `payment_account_id` when the writer has no payment account yet. */
export const NO_PAYMENT_ACCOUNT_MESSAGE = 'Add a payment account before requesting a withdrawal';
/** 422 on `payment_account_id` when the id is not one of the writer's accounts. */
export const NOT_YOUR_ACCOUNT_MESSAGE = 'Choose one of your payment accounts';

/** 1234.5 → 'KSh 1,234.50' (for notifications and logs). */
export const ksh = formatKsh;

/** The account a withdrawal is paid to: the given one (must be the writer's) or the writer's latest. */
async function accountFor(tx: Tx, userId: number, accountId: number | null | undefined) {
  const [account] = await tx
    .select({
      id: payment_accounts.id,
      account_name: payment_accounts.account_name,
      account_number: payment_accounts.account_number,
      method: payment_methods.name,
    })
    .from(payment_accounts)
    .innerJoin(payment_methods, eq(payment_methods.id, payment_accounts.payment_method_id))
    .where(and(eq(payment_accounts.user_id, userId), accountId ? eq(payment_accounts.id, accountId) : undefined))
    .orderBy(desc(payment_accounts.updated_at), desc(payment_accounts.id))
    .limit(1);
  if (!account)
    throw fieldError('payment_account_id', accountId ? NOT_YOUR_ACCOUNT_MESSAGE : NO_PAYMENT_ACCOUNT_MESSAGE);
  return account;
}

/** How an admin reads withdrawals under `deps.config` (Pay out goes through M-Pesa only when it is configured). */
export function adminView(deps: Pick<ServiceDeps, 'config'>): WithdrawalViewer {
  return { admin: true, mpesa: deps.config.mpesa !== null };
}

/** Withdrawal `id` as `viewer` reads it; 404 when missing. */
export async function loadWithdrawal(db: Executor, id: number, viewer: WithdrawalViewer): Promise<Withdrawal> {
  const row = await findWithdrawal(db, id);
  if (!row) throw notFound('Withdrawal');
  return toWithdrawal(row, viewer);
}

/**
 * A writer's withdrawal request of `amount` KSh (decimal, already validated: > 0, ≤ 2 decimals).
 * Throws 422 on `amount` when the balance is not above KSh 50 or the amount exceeds it, 422 on
 * `payment_account_id` without a (own) payment account. Returns the pending withdrawal.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  actor: Actor,
  writer: { id: number; name: string },
  input: { amount: number; payment_account_id?: number | null },
): Promise<Withdrawal> {
  const { withdrawal, publish } = await deps.db.transaction(async (tx) => {
    // The same row lock the ledger takes: requests of one writer run one after the other from here on.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, writer.id)).for('update');
    const balance = fromMinor(await writerBalance(tx, writer.id));
    if (!canRequestWithdrawal(balance)) throw fieldError('amount', BELOW_MIN_BALANCE_MESSAGE);
    parseOr422(withdrawalRequestFor(balance), { amount: input.amount });
    const account = await accountFor(tx, writer.id, input.payment_account_id);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        user_id: writer.id,
        amount: toMinor(input.amount),
        status: 'pending',
        payment_account_id: account.id,
        payment_method_name: account.method,
        account_name: account.account_name,
        account_number: account.account_number,
      })
      .returning({ id: withdrawals.id });
    await postLedgerEntry(tx, {
      userId: writer.id,
      amount: -toMinor(input.amount),
      description: `Withdrawal #${row.id} requested`,
      source: { type: 'withdrawal', id: row.id },
    });
    await audit(
      tx,
      actor,
      'withdrawal_requested',
      `${writer.name} requested withdrawal #${row.id} of ${ksh(input.amount)}`,
    );
    const admins = await adminsWithPermission(tx, 'payments.withdrawals.view_withdrawal');
    const publish = await notify(deps, tx, {
      userIds: admins,
      slug: 'withdrawal_requested',
      vars: { amount: ksh(input.amount), withdrawal_id: row.id, writer: writer.name },
    });
    return { withdrawal: await loadWithdrawal(tx, row.id, WRITER_VIEW), publish };
  });
  publish();
  return withdrawal;
}

/**
 * Marks a pending or processing withdrawal paid with the payment `reference` (Mark Paid): status
 * approved, processed_at now (Paid At). The balance is unchanged (the amount was reserved at request
 * time). 404 when missing; 409 when already processed or while an M-Pesa request awaits its answer.
 */
export async function approveWithdrawal(
  deps: WithdrawalDeps,
  actor: Actor,
  id: number,
  reference: string,
): Promise<Withdrawal> {
  const { withdrawal, publish } = await deps.db.transaction(async (tx) => {
    const row = await lockForSettlement(tx, id);
    await tx
      .update(withdrawals)
      .set({ status: 'approved', reference, processed_at: new Date(), payout_error: null })
      .where(eq(withdrawals.id, id));
    const amount = fromMinor(row.amount);
    await audit(
      tx,
      actor,
      'withdrawal_approved',
      `Withdrawal #${id} of ${ksh(amount)} marked paid (reference ${reference})`,
    );
    const publish = await notify(deps, tx, {
      userIds: [row.user_id],
      slug: 'withdrawal_approved',
      vars: { amount: ksh(amount), reference, withdrawal_id: id },
    });
    return { withdrawal: await loadWithdrawal(tx, id, adminView(deps)), publish };
  });
  publish();
  return withdrawal;
}

/**
 * Rejects a pending or processing withdrawal with a `reason`: status rejected, reason_canceled,
 * processed_at now, and the amount credited back to the writer (ledger source `withdrawal_refund`).
 * 404/409 as {@link approveWithdrawal}.
 */
export async function rejectWithdrawal(
  deps: WithdrawalDeps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<Withdrawal> {
  const { withdrawal, publish } = await deps.db.transaction(async (tx) => {
    const row = await lockForSettlement(tx, id);
    await tx
      .update(withdrawals)
      .set({ status: 'rejected', reason_canceled: reason, processed_at: new Date(), payout_error: null })
      .where(eq(withdrawals.id, id));
    await postLedgerEntry(tx, {
      userId: row.user_id,
      amount: row.amount,
      description: `Withdrawal #${id} rejected: amount returned`,
      source: { type: 'withdrawal_refund', id },
    });
    const amount = fromMinor(row.amount);
    await audit(tx, actor, 'withdrawal_rejected', `Withdrawal #${id} of ${ksh(amount)} rejected: ${reason}`);
    const publish = await notify(deps, tx, {
      userIds: [row.user_id],
      slug: 'withdrawal_rejected',
      vars: { amount: ksh(amount), reason, withdrawal_id: id },
    });
    return { withdrawal: await loadWithdrawal(tx, id, adminView(deps)), publish };
  });
  publish();
  return withdrawal;
}
