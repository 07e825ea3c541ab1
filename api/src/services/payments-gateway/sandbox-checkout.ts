/**
 * The sandbox gateway's side of a payment: reading a session for its page, confirming it (the payment is
 * recorded exactly once, in one transaction with the order change, its log row and notifications) and
 * cancelling it. Confirming an order session is the lifecycle action `pay` of the session's client.
 * @see ./index.ts; docs/product.md §7 Orders (getPaymentLink, tip_url)
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { checkout_sessions, orders } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Origin } from '../../core/auth/current-user.js';
import { usd } from '../orders/recipients.js';
import { configuredGateways } from './registry.js';
import { settleCheckout, type CheckoutSession } from './settle.js';
import type { OrderChangeDeps } from '../orders/change.js';

export type { CheckoutSession } from './settle.js';

export { returnUrl } from './return-url.js';

/**
 * A sandbox session with its order title, or null when the id names none. Sessions of a real gateway
 * (Stripe's ids also start `cs_`) are never found here: only their provider confirms them.
 */
export async function findSession(
  db: Executor,
  id: string,
): Promise<{ session: CheckoutSession; title: string } | null> {
  const [row] = await db
    .select({ session: checkout_sessions, title: orders.title })
    .from(checkout_sessions)
    .innerJoin(orders, eq(orders.id, checkout_sessions.order_id))
    .where(and(eq(checkout_sessions.id, id), eq(checkout_sessions.gateway, 'sandbox')));
  return row ?? null;
}

/** Whether a session can still be paid. */
export function isPayable(session: CheckoutSession, now = new Date()): boolean {
  return session.status === 'open' && session.expires_at > now;
}

/**
 * Pays sandbox session `id` (its page's Pay button) through `settleCheckout`, for the session's amount in
 * USD. A second confirm of a paid session changes nothing and still reports success; a session that is
 * closed or past its time takes nothing (the sandbox is the provider: it does not charge a closed page);
 * nothing is paid once Stripe or PayPal is configured.
 * @returns the order and `success`, or `error` when the session is closed, expired, or the order can no
 *   longer take this payment (it is then recorded as returned and refunded at once).
 * @throws 404 when no such sandbox session exists
 */
export async function confirmCheckout(
  deps: OrderChangeDeps,
  origin: Origin,
  id: string,
): Promise<{ orderId: number; outcome: 'success' | 'error' }> {
  const found = await findSession(deps.db, id);
  if (!found) throw new HttpError(404, 'Checkout session not found');
  const { session } = found;
  if (!isPayable(session))
    return { orderId: session.order_id, outcome: session.status === 'paid' ? 'success' : 'error' };
  // Once a real gateway is configured, a sandbox link left open would record a payment no one made.
  if (!configuredGateways(deps.config).includes('sandbox')) return { orderId: session.order_id, outcome: 'error' };
  const { orderId, outcome } = await settleCheckout(deps, origin, session, { amount: session.amount, currency: 'usd' });
  return { orderId, outcome: outcome === 'recorded' || outcome === 'already' ? 'success' : 'error' };
}

/** Cancels an open session (the page's Cancel button); always `error` for the return URL. @throws 404 */
export async function cancelCheckout(deps: OrderChangeDeps, origin: Origin, id: string): Promise<{ orderId: number }> {
  const found = await findSession(deps.db, id);
  if (!found) throw new HttpError(404, 'Checkout session not found');
  await deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(checkout_sessions)
      .set({ status: 'cancelled', closed_at: new Date() })
      .where(and(eq(checkout_sessions.id, id), eq(checkout_sessions.status, 'open')))
      .returning({ id: checkout_sessions.id });
    if (closed) {
      await audit(
        tx,
        origin,
        'checkout_cancelled',
        `Checkout of ${usd(found.session.amount)} for order #${found.session.order_id} cancelled`,
        found.session.user_id,
      );
    }
  });
  return { orderId: found.session.order_id };
}
