/**
 * What Daraja posts to an attempt's callback URLs (`/api/payments/payouts/mpesa/{token}/{kind}`):
 *   result          the B2C result: ResultCode 0 → paid (receipt `TransactionID`), else failed (`ResultDesc`)
 *   timeout         the request timed out in M-Pesa's queue → `timeout`, then its status is asked
 *   status          the Transaction Status result: `TransactionStatus` Completed → paid (`ReceiptNo`),
 *                   anything else, or a non-zero ResultCode (no such payment) → failed
 *   status-timeout  the status query itself timed out: nothing changes (the admin may check again)
 * The token only finds the attempt; the body must also name the conversation we started (its
 * OriginatorConversationID, or the ConversationID Daraja gave it), otherwise nothing changes. An
 * attempt already settled is not settled again.
 * @see docs/payments.md Withdrawals and payouts; https://developer.safaricom.co.ke/APIs/BusinessToCustomer, /APIs/TransactionStatus
 */
import { z } from 'zod';
import type { Origin } from '../../core/auth/current-user.js';
import type { MpesaConfig } from '../../config.js';
import { mpesaPayouts, type PayoutDeps } from './mpesa.js';
import {
  attemptByToken,
  darajaTime,
  markTimedOut,
  settleAttempt,
  type AttemptOutcome,
  type PayoutAttempt,
} from './mpesa-settle.js';

/** The callback kinds of an attempt. */
export const MPESA_CALLBACKS = ['result', 'timeout', 'status', 'status-timeout'] as const;
/** One of {@link MPESA_CALLBACKS}. */
export type MpesaCallback = (typeof MPESA_CALLBACKS)[number];

/** What handling a callback did (answered to Daraja and logged). */
export type CallbackOutcome =
  'paid' | 'failed' | 'timeout' | 'duplicate' | 'late_payment' | 'ignored' | 'unknown_attempt';

const value = z.union([z.string(), z.number()]).nullish();
const resultBody = z.object({
  Result: z.object({
    ResultCode: value,
    ResultDesc: z.string().nullish(),
    OriginatorConversationID: z.string().nullish(),
    ConversationID: z.string().nullish(),
    TransactionID: z.string().nullish(),
    ResultParameters: z
      .object({
        ResultParameter: z.union([
          z.array(z.object({ Key: z.string(), Value: value })),
          z.object({ Key: z.string(), Value: value }),
        ]),
      })
      .nullish(),
  }),
});
type DarajaResult = z.infer<typeof resultBody>['Result'];

/** `ResultParameters` as a map (Daraja sends one parameter as an object, several as an array). */
function params(r: DarajaResult): Map<string, string> {
  const list = r.ResultParameters?.ResultParameter;
  const all = Array.isArray(list) ? list : list ? [list] : [];
  return new Map(all.filter((p) => p.Value !== null && p.Value !== undefined).map((p) => [p.Key, String(p.Value)]));
}

/** Whether `r` speaks of `attempt`'s conversation (directly, or as the subject of a status query). */
function names(r: DarajaResult, attempt: PayoutAttempt, subject: Map<string, string> | null): boolean {
  const ours = attempt.originator_conversation_id;
  const theirs = attempt.conversation_id;
  if (subject)
    return subject.get('OriginatorConversationID') === ours || (!!theirs && subject.get('ConversationID') === theirs);
  return r.OriginatorConversationID === ours || (!!theirs && r.ConversationID === theirs);
}

/** The outcome a B2C result states. */
function b2cOutcome(r: DarajaResult): AttemptOutcome {
  const code = String(r.ResultCode ?? '');
  const desc = r.ResultDesc ?? `M-Pesa result ${code}`;
  if (code !== '0') return { kind: 'failed', code, desc };
  const p = params(r);
  const receipt = r.TransactionID ?? p.get('TransactionReceipt') ?? '';
  return {
    kind: 'paid',
    code,
    desc,
    receipt,
    completedAt: darajaTime(p.get('TransactionCompletedDateTime'), new Date()),
  };
}

/** The outcome a Transaction Status result states about the payment it was asked about. */
function statusOutcome(r: DarajaResult, p: Map<string, string>): AttemptOutcome {
  const code = String(r.ResultCode ?? '');
  if (code !== '0')
    return { kind: 'failed', code, desc: `M-Pesa has no completed payment for this request: ${r.ResultDesc ?? code}` };
  const status = p.get('TransactionStatus') ?? '';
  if (status.toLowerCase() !== 'completed')
    return { kind: 'failed', code, desc: `M-Pesa reports the payment ${status || 'not completed'}` };
  return {
    kind: 'paid',
    code,
    desc: r.ResultDesc ?? 'Completed',
    receipt: p.get('ReceiptNo') ?? r.TransactionID ?? '',
    completedAt: darajaTime(p.get('FinalisedTime'), new Date()),
  };
}

/**
 * Handles Daraja's post of `kind` for the attempt of `token` with `body` (parsed JSON), as `origin`.
 * Never throws for a bad body: it is `ignored`. `unknown_attempt` when no attempt has that token.
 */
export async function handleMpesaCallback(
  deps: PayoutDeps,
  config: MpesaConfig,
  origin: Origin,
  token: string,
  kind: MpesaCallback,
  body: unknown,
): Promise<CallbackOutcome> {
  const attempt = await attemptByToken(deps, token);
  if (!attempt) return 'unknown_attempt';
  const parsed = resultBody.safeParse(body);
  if (kind === 'status-timeout') return 'ignored';
  if (kind === 'timeout') {
    // A queue timeout carries little; it must still name our request when it names one.
    const named = parsed.success ? parsed.data.Result : null;
    if (named && (named.OriginatorConversationID || named.ConversationID) && !names(named, attempt, null))
      return 'ignored';
    if (
      !(await markTimedOut(
        deps,
        origin,
        attempt,
        "M-Pesa's queue timed out: the payment's status is being checked before it can be paid again",
      ))
    )
      return 'duplicate';
    await mpesaPayouts(deps, config)
      .askStatus(origin, attempt)
      .catch((err: unknown) => deps.log.warn({ err, attempt: attempt.id }, 'M-Pesa status query failed'));
    return 'timeout';
  }
  if (!parsed.success) return 'ignored';
  const r = parsed.data.Result;
  if (kind === 'result') {
    if (!names(r, attempt, null)) return 'ignored';
    return settleAttempt(deps, origin, attempt, b2cOutcome(r));
  }
  // A status result: success names the payment in its parameters; "no such payment" has none to name it by.
  const p = params(r);
  if (String(r.ResultCode ?? '') === '0' && !names(r, attempt, p)) return 'ignored';
  return settleAttempt(deps, origin, attempt, statusOutcome(r, p));
}
