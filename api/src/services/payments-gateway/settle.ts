/**
 * Settling a paid checkout session, for every gateway: the sandbox's Pay button, Stripe's
 * `checkout.session.completed`, PayPal's return URL and webhook. Exactly once: the session is claimed
 * (open → paid) and, for a webhook, its event is inserted in `payment_events` (unique per provider and
 * event id) in the same transaction as the payment row (unique reference = session id) and the ledger;
 * whichever arrives second changes nothing. An order session is the lifecycle action `pay` of the
 * session's client; a tip session credits the assigned writer's ledger (KSh, see `creditTip`).
 * @see ./index.ts; issues 5, 26
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { checkout_sessions, payment_events } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { authUserById, type Origin } from '../auth/current-user.js';
import { creditTip } from '../ledger/tips.js';
import { changeOrder } from '../orders/change.js';
import { recordPayment } from '../orders/payments.js';
import { adminIds, usd } from '../orders/recipients.js';

export type CheckoutSession = typeof checkout_sessions.$inferSelect;

/** A provider's webhook event: recorded with the change it makes, so a replay of it changes nothing. */
export interface ProviderEvent {
  provider: 'stripe' | 'paypal';
  id: string;
  type: string;
}

export interface Settlement {
  /** Stripe's payment intent or PayPal's capture: what a refund is made against. */
  providerPaymentId?: string | null;
  /** The webhook event that reports the payment. */
  event?: ProviderEvent;
}

/**
 * `recorded` (this call took the money), `already` (the session was paid before, or the event was seen),
 * `closed` (cancelled), `refused` (the order can no longer take it: paid meanwhile, cancelled…).
 */
export type SettleOutcome = 'recorded' | 'already' | 'closed' | 'refused';

/** Thrown inside the transaction to roll it back when there is nothing to do. */
class NothingToDo extends Error {
  constructor(readonly outcome: SettleOutcome) {
    super(outcome);
  }
}

/** Inserts the event row; false when this event was recorded before (a replay). */
export async function claimEvent(tx: Tx, event: ProviderEvent): Promise<boolean> {
  const [row] = await tx.insert(payment_events).values({ provider: event.provider, event_id: event.id, type: event.type }).onConflictDoNothing().returning({ id: payment_events.event_id });
  return !!row;
}

const METHOD = { stripe: 'stripe', paypal: 'paypal', sandbox: 'stripe' } as const;

/**
 * Records the payment of `session` once. Expiry is not checked here: the sandbox checks it before, and a
 * real provider decides it (money it took is recorded). Notifies the client and the admins.
 */
export async function settleCheckout(app: FastifyInstance, origin: Origin, session: CheckoutSession, settlement: Settlement): Promise<{ orderId: number; outcome: SettleOutcome }> {
  const orderId = session.order_id;
  const client = await authUserById(app.db, session.user_id);
  if (!client) return { orderId, outcome: 'refused' };
  try {
    await changeOrder(app, { ...origin, ...client }, orderId, async (tx, state) => {
      if (settlement.event && !(await claimEvent(tx, settlement.event))) throw new NothingToDo('already');
      const [claimed] = await tx
        .update(checkout_sessions)
        .set({ status: 'paid', closed_at: new Date() })
        .where(and(eq(checkout_sessions.id, session.id), eq(checkout_sessions.status, 'open')))
        .returning();
      if (!claimed) {
        const [now] = await tx.select({ status: checkout_sessions.status }).from(checkout_sessions).where(eq(checkout_sessions.id, session.id));
        throw new NothingToDo(now?.status === 'paid' ? 'already' : 'closed');
      }
      const what = session.kind === 'tip' ? 'tip' : 'payment';
      const gateway = session.gateway as keyof typeof METHOD;
      if (session.kind === 'order') {
        await recordPayment(tx, state, {
          amount: session.amount,
          reference: session.id,
          method: METHOD[gateway] ?? 'stripe',
          action: 'pay',
          gateway,
          providerPaymentId: settlement.providerPaymentId ?? null,
        });
      } else if (state.assignment) {
        await creditTip(tx, { writerId: state.assignment.user_id, orderId, usdMinor: session.amount, kshPerUsd: app.config.kshPerUsd });
      }
      const vars = { order_id: orderId, title: state.order.title, amount: usd(session.amount) };
      return {
        result: null,
        audit: { type: session.kind === 'tip' ? 'tip_paid' : 'order_paid', log: `${client.name} paid a ${what} of ${usd(session.amount)} for order #${orderId} through ${gateway} (${session.id.slice(0, 12)}…)` },
        notify: [{ userIds: [client.id, ...(await adminIds(tx, 'orders.order.mark_order_paid'))], slug: 'order_paid', vars, includeActor: true }],
        action: session.kind === 'tip' ? 'tip_paid' : 'pay',
      };
    });
    return { orderId, outcome: 'recorded' };
  } catch (err) {
    if (err instanceof NothingToDo) return { orderId, outcome: err.outcome };
    // Two deliveries of one payment at once: the loser hits the unique key of the event or the reference.
    if (isUniqueViolation(err)) return { orderId, outcome: 'already' };
    if (err instanceof HttpError) {
      app.log.warn({ orderId, session: session.id, gateway: session.gateway, message: err.message }, 'checkout not recorded');
      return { orderId, outcome: 'refused' };
    }
    throw err;
  }
}

/** Whether `err` (or its cause) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}
