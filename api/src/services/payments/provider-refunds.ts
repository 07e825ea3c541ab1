/**
 * Money a provider reports moving back, booked once: refunds made in its dashboard (Stripe
 * `charge.refunded`, PayPal `PAYMENT.CAPTURE.REFUNDED`), refunds it reports failed (Stripe `refund.failed`,
 * `charge.refund.updated`), and disputes (Stripe `charge.dispute.*`, PayPal `CUSTOMER.DISPUTE.*`,
 * `PAYMENT.CAPTURE.REVERSED`).
 *
 * Each runs in the order's transaction (`changeOrder` locks the order row) with the payment row locked,
 * and claims its webhook event in that same transaction (`claim`), so a replayed or concurrent event
 * changes nothing. A payment's `refunded_amount` and the order's `paid_amount` move together; the order's
 * paid amount only for a payment that counts toward it (`kind` `order`, status `completed`: a tip or a
 * `returned` payment never did).
 * @see docs/payments.md (Refund, Dispute)
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { order_payments, order_refunds, orders } from '../../db/schema/index.js';
import { authUserById, type Origin } from '../../core/auth/current-user.js';
import { changeOrder, type OrderChange, type OrderChangeDeps } from '../orders/change.js';
import { adminsForTemplate, usd } from '../orders/recipients.js';
import type { OrderState } from '../orders/state.js';
import { isUniqueViolation } from '../payments-gateway/settle.js';
import type { ServiceDeps } from '../deps.js';

type PaymentRow = typeof order_payments.$inferSelect;
type RefundKind = (typeof order_refunds.$inferSelect)['kind'];
/** The provider a booking comes from. */
export type ProviderName = 'stripe' | 'paypal';
/** Claims the webhook event in the booking's transaction: false when it was applied before. */
export type Claim = (tx: Tx) => Promise<boolean>;

const PROVIDER_LABEL: Record<ProviderName, string> = { stripe: 'Stripe', paypal: 'PayPal' };

/** Thrown inside the order's transaction to roll it back with the outcome to answer. */
class NothingToBook extends Error {
  constructor(readonly outcome: string) {
    super(outcome);
  }
}

/** Whether `payment`'s money counts in its order's `paid_amount`. */
const countsTowardOrder = (p: PaymentRow) => p.kind === 'order' && p.status === 'completed';

/** The payment of `gateway` whose provider id (Stripe payment intent, PayPal capture) is `providerPaymentId`, with its order's client. */
async function paymentByProviderId(deps: Pick<ServiceDeps, 'db'>, gateway: ProviderName, providerPaymentId: string) {
  const [found] = await deps.db
    .select({ id: order_payments.id, order_id: order_payments.order_id, client: orders.user_id })
    .from(order_payments)
    .innerJoin(orders, eq(orders.id, order_payments.order_id))
    .where(and(eq(order_payments.gateway, gateway), eq(order_payments.provider_payment_id, providerPaymentId)));
  return found ?? null;
}

async function lockPayment(tx: Tx, id: number): Promise<PaymentRow> {
  const [payment] = await tx.select().from(order_payments).where(eq(order_payments.id, id)).for('update');
  return payment;
}

/**
 * Runs `book` in order `orderId`'s transaction as its client (a provider acts for the payer): the
 * answer `book` returns, or the outcome of the `NothingToBook` it threw (one of `O`); a concurrent twin
 * that inserted the same unique refund reference first answers `already`.
 */
async function inOrder<O extends string>(
  deps: OrderChangeDeps,
  origin: Origin,
  found: { order_id: number; client: number },
  book: (tx: Tx, state: OrderState) => Promise<OrderChange<O>>,
): Promise<O | 'already'> {
  const client = await authUserById(deps.db, found.client);
  if (!client) return 'already';
  try {
    return await changeOrder(deps, { ...origin, ...client }, found.order_id, book);
  } catch (err) {
    if (err instanceof NothingToBook) return err.outcome as O;
    if (isUniqueViolation(err)) return 'already';
    throw err;
  }
}

interface TakeBack {
  amount: number;
  reason: string;
  gateway: ProviderName;
  reference: string;
  kind: RefundKind;
}

/** Books `t.amount` (USD minor units, ≤ what is left of the locked `payment`) as a succeeded refund of `t.kind`. */
async function takeBack(tx: Tx, payment: PaymentRow, t: TakeBack) {
  await tx
    .update(order_payments)
    .set({ refunded_amount: sql`${order_payments.refunded_amount} + ${t.amount}` })
    .where(eq(order_payments.id, payment.id));
  if (countsTowardOrder(payment))
    await tx
      .update(orders)
      .set({ paid_amount: sql`greatest(0, ${orders.paid_amount} - ${t.amount})` })
      .where(eq(orders.id, payment.order_id));
  const [row] = await tx
    .insert(order_refunds)
    .values({
      order_id: payment.order_id,
      payment_id: payment.id,
      amount: t.amount,
      reason: t.reason,
      gateway: t.gateway,
      reference: t.reference,
      kind: t.kind,
      status: 'succeeded',
    })
    .returning();
  return row;
}

/** The client and the admins who refund are told that `amount` went back (`order_refunded`). */
async function refundedNotice(tx: Tx, state: OrderState, amount: number, reason: string) {
  return [
    {
      userIds: [state.order.user_id, ...(await adminsForTemplate(tx, 'order_refunded'))],
      slug: 'order_refunded',
      vars: { order_id: state.order.id, title: state.order.title, amount: usd(amount), reason },
      includeActor: true,
    },
  ];
}

/**
 * A refund made at the provider (Stripe's dashboard: `charge.refunded` with the charge's total refunded
 * so far) recorded once: what the provider has refunded beyond `refunded_amount` is booked as one refund
 * keyed by the event. Replays and older events find nothing beyond and change nothing.
 * @returns `booked`, `nothing`, or `unknown` when no payment has that provider id
 */
export async function reconcileProviderRefund(
  deps: OrderChangeDeps,
  origin: Origin,
  gateway: ProviderName,
  refund: { providerPaymentId: string; totalRefunded: number; eventId: string },
  claim: Claim,
): Promise<'booked' | 'nothing' | 'unknown'> {
  const found = await paymentByProviderId(deps, gateway, refund.providerPaymentId);
  if (!found) return 'unknown';
  const outcome = await inOrder<'booked' | 'nothing'>(deps, origin, found, async (tx, state) => {
    const payment = await lockPayment(tx, found.id);
    const beyond = Math.min(refund.totalRefunded, payment.amount) - payment.refunded_amount;
    if (beyond <= 0 || !(await claim(tx))) throw new NothingToBook('nothing');
    const reason = `Refunded in ${PROVIDER_LABEL[gateway]}`;
    await takeBack(tx, payment, { amount: beyond, reason, gateway, reference: refund.eventId, kind: 'refund' });
    return {
      result: 'booked',
      audit: {
        type: 'order_refunded',
        log: `${reason}: ${usd(beyond)} of payment #${payment.id} on order #${found.order_id} (${refund.eventId})`,
      },
      notify: await refundedNotice(tx, state, beyond, reason),
    };
  });
  return outcome === 'already' ? 'nothing' : outcome;
}

/**
 * A PayPal refund (`PAYMENT.CAPTURE.REFUNDED`) of `amount` USD minor units of capture `captureId`, booked
 * once: the refund row of PayPal's refund id when we made it (a `pending` one, whose answer never came
 * back, becomes `succeeded`), else a pending refund of that payment and amount not yet given an id,
 * else a new refund (one made in PayPal's dashboard), never past what is left of the payment.
 * @returns `booked` (new refund), `confirmed` (ours, now succeeded), `already`, `nothing` (nothing left
 *   to refund) or `unknown_payment`
 */
export async function bookPaypalRefund(
  deps: OrderChangeDeps,
  origin: Origin,
  refund: { captureId: string; refundId: string; amount: number },
  claim: Claim,
): Promise<'booked' | 'confirmed' | 'already' | 'nothing' | 'unknown_payment'> {
  const found = await paymentByProviderId(deps, 'paypal', refund.captureId);
  if (!found) return 'unknown_payment';
  return inOrder<'booked' | 'confirmed' | 'nothing'>(deps, origin, found, async (tx, state) => {
    const payment = await lockPayment(tx, found.id);
    const [ours] = await tx
      .select()
      .from(order_refunds)
      .where(eq(order_refunds.reference, refund.refundId))
      .for('update');
    const [waiting] = ours
      ? [ours]
      : await tx
          .select()
          .from(order_refunds)
          .where(
            and(
              eq(order_refunds.payment_id, payment.id),
              eq(order_refunds.status, 'pending'),
              isNull(order_refunds.reference),
              eq(order_refunds.amount, refund.amount),
            ),
          )
          .orderBy(order_refunds.id)
          .limit(1)
          .for('update');
    if (waiting) {
      if (waiting.status !== 'pending' || !(await claim(tx))) throw new NothingToBook('already');
      await tx
        .update(order_refunds)
        .set({ status: 'succeeded', reference: refund.refundId, updated_at: new Date() })
        .where(eq(order_refunds.id, waiting.id));
      return {
        result: 'confirmed',
        audit: {
          type: 'order_refunded',
          log: `PayPal confirmed refund #${waiting.id} (${refund.refundId}) of ${usd(waiting.amount)} on order #${found.order_id}`,
        },
      };
    }
    const amount = Math.min(refund.amount, payment.amount - payment.refunded_amount);
    if (amount <= 0) throw new NothingToBook('nothing');
    if (!(await claim(tx))) throw new NothingToBook('already');
    const reason = 'Refunded in PayPal';
    await takeBack(tx, payment, { amount, reason, gateway: 'paypal', reference: refund.refundId, kind: 'refund' });
    return {
      result: 'booked',
      audit: {
        type: 'order_refunded',
        log: `${reason}: ${usd(amount)} of payment #${payment.id} on order #${found.order_id} (${refund.refundId})`,
      },
      notify: await refundedNotice(tx, state, amount, reason),
    };
  });
}

/**
 * The provider reports refund `reference` (its refund id, `order_refunds.reference`) failed or cancelled:
 * the refund becomes `failed` and its amount is back on the payment (`refunded_amount`) and, for a payment
 * that counts toward the order, on the order's `paid_amount`. The admins who refund are told
 * (`refund_failed`); for a `returned` payment that means money we could not keep is still with us.
 * @returns `refund_failed`, `already` (failed before, or the event applied) or `unknown_refund`
 */
export async function failProviderRefund(
  deps: OrderChangeDeps,
  origin: Origin,
  gateway: ProviderName,
  reference: string,
  claim: Claim,
): Promise<'refund_failed' | 'already' | 'unknown_refund'> {
  const [found] = await deps.db
    .select({
      id: order_refunds.id,
      payment_id: order_refunds.payment_id,
      order_id: order_refunds.order_id,
      client: orders.user_id,
    })
    .from(order_refunds)
    .innerJoin(orders, eq(orders.id, order_refunds.order_id))
    .where(and(eq(order_refunds.reference, reference), eq(order_refunds.gateway, gateway)));
  if (!found) return 'unknown_refund';
  return inOrder<'refund_failed'>(deps, origin, found, async (tx, state) => {
    const payment = await lockPayment(tx, found.payment_id);
    const [refund] = await tx.select().from(order_refunds).where(eq(order_refunds.id, found.id)).for('update');
    if (refund.status === 'failed' || !(await claim(tx))) throw new NothingToBook('already');
    await tx
      .update(order_refunds)
      .set({ status: 'failed', updated_at: new Date() })
      .where(eq(order_refunds.id, refund.id));
    await tx
      .update(order_payments)
      .set({ refunded_amount: sql`greatest(0, ${order_payments.refunded_amount} - ${refund.amount})` })
      .where(eq(order_payments.id, payment.id));
    if (countsTowardOrder(payment) && refund.kind !== 'return') {
      await tx
        .update(orders)
        .set({ paid_amount: sql`${orders.paid_amount} + ${refund.amount}` })
        .where(eq(orders.id, payment.order_id));
    }
    const returned = payment.status === 'returned' || refund.kind === 'return';
    const reason = returned
      ? `${PROVIDER_LABEL[gateway]} could not return the payment: ${usd(refund.amount)} is still with us and must be returned to the client`
      : `${PROVIDER_LABEL[gateway]} reported the refund failed: ${usd(refund.amount)} is back on the payment`;
    return {
      result: 'refund_failed',
      audit: {
        type: 'refund_failed',
        log: `Refund #${refund.id} (${reference}) of payment #${payment.id} on order #${found.order_id} failed: ${reason}`,
      },
      notify: [
        {
          userIds: await adminsForTemplate(tx, 'refund_failed'),
          slug: 'refund_failed',
          vars: { order_id: state.order.id, title: state.order.title, amount: usd(refund.amount), reason },
        },
      ],
    };
  });
}

/** A dispute as the provider reports it: still open, or closed won or lost. */
export interface DisputeReport {
  /** Stripe's payment intent, PayPal's capture id. */
  providerPaymentId: string;
  /** Stripe `dp_…`, PayPal `PP-D-…`, or the reversal's id. */
  disputeId: string;
  status: 'open' | 'won' | 'lost';
  /** USD minor units the payer took back (for `lost`). */
  amount: number;
}

/** What a dispute event did. */
export type DisputeOutcome =
  'dispute_open' | 'dispute_won' | 'dispute_lost' | 'unchanged' | 'already' | 'unknown_payment';

/**
 * Books a dispute event on its payment's `dispute_status`: `open` ("Disputed") unless it was decided
 * already (a late `created` after a `closed` changes nothing), `won` unless lost, `lost` with a refund of
 * kind `dispute` taking the disputed amount off the payment and the order. Whatever order the events
 * arrive in, the amount is taken once per payment: a loss books only what earlier dispute refunds of that
 * payment did not (PayPal may report one loss as a resolved dispute and as a reversal), never past what is
 * left of the payment. Admins who refund are told when a dispute opens or is lost (`payment_disputed`).
 */
export async function bookDispute(
  deps: OrderChangeDeps,
  origin: Origin,
  gateway: ProviderName,
  d: DisputeReport,
  claim: Claim,
): Promise<DisputeOutcome> {
  const found = await paymentByProviderId(deps, gateway, d.providerPaymentId);
  if (!found) return 'unknown_payment';
  return inOrder<Exclude<DisputeOutcome, 'already' | 'unknown_payment'>>(deps, origin, found, async (tx, state) => {
    const payment = await lockPayment(tx, found.id);
    if (!(await claim(tx))) throw new NothingToBook('already');
    const was = payment.dispute_status;
    const next = d.status === 'lost' || was === 'lost' ? 'lost' : d.status === 'won' || was === 'won' ? 'won' : 'open';
    let taken = 0;
    if (d.status === 'lost') {
      const [{ before }] = await tx
        .select({ before: sql<string>`coalesce(sum(${order_refunds.amount}), 0)` })
        .from(order_refunds)
        .where(
          and(
            eq(order_refunds.payment_id, payment.id),
            eq(order_refunds.kind, 'dispute'),
            eq(order_refunds.status, 'succeeded'),
          ),
        );
      taken = Math.min(Math.min(d.amount, payment.amount) - Number(before), payment.amount - payment.refunded_amount);
    }
    // Nothing new (a late `created`, a second report of a loss already booked): rolled back, so the
    // event is not marked applied and a replay answers the same.
    if (next === was && taken <= 0) throw new NothingToBook('unchanged');
    await tx.update(order_payments).set({ dispute_status: next }).where(eq(order_payments.id, payment.id));
    if (taken > 0)
      await takeBack(tx, payment, {
        amount: taken,
        reason: `Dispute lost in ${PROVIDER_LABEL[gateway]}`,
        gateway,
        reference: d.disputeId,
        kind: 'dispute',
      });
    const told =
      next === 'won'
        ? []
        : [
            {
              userIds: await adminsForTemplate(tx, 'payment_disputed'),
              slug: 'payment_disputed',
              vars: {
                order_id: state.order.id,
                title: state.order.title,
                amount: usd(next === 'lost' ? taken : d.amount),
                reason:
                  next === 'lost'
                    ? 'the dispute was lost and the amount taken off the order'
                    : 'the payer opened a dispute',
              },
            },
          ];
    return {
      result: `dispute_${next}`,
      audit: {
        type: 'payment_dispute',
        log: `${PROVIDER_LABEL[gateway]} dispute ${d.disputeId} on payment #${payment.id} (order #${found.order_id}): ${next}${taken > 0 ? `, ${usd(taken)} taken off the order` : ''}`,
      },
      notify: told,
    };
  });
}
