/**
 * Settling a paid checkout session, for every gateway: the sandbox's Pay button, Stripe's
 * `checkout.session.completed`, PayPal's return URL and webhook. Money a provider took always ends in the
 * ledger, or goes back:
 *   - the order can take it → an `order_payments` row (`completed`): an order payment counts toward the
 *     order's `paid_amount` (the lifecycle action `pay` of the session's client); a tip is credited to the
 *     assigned writer (KSh, see `creditTip`), or waits for the writer assigned next;
 *   - it cannot (order cancelled, already fully paid or overpaid by it, session closed here, client gone,
 *     another amount or currency than the session's) → a row `returned` with the reason, never counted,
 *     refunded in full through its provider right after the commit (a refund of kind `return`), and the
 *     admins told (`payment_returned`).
 * Exactly once: the order row is locked, the event is claimed (./events.ts) and the payment's reference
 * (the provider's session id) is unique, all in one transaction; whichever arrives second changes nothing.
 * @see docs/payments.md (Payment); ./index.ts
 */
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { canPerform, pendingAmount } from '@scriptorium/contracts/orders';
import type { Executor, Tx } from '../../db/client.js';
import { checkout_sessions, order_payments, orders } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import { authUserById, type Origin } from '../../core/auth/current-user.js';
import { creditTip } from '../ledger/tips.js';
import { changeOrder, type OrderChange, type OrderChangeDeps } from '../orders/change.js';
import { recordPayment } from '../orders/payments.js';
import { adminIds, adminsForTemplate, emitReload, partyIds, usd } from '../orders/recipients.js';
import { actionContext, type OrderState } from '../orders/state.js';
import { notify } from '../notifications/notify.js';
import { reserveRefund, sendReturns, type PaymentRow, type RefundRow } from '../payments/refund-calls.js';
import { expireAtProviders, type CheckoutSession } from './checkout-links.js';
import { claimEvent } from './events.js';

export type { CheckoutSession } from './checkout-links.js';

/** A provider's webhook event: recorded with the change it makes, so a replay of it changes nothing. */
export interface ProviderEvent {
  provider: 'stripe' | 'paypal';
  id: string;
  type: string;
}

/** What the provider reports it took for a session. */
export interface Settlement {
  /** Stripe's payment intent or PayPal's capture: what a refund is made against. */
  providerPaymentId?: string | null;
  /** The webhook event that reports the payment. */
  event?: ProviderEvent;
  /** What the provider took, in minor units of `currency` (USD cents for a session of ours). */
  amount: number;
  /** ISO 4217 code of what it took, any case (`usd`, `USD`). */
  currency: string;
}

/**
 * `recorded` (this call applied the money), `already` (the session's payment or this event was seen
 * before), `returned` (recorded as money the order cannot take, and refunded).
 */
export type SettleOutcome = 'recorded' | 'already' | 'returned';

/** Thrown inside the transaction to roll it back when there is nothing to do. */
class AlreadySettled extends Error {}

const METHOD = { stripe: 'stripe', paypal: 'paypal', sandbox: 'stripe' } as const;

/** The payment reference of a session: the provider's id of it (the sandbox's is ours). */
export function paymentReference(session: CheckoutSession): string {
  return session.provider_session_id ?? session.id;
}

/** The session of `gateway` the provider knows as `providerSessionId`, or null. */
export async function sessionByProvider(
  db: Executor,
  gateway: string,
  providerSessionId: string,
): Promise<CheckoutSession | null> {
  const [session] = await db
    .select()
    .from(checkout_sessions)
    .where(and(eq(checkout_sessions.gateway, gateway), eq(checkout_sessions.provider_session_id, providerSessionId)));
  return session ?? null;
}

/** What settling decided inside the transaction, for the steps after the commit. */
interface Settled {
  outcome: SettleOutcome;
  /** Money to give back (a `pending` return refund). */
  giveBack: { payment: PaymentRow; refund: RefundRow }[];
  /** Other live sessions closed because the order no longer needs them. */
  closed: CheckoutSession[];
}

/**
 * Records what the provider took for `session` once, as above; the money it cannot apply is refunded
 * right after (waiting at most the provider limit; a refund not confirmed stays `pending`). Expiry is not
 * checked here: the sandbox checks it before, and a real provider decides it (money it took is recorded).
 * Never throws for a payment the order cannot take; throws only when the database fails.
 */
export async function settleCheckout(
  deps: OrderChangeDeps,
  origin: Origin,
  session: CheckoutSession,
  paid: Settlement,
): Promise<{ orderId: number; outcome: SettleOutcome }> {
  const orderId = session.order_id;
  const client = await authUserById(deps.db, session.user_id);
  let settled: Settled;
  try {
    try {
      if (!client) throw new HttpError(404, 'Order not found');
      settled = await changeOrder(deps, { ...origin, ...client }, orderId, (tx, state) =>
        settleIn(deps, tx, session, paid, state),
      );
    } catch (err) {
      // The payer is gone, or no longer the order's client: nobody can be credited.
      if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
      settled = await settleWithoutClient(
        deps,
        origin,
        session,
        paid,
        client ? 'The order no longer belongs to the payer' : "The client's account no longer exists",
      );
    }
  } catch (err) {
    if (err instanceof AlreadySettled || isUniqueViolation(err)) return { orderId, outcome: 'already' };
    throw err;
  }
  void expireAtProviders(deps, settled.closed);
  await sendReturns(deps, settled.giveBack);
  return { orderId, outcome: settled.outcome };
}

/** Why the order cannot take this money, or null when it can. */
async function whyNotTaken(
  tx: Tx,
  session: CheckoutSession,
  paid: Settlement,
  state: OrderState,
): Promise<string | null> {
  if (state.order.status === 'cancelled') return 'The order was cancelled';
  if (paid.currency.toUpperCase() !== 'USD' || paid.amount !== session.amount) {
    return `The provider took ${paid.amount / 100} ${paid.currency.toUpperCase()}; the checkout asked ${usd(session.amount)}`;
  }
  if (session.kind === 'order') {
    const check = canPerform('pay', actionContext(state));
    const owed = pendingAmount(state.order.amount, state.order.paid_amount);
    if (owed <= 0) return 'The order was already fully paid';
    if (!check.allowed) return check.message;
    if (paid.amount > owed) return `The payment would overpay the order: ${usd(owed)} was still owed`;
  } else {
    const [tip] = await tx
      .select({ id: order_payments.id })
      .from(order_payments)
      .where(
        and(
          eq(order_payments.order_id, session.order_id),
          eq(order_payments.kind, 'tip'),
          eq(order_payments.status, 'completed'),
        ),
      );
    if (tip) return 'The tip for this order was already paid';
  }
  if (session.status === 'expired' || session.status === 'cancelled')
    return `The payment page had been closed (${session.status}) before it was paid`;
  return null;
}

/** Claims the event and the session; throws {@link AlreadySettled} when this payment was settled before. */
async function claim(tx: Tx, session: CheckoutSession, paid: Settlement): Promise<CheckoutSession> {
  if (paid.event && !(await claimEvent(tx, paid.event))) throw new AlreadySettled();
  const [seen] = await tx
    .select({ id: order_payments.id })
    .from(order_payments)
    .where(eq(order_payments.reference, paymentReference(session)));
  if (seen) throw new AlreadySettled();
  const [now] = await tx.select().from(checkout_sessions).where(eq(checkout_sessions.id, session.id)).for('update');
  if (now.status === 'paid') throw new AlreadySettled();
  // The checkout was paid whatever becomes of the money; a session closed here stays closed.
  if (now.status === 'open' || now.status === 'creating')
    await tx
      .update(checkout_sessions)
      .set({ status: 'paid', closed_at: new Date() })
      .where(eq(checkout_sessions.id, session.id));
  return now;
}

/** The settlement inside the order's transaction (`changeOrder` as the session's client). */
async function settleIn(
  deps: OrderChangeDeps,
  tx: Tx,
  session: CheckoutSession,
  paid: Settlement,
  state: OrderState,
): Promise<OrderChange<Settled>> {
  const current = await claim(tx, session, paid);
  const orderId = state.order.id;
  const gateway = session.gateway as keyof typeof METHOD;
  const reason = await whyNotTaken(tx, current, paid, state);
  if (reason) {
    const giveBack = await recordReturned(tx, current, paid, reason);
    return {
      ...(await returnedChange(tx, current, paid, reason, state.order.title)),
      result: { outcome: 'returned', giveBack: [giveBack], closed: [] },
    };
  }
  const reference = paymentReference(current);
  let closed: CheckoutSession[];
  if (session.kind === 'order') {
    await recordPayment(tx, state, {
      amount: paid.amount,
      reference,
      method: METHOD[gateway] ?? 'stripe',
      action: 'pay',
      gateway,
      providerPaymentId: paid.providerPaymentId ?? null,
    });
    // Other links the order can no longer take in full are closed.
    const owed = pendingAmount(state.order.amount, state.order.paid_amount + paid.amount);
    closed = await closeOthers(tx, current, 'order', owed);
  } else {
    await tx.insert(order_payments).values({
      order_id: orderId,
      reference,
      payment_method: METHOD[gateway] ?? 'stripe',
      amount: paid.amount,
      gateway,
      provider_payment_id: paid.providerPaymentId ?? null,
      kind: 'tip',
    });
    // Without a writer the tip waits: credited when one is assigned (services/orders/tips.ts).
    if (state.assignment)
      await creditTip(tx, {
        writerId: state.assignment.user_id,
        orderId,
        usdMinor: paid.amount,
        kshPerUsd: deps.config.kshPerUsd,
      });
    closed = await closeOthers(tx, current, 'tip', 0);
  }
  const what = session.kind === 'tip' ? 'tip' : 'payment';
  return {
    result: { outcome: 'recorded', giveBack: [], closed },
    audit: {
      type: session.kind === 'tip' ? 'tip_paid' : 'order_paid',
      log: `${state.viewer.name} paid a ${what} of ${usd(paid.amount)} for order #${orderId} through ${gateway} (${reference.slice(0, 12)}…)`,
    },
    notify: [
      {
        userIds: [state.viewer.id, ...(await adminIds(tx, 'orders.order.mark_order_paid'))],
        slug: 'order_paid',
        vars: { order_id: orderId, title: state.order.title, amount: usd(paid.amount) },
        includeActor: true,
      },
    ],
    action: session.kind === 'tip' ? 'tip_paid' : 'pay',
  };
}

/** Closes the order's other live sessions of `kind` asking more than `owed` (USD minor units). */
function closeOthers(
  tx: Tx,
  session: CheckoutSession,
  kind: CheckoutSession['kind'],
  owed: number,
): Promise<CheckoutSession[]> {
  return tx
    .update(checkout_sessions)
    .set({ status: 'expired', closed_at: new Date() })
    .where(
      and(
        eq(checkout_sessions.order_id, session.order_id),
        eq(checkout_sessions.kind, kind),
        ne(checkout_sessions.id, session.id),
        inArray(checkout_sessions.status, ['creating', 'open']),
        gt(checkout_sessions.amount, owed),
      ),
    )
    .returning();
}

/** The `returned` payment and its full refund, reserved (`pending`; `succeeded` at once for the sandbox). */
async function recordReturned(
  tx: Tx,
  session: CheckoutSession,
  paid: Settlement,
  reason: string,
): Promise<{ payment: PaymentRow; refund: RefundRow }> {
  const gateway = session.gateway as keyof typeof METHOD;
  const [payment] = await tx
    .insert(order_payments)
    .values({
      order_id: session.order_id,
      reference: paymentReference(session),
      payment_method: METHOD[gateway] ?? 'stripe',
      amount: paid.amount,
      gateway,
      provider_payment_id: paid.providerPaymentId ?? null,
      kind: session.kind,
      status: 'returned',
      status_reason: reason,
    })
    .returning();
  const refund = await reserveRefund(tx, payment, { amount: paid.amount, reason, kind: 'return', userId: null });
  return { payment, refund };
}

/** The log row and the admins' notice of a returned payment. */
async function returnedChange(
  tx: Tx,
  session: CheckoutSession,
  paid: Settlement,
  reason: string,
  title: string,
): Promise<Omit<OrderChange<never>, 'result'>> {
  const amount =
    paid.currency.toUpperCase() === 'USD' ? usd(paid.amount) : `${paid.amount / 100} ${paid.currency.toUpperCase()}`;
  return {
    audit: {
      type: 'payment_returned',
      log: `${session.gateway} took ${amount} for order #${session.order_id} that the order cannot take (${reason}): refunded in full`,
    },
    notify: [
      {
        userIds: await adminsForTemplate(tx, 'payment_returned'),
        slug: 'payment_returned',
        vars: { order_id: session.order_id, title, amount, reason },
        includeActor: true,
      },
    ],
    action: 'payment_returned',
  };
}

/** A payment nobody can be credited with (`reason`): recorded as returned in a transaction of its own. */
async function settleWithoutClient(
  deps: OrderChangeDeps,
  origin: Origin,
  session: CheckoutSession,
  paid: Settlement,
  reason: string,
): Promise<Settled> {
  const publish: (() => void)[] = [];
  const settled = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, session.order_id)).for('update');
    if (!order) throw new HttpError(404, 'Order not found');
    const current = await claim(tx, session, paid);
    const giveBack = await recordReturned(tx, current, paid, reason);
    const change = await returnedChange(tx, current, paid, reason, order.title);
    await audit(tx, origin, change.audit.type, change.audit.log);
    for (const n of change.notify ?? []) publish.push(await notify(deps, tx, n));
    const people = [...(await partyIds(tx, order)), ...(await adminIds(tx))];
    publish.push(() =>
      emitReload(deps, people, { orderId: order.id, status: order.status, action: 'payment_returned' }),
    );
    return { outcome: 'returned' as const, giveBack: [giveBack], closed: [] };
  });
  for (const p of publish) p();
  return settled;
}

/** Whether `err` (or its cause) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}
