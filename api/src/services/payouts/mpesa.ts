/**
 * The M-Pesa payout gateway (Daraja B2C). Pay out on a withdrawal paid to an M-Pesa number:
 * 1. reserve, in one transaction holding the withdrawal's lock: a `payout_attempts` row (`sending`,
 *    a fresh OriginatorConversationID and an unguessable callback token; the partial unique index allows
 *    one unresolved attempt per withdrawal) and the withdrawal `processing` (gateway mpesa);
 * 2. call Daraja outside any transaction: one B2C request, whole shillings to 2547…/2541…;
 * 3. record Daraja's answer in another transaction: `sent` (accepted), `failed` (refused or never
 *    reached: nothing was paid, the admin may pay out again); without an answer it stays `sending`
 *    (it may have gone through): nothing else may happen to the withdrawal until M-Pesa's result comes
 *    or, two minutes on, the admin's Check status learns from M-Pesa how it stands.
 * M-Pesa's result then settles the attempt (./mpesa-settle.ts) through the callback routes.
 * @see docs/payments.md Withdrawals and payouts
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import { kenyanMobile } from '@scriptorium/contracts/payments';
import type { MpesaConfig } from '../../config.js';
import { payout_attempts, withdrawals } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor, Origin } from '../../core/auth/current-user.js';
import { adminView, ksh, loadWithdrawal, type WithdrawalDeps } from '../withdrawals/index.js';
import {
  hasUnresolvedAttempt,
  lockWithdrawal,
  PAYOUT_AWAITING_MESSAGE,
  PAYOUT_IN_PROGRESS_MESSAGE,
  WITHDRAWAL_PROCESSED_MESSAGE,
} from '../withdrawals/lock.js';
import { UNRESOLVED_ATTEMPT_STATUSES } from '../withdrawals/view.js';
import type { PayoutGateway, PayoutStarted } from './gateway.js';
import { darajaApi, DarajaError, type DarajaAccepted } from './mpesa-api.js';
import type { PayoutAttempt } from './mpesa-settle.js';
import type { ServiceDeps } from '../deps.js';

/** What paying withdrawals out uses: the withdrawal calls' dependencies and the log. */
export type PayoutDeps = WithdrawalDeps & Pick<ServiceDeps, 'log'>;

/** Answer of a Pay out Daraja accepted. */
export const MPESA_PAYOUT_SENT = 'Sent to M-Pesa: the withdrawal is marked paid when M-Pesa confirms the payment';
/** Answer of Check status. */
export const MPESA_STATUS_ASKED = 'M-Pesa has been asked how the payment stands: its answer will update the withdrawal';
/** 409 of Check status without an unresolved request. */
export const NOTHING_TO_CHECK_MESSAGE = 'No M-Pesa payment of this withdrawal is waiting for an answer';
/** What the admin reads when Daraja did not answer a payment request. */
export const NO_ANSWER =
  'M-Pesa did not answer the payment request: it may still go through. Check its status in two minutes before paying again';
/** A request younger than this (ms) may still be in M-Pesa's hands: its status is not asked yet. */
export const CHECK_AFTER_MS = 120_000;

/** The callback URLs of the attempt with `token` (under PUBLIC_URL). */
export function callbackUrls(publicUrl: string, token: string) {
  const base = `${publicUrl}/api/payments/payouts/mpesa/${token}`;
  return {
    resultUrl: `${base}/result`,
    queueTimeoutUrl: `${base}/timeout`,
    statusResultUrl: `${base}/status`,
    statusTimeoutUrl: `${base}/status-timeout`,
  };
}

/** How a B2C call ended, from our side. */
type CallOutcome =
  | { kind: 'accepted'; conversationId: string | null }
  | { kind: 'refused'; status: 502 | 503; desc: string; message: string }
  | { kind: 'unknown'; desc: string };

/** Whether a fetch failure means the connection was never made (so nothing was sent). */
function neverConnected(err: unknown): boolean {
  const code = (err as { cause?: { code?: string } })?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

function classify(err: unknown): CallOutcome {
  if (err instanceof DarajaError) {
    if (err.call === 'oauth')
      return {
        kind: 'refused',
        status: 503,
        desc: err.message,
        message: `M-Pesa could not be reached: ${err.message}. Nothing was paid.`,
      };
    // 4xx: Daraja refused the request itself. 5xx: its gateway failed, maybe after passing the request on.
    if (err.status >= 400 && err.status < 500)
      return {
        kind: 'refused',
        status: 502,
        desc: err.message,
        message: `M-Pesa refused the payment: ${err.message}. Nothing was paid.`,
      };
    return { kind: 'unknown', desc: err.message };
  }
  if (neverConnected(err))
    return {
      kind: 'refused',
      status: 503,
      desc: 'M-Pesa could not be reached',
      message: 'M-Pesa could not be reached. Nothing was paid.',
    };
  return { kind: 'unknown', desc: (err as Error)?.message ?? 'no answer' };
}

function accepted(answer: DarajaAccepted): CallOutcome {
  if (String(answer.ResponseCode ?? '') === '0')
    return { kind: 'accepted', conversationId: answer.ConversationID ?? null };
  const desc = answer.ResponseDescription ?? 'the request was not accepted';
  return { kind: 'refused', status: 502, desc, message: `M-Pesa refused the payment: ${desc}. Nothing was paid.` };
}

/** The M-Pesa gateway (configured as `config`) over `deps`. */
export function mpesaPayouts(
  deps: PayoutDeps,
  config: MpesaConfig,
): PayoutGateway & {
  checkStatus(actor: Actor, id: number): Promise<PayoutStarted>;
  askStatus(origin: Origin, attempt: PayoutAttempt): Promise<void>;
} {
  const daraja = darajaApi(config);

  /** Step 1: the attempt and the lock, or 404/409. */
  async function reserve(actor: Actor, id: number) {
    return deps.db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, id);
      if (row.status === 'processing') {
        if (row.payout_gateway !== 'mpesa') throw new HttpError(409, PAYOUT_IN_PROGRESS_MESSAGE);
        if (await hasUnresolvedAttempt(tx, id)) throw new HttpError(409, PAYOUT_AWAITING_MESSAGE);
      } else if (row.status !== 'pending') {
        throw new HttpError(409, WITHDRAWAL_PROCESSED_MESSAGE);
      }
      const partyB = kenyanMobile(row.account_number);
      if (!partyB)
        throw new HttpError(
          409,
          `${row.account_number ?? 'The account'} is not a Kenyan mobile number M-Pesa can pay: mark it paid by hand or reject it`,
        );
      if (row.amount % 100 !== 0)
        throw new HttpError(
          409,
          `M-Pesa pays whole shillings and this withdrawal is ${ksh(fromMinor(row.amount))}: mark it paid by hand or reject it`,
        );
      const [attempt] = await tx
        .insert(payout_attempts)
        .values({
          withdrawal_id: id,
          gateway: 'mpesa',
          originator_conversation_id: `wd${id}-${randomBytes(8).toString('hex')}`,
          callback_token: randomBytes(24).toString('base64url'),
          amount: row.amount,
          party_b: partyB,
          user_id: actor.id,
        })
        .returning();
      await tx
        .update(withdrawals)
        .set({
          status: 'processing',
          payout_gateway: 'mpesa',
          payout_error: null,
          ...(row.status === 'pending' ? { payout_started_at: new Date() } : {}),
        })
        .where(eq(withdrawals.id, id));
      await audit(
        tx,
        actor,
        'withdrawal_payout_started',
        `Withdrawal #${id} of ${ksh(fromMinor(row.amount))} sent to M-Pesa ${partyB} (request ${attempt.originator_conversation_id})`,
      );
      return attempt;
    });
  }

  /** Step 3: what Daraja answered, on the attempt (only while it is still `sending`: a fast callback may have settled it). */
  async function record(origin: Origin, attempt: PayoutAttempt, outcome: CallOutcome): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const w = await lockWithdrawal(tx, attempt.withdrawal_id);
      const sending = and(eq(payout_attempts.id, attempt.id), eq(payout_attempts.status, 'sending'));
      if (outcome.kind === 'unknown') {
        const still = await tx
          .update(payout_attempts)
          .set({ result_desc: `No answer: ${outcome.desc}` })
          .where(sending)
          .returning({ id: payout_attempts.id });
        if (still.length && w.status === 'processing')
          await tx.update(withdrawals).set({ payout_error: NO_ANSWER }).where(eq(withdrawals.id, w.id));
        await audit(
          tx,
          origin,
          'withdrawal_payout_no_answer',
          `M-Pesa did not answer the payment request of withdrawal #${w.id} (request ${attempt.originator_conversation_id}): ${outcome.desc}`,
        );
        return;
      }
      if (outcome.kind === 'accepted') {
        await tx
          .update(payout_attempts)
          .set({ status: 'sent', conversation_id: outcome.conversationId })
          .where(sending);
        return;
      }
      const changed = await tx
        .update(payout_attempts)
        .set({ status: 'failed', result_desc: outcome.desc, completed_at: new Date() })
        .where(sending)
        .returning({ id: payout_attempts.id });
      if (changed.length && w.status === 'processing')
        await tx.update(withdrawals).set({ payout_error: outcome.desc }).where(eq(withdrawals.id, w.id));
    });
  }

  /** Asks Daraja how `attempt` stands; the answer comes to its status callbacks. Throws what Daraja threw. */
  async function askStatus(_origin: Origin, attempt: PayoutAttempt): Promise<void> {
    const urls = callbackUrls(deps.config.publicUrl, attempt.callback_token);
    const answer = await daraja.transactionStatus(attempt.originator_conversation_id, {
      resultUrl: urls.statusResultUrl,
      queueTimeoutUrl: urls.statusTimeoutUrl,
    });
    if (String(answer.ResponseCode ?? '') !== '0')
      throw new DarajaError(200, { errorMessage: answer.ResponseDescription ?? 'status query not accepted' }, 'status');
  }

  return {
    name: 'mpesa',
    askStatus,

    async payOut(actor, id) {
      const attempt = await reserve(actor, id);
      const urls = callbackUrls(deps.config.publicUrl, attempt.callback_token);
      const outcome = await daraja
        .b2c({
          originatorConversationId: attempt.originator_conversation_id,
          amount: fromMinor(attempt.amount),
          partyB: attempt.party_b,
          remarks: `Withdrawal ${id}`,
          resultUrl: urls.resultUrl,
          queueTimeoutUrl: urls.queueTimeoutUrl,
        })
        .then(accepted, classify);
      await record(actor, attempt, outcome);
      if (outcome.kind === 'refused') throw new HttpError(outcome.status, outcome.message);
      if (outcome.kind === 'unknown') throw new HttpError(503, `${NO_ANSWER}.`);
      return { message: MPESA_PAYOUT_SENT, withdrawal: await loadWithdrawal(deps.db, id, adminView(deps)) };
    },

    /**
     * Check status (`POST payments/withdrawals/{id}/payout/check`): asks M-Pesa how the unresolved request
     * stands. 409 when none is unresolved, or while a request is younger than {@link CHECK_AFTER_MS}
     * and has not timed out (M-Pesa may still be paying it); 503 when Daraja cannot be asked.
     */
    async checkStatus(actor, id) {
      const [attempt] = await deps.db
        .select()
        .from(payout_attempts)
        .where(
          and(eq(payout_attempts.withdrawal_id, id), inArray(payout_attempts.status, [...UNRESOLVED_ATTEMPT_STATUSES])),
        )
        .orderBy(desc(payout_attempts.id))
        .limit(1);
      if (!attempt) {
        await loadWithdrawal(deps.db, id, adminView(deps));
        throw new HttpError(409, NOTHING_TO_CHECK_MESSAGE);
      }
      if (attempt.status !== 'timeout' && Date.now() - attempt.created_at.getTime() < CHECK_AFTER_MS) {
        throw new HttpError(409, 'M-Pesa may still be paying this request: check its status again in two minutes');
      }
      try {
        await askStatus(actor, attempt);
      } catch (err) {
        const desc = err instanceof DarajaError ? err.message : 'M-Pesa could not be reached';
        throw new HttpError(503, `M-Pesa could not be asked how the payment stands: ${desc}`);
      }
      return { message: MPESA_STATUS_ASKED, withdrawal: await loadWithdrawal(deps.db, id, adminView(deps)) };
    },
  };
}
