/**
 * The sandbox gateway's side of a payment: reading a session for its page, confirming it (the payment is
 * recorded exactly once, in one transaction with the order change, its log row and notifications) and
 * cancelling it. Confirming an order session is the lifecycle action `pay` of the session's client.
 * @see ./index.ts; issue 5 (getPaymentLink, tip_url)
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import { creditTip } from '../ledger/tips.js';
import { checkout_sessions, orders } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { audit } from '../../plugins/app/audit.js';
import { authUserById, type Origin } from '../auth/current-user.js';
import { changeOrder } from '../orders/change.js';
import { recordPayment } from '../orders/payments.js';
import { adminIds, usd } from '../orders/recipients.js';
import { paymentGateway } from './index.js';

export type CheckoutSession = typeof checkout_sessions.$inferSelect;

/** Where the browser returns: `{publicUrl}/orders/order/{id}?status=success|error`. */
export function returnUrl(publicUrl: string, orderId: number, outcome: 'success' | 'error'): string {
  return `${publicUrl}/orders/order/${orderId}?status=${outcome}`;
}

/** A session with its order title, or null when the id names none. */
export async function findSession(db: Executor, id: string): Promise<{ session: CheckoutSession; title: string } | null> {
  const [row] = await db
    .select({ session: checkout_sessions, title: orders.title })
    .from(checkout_sessions)
    .innerJoin(orders, eq(orders.id, checkout_sessions.order_id))
    .where(eq(checkout_sessions.id, id));
  return row ?? null;
}

/** Whether a session can still be paid. */
export function isPayable(session: CheckoutSession, now = new Date()): boolean {
  return session.status === 'open' && session.expires_at > now;
}

class SessionClosed extends Error {}

/**
 * Pays session `id`. Order sessions record an `order_payments` row (reference = session id, method of
 * the gateway) through the lifecycle action `pay`; a tip session credits the tip to the assigned writer's
 * ledger (KSh, see `creditTip`) in the same transaction. A second confirm of a paid session changes
 * nothing and still reports success.
 * @returns the order and `success`, or `error` when the session is closed, expired, or the order can no
 *   longer take this payment (e.g. paid meanwhile, cancelled).
 * @throws 404 when no such session exists
 */
export async function confirmCheckout(app: FastifyInstance, origin: Origin, id: string): Promise<{ orderId: number; outcome: 'success' | 'error' }> {
  const found = await findSession(app.db, id);
  if (!found) throw new HttpError(404, 'Checkout session not found');
  const { session } = found;
  const orderId = session.order_id;
  if (session.status === 'paid') return { orderId, outcome: 'success' };
  if (!isPayable(session)) return { orderId, outcome: 'error' };
  const client = await authUserById(app.db, session.user_id);
  if (!client) return { orderId, outcome: 'error' };
  try {
    await changeOrder(
      app,
      { ...origin, ...client },
      orderId,
      async (tx, state) => {
        const [claimed] = await tx
          .update(checkout_sessions)
          .set({ status: 'paid', closed_at: new Date() })
          .where(and(eq(checkout_sessions.id, id), eq(checkout_sessions.status, 'open')))
          .returning();
        if (!claimed) throw new SessionClosed();
        const what = session.kind === 'tip' ? 'tip' : 'payment';
        if (session.kind === 'order') {
          await recordPayment(tx, state, { amount: session.amount, reference: id, method: paymentGateway(app).paymentMethod, action: 'pay' });
        } else if (state.assignment) {
          await creditTip(tx, { writerId: state.assignment.user_id, orderId, usdMinor: session.amount, kshPerUsd: app.config.kshPerUsd });
        }
        const vars = { order_id: orderId, title: state.order.title, amount: usd(session.amount) };
        return {
          result: null,
          audit: { type: session.kind === 'tip' ? 'tip_paid' : 'order_paid', log: `${client.name} paid a ${what} of ${usd(session.amount)} for order #${orderId} (${id.slice(0, 10)}…)` },
          notify: [{ userIds: [client.id, ...(await adminIds(tx, 'orders.order.mark_order_paid'))], slug: 'order_paid', vars, includeActor: true }],
          action: session.kind === 'tip' ? 'tip_paid' : 'pay',
        };
      },
    );
    return { orderId, outcome: 'success' };
  } catch (err) {
    if (err instanceof SessionClosed) {
      const again = await findSession(app.db, id);
      return { orderId, outcome: again?.session.status === 'paid' ? 'success' : 'error' };
    }
    if (err instanceof HttpError) {
      app.log.warn({ orderId, message: err.message }, 'checkout not confirmed');
      return { orderId, outcome: 'error' };
    }
    throw err;
  }
}

/** Cancels an open session (the page's Cancel button); always `error` for the return URL. @throws 404 */
export async function cancelCheckout(app: FastifyInstance, origin: Origin, id: string): Promise<{ orderId: number }> {
  const found = await findSession(app.db, id);
  if (!found) throw new HttpError(404, 'Checkout session not found');
  await app.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(checkout_sessions)
      .set({ status: 'cancelled', closed_at: new Date() })
      .where(and(eq(checkout_sessions.id, id), eq(checkout_sessions.status, 'open')))
      .returning({ id: checkout_sessions.id });
    if (closed) {
      await audit(tx, origin, 'checkout_cancelled', `Checkout of ${usd(found.session.amount)} for order #${found.session.order_id} cancelled`, found.session.user_id);
    }
  });
  return { orderId: found.session.order_id };
}
