/**
 * Pay out: which gateway pays a withdrawal (M-Pesa B2C for an M-Pesa account when `MPESA_*` is
 * configured, the manual one otherwise), one withdrawal or many.
 * @see docs/payments.md Withdrawals and payouts
 */
import type { PayoutResult } from '@scriptorium/contracts/payments';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { Actor } from '../../core/auth/current-user.js';
import { adminView, loadWithdrawal } from '../withdrawals/index.js';
import { findWithdrawal, payoutChannel } from '../withdrawals/view.js';
import type { PayoutGateway, PayoutStarted } from './gateway.js';
import { manualPayouts } from './manual.js';
import { mpesaPayouts, NOTHING_TO_CHECK_MESSAGE, type PayoutDeps } from './mpesa.js';

/** The gateway that pays withdrawals to `methodName` accounts: M-Pesa when `deps.config` configures it and the method is M-Pesa, else manual. */
export function payoutGatewayFor(deps: PayoutDeps, methodName: string | null): PayoutGateway {
  const mpesa = deps.config.mpesa;
  return mpesa && payoutChannel(methodName, true) === 'mpesa' ? mpesaPayouts(deps, mpesa) : manualPayouts(deps);
}

/**
 * Pay out withdrawal `id` (`POST payments/withdrawals/{id}/payout`) through the gateway of its account.
 * Answers `{message, withdrawal}`; throws as {@link PayoutGateway.payOut} (404, 409, 502, 503).
 */
export async function payOut(deps: PayoutDeps, actor: Actor, id: number): Promise<PayoutStarted> {
  const row = await findWithdrawal(deps.db, id);
  if (!row) throw notFound('Withdrawal');
  return payoutGatewayFor(deps, row.payment_method_name).payOut(actor, id);
}

/**
 * Check status (`POST payments/withdrawals/{id}/payout/check`): asks M-Pesa how the withdrawal's
 * unresolved payment request stands. 404 when missing; 409 when none is unresolved (or M-Pesa is not
 * configured) or the request is too recent; 503 when M-Pesa cannot be asked.
 */
export async function checkPayout(deps: PayoutDeps, actor: Actor, id: number): Promise<PayoutStarted> {
  if (!deps.config.mpesa) {
    await loadWithdrawal(deps.db, id, adminView(deps));
    throw new HttpError(409, NOTHING_TO_CHECK_MESSAGE);
  }
  return mpesaPayouts(deps, deps.config.mpesa).checkStatus(actor, id);
}

/**
 * Pay out each of `ids` in turn (Pay out all shown), each on its own: one failing does not stop the
 * others. One result per id, in order: `ok` and the message of its Pay out or of its refusal, and the
 * withdrawal as it now is (null when it does not exist).
 */
export async function payOutAll(deps: PayoutDeps, actor: Actor, ids: readonly number[]): Promise<PayoutResult[]> {
  const results: PayoutResult[] = [];
  for (const id of new Set(ids)) {
    try {
      const done = await payOut(deps, actor, id);
      results.push({ id, ok: true, message: done.message, withdrawal: done.withdrawal });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const withdrawal =
        err.statusCode === 404 ? null : await loadWithdrawal(deps.db, id, adminView(deps)).catch(() => null);
      results.push({ id, ok: false, message: err.message, withdrawal });
    }
  }
  return results;
}
