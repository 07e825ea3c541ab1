/**
 * Refunds of order payments. An admin holding `payments.order_payments.refund` gives back all or part of
 * one payment: a Stripe payment through Stripe's Refunds API, a PayPal capture through PayPal's refund
 * call, any other (bank transfer, admin payment, sandbox) recorded as a manual refund. Stripe's dashboard
 * refunds arrive as `charge.refunded` and are recorded through `reconcileProviderRefund`.
 *
 * Money safety: every refund runs in the order's transaction (`changeOrder` locks the order row), locks
 * the payment row (`FOR UPDATE`) and raises `refunded_amount` with a conditional update that cannot pass
 * the payment's amount, so concurrent refunds never give back more than was paid. The order's
 * `paid_amount` drops by the refund (its payment state and badges follow), the log and the client's
 * notification + mail (`order_refunded`) record it.
 *
 * Writer policy: a refund never touches the writer by itself (their earnings were for work done). The
 * admin may also debit the assigned writer a KSh amount (`writer_debit`), booked on the ledger in the same
 * transaction and refused (422) when it would take the balance below zero — checked before the provider
 * is called, so no money moves when the debit cannot be made.
 * @see issue 26 (Refunds); contracts/src/refunds.ts
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fromMinor, toMinor } from '@scriptorium/contracts/core';
import type { PaymentGatewayName, refundRequest, RefundView } from '@scriptorium/contracts/payments';
import type { Tx } from '../../db/client.js';
import { order_payments, order_refunds, orders, users } from '../../db/schema/index.js';
import { fieldError, HttpError } from '../../lib/http-errors.js';
import { authUserById, type Actor, type Origin } from '../auth/current-user.js';
import { postLedgerEntry, writerBalance } from '../ledger/index.js';
import { changeOrder, type OrderChange } from '../orders/change.js';
import { viewAfter } from '../orders/lifecycle.js';
import { adminsForTemplate, ksh, usd } from '../orders/recipients.js';
import type { OrderState } from '../orders/state.js';
import { gatewayNamed } from '../payments-gateway/index.js';
import { isUniqueViolation } from '../payments-gateway/settle.js';

type PaymentRow = typeof order_payments.$inferSelect;
type RefundRow = typeof order_refunds.$inferSelect;

/** Success message of a refund. */
export const REFUND_RECORDED = 'Refund recorded';

/** Wire shape of an `order_refunds` row. */
export function refundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    payment_id: row.payment_id,
    amount: fromMinor(row.amount),
    reason: row.reason,
    gateway: row.gateway,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
  };
}

/** Payment `paymentId` of order `orderId`, locked for the rest of the transaction; 422 when none. */
async function lockPayment(tx: Tx, orderId: number, paymentId: number): Promise<PaymentRow> {
  const [payment] = await tx.select().from(order_payments).where(and(eq(order_payments.id, paymentId), eq(order_payments.order_id, orderId))).for('update');
  if (!payment) throw fieldError('payment_id', 'Choose a payment of this order');
  return payment;
}

interface Booking {
  amount: number;
  reason: string;
  gateway: PaymentGatewayName;
  reference: string | null;
  userId: number | null;
}

/**
 * Books a refund of the locked `payment` inside `tx`: the refund row, the payment's `refunded_amount`
 * (never past its amount: 422 on `amount` otherwise) and the order's `paid_amount`.
 */
async function bookRefund(tx: Tx, payment: PaymentRow, b: Booking): Promise<RefundRow> {
  const [raised] = await tx
    .update(order_payments)
    .set({ refunded_amount: sql`${order_payments.refunded_amount} + ${b.amount}` })
    .where(and(eq(order_payments.id, payment.id), sql`${order_payments.refunded_amount} + ${b.amount} <= ${order_payments.amount}`))
    .returning({ id: order_payments.id });
  if (!raised) throw fieldError('amount', `The amount may not exceed the ${usd(payment.amount - payment.refunded_amount)} left of this payment`);
  await tx.update(orders).set({ paid_amount: sql`greatest(0, ${orders.paid_amount} - ${b.amount})` }).where(eq(orders.id, payment.order_id));
  const [row] = await tx
    .insert(order_refunds)
    .values({ order_id: payment.order_id, payment_id: payment.id, amount: b.amount, reason: b.reason, gateway: b.gateway, reference: b.reference, user_id: b.userId })
    .returning();
  return row;
}

const notifyRefund = async (tx: Tx, state: OrderState, amount: number, reason: string) => [{
  userIds: [state.order.user_id, ...(await adminsForTemplate(tx, 'order_refunded'))],
  slug: 'order_refunded',
  vars: { order_id: state.order.id, title: state.order.title, amount: usd(amount), reason },
}];

/**
 * `POST orders/{id}/refunds` {payment_id, amount, reason, writer_debit?}: refunds `amount` USD of one
 * payment of the order. 422 on `payment_id` (not this order's), `amount` (more than is left of it),
 * `writer_debit` (no writer, or more than their balance); 502 when the provider refuses (nothing is
 * recorded then).
 */
export function refundPayment(app: FastifyInstance, actor: Actor, orderId: number, input: z.output<typeof refundRequest>) {
  return changeOrder(app, actor, orderId, async (tx, state) => {
    const payment = await lockPayment(tx, orderId, input.payment_id);
    const amount = toMinor(input.amount);
    const left = payment.amount - payment.refunded_amount;
    if (amount > left) throw fieldError('amount', `The amount may not exceed the ${usd(left)} left of this payment`);
    const debit = input.writer_debit ? toMinor(input.writer_debit) : 0;
    const writerId = state.assignment?.user_id ?? null;
    if (debit > 0) {
      if (!writerId) throw fieldError('writer_debit', 'This order has no writer to debit');
      // Checked (and the writer's row locked) before any money moves at the provider.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, writerId)).for('update');
      if (debit > (await writerBalance(tx, writerId))) throw fieldError('writer_debit', 'The amount exceeds the writer\'s available balance');
    }
    const gateway = payment.gateway === 'stripe' || payment.gateway === 'paypal' ? payment.gateway : 'manual';
    let reference: string | null = null;
    if (gateway !== 'manual') {
      const provider = gatewayNamed(app, gateway);
      if (!provider?.refund) throw new HttpError(409, `${gateway === 'stripe' ? 'Stripe' : 'PayPal'} is not configured: this payment cannot be refunded here`);
      try {
        // Same payment, same refunded-so-far, same amount → same key: a retry never refunds twice.
        ({ reference } = await provider.refund(payment, amount, `refund-${payment.id}-${payment.refunded_amount}-${amount}`, input.reason));
      } catch (err) {
        app.log.error({ err, orderId, paymentId: payment.id }, 'provider refund failed');
        throw new HttpError(502, 'The refund was not accepted by the payment provider');
      }
    }
    const refund = await bookRefund(tx, payment, { amount, reason: input.reason, gateway, reference, userId: actor.id });
    if (debit > 0 && writerId) {
      await postLedgerEntry(tx, {
        userId: writerId,
        amount: -debit,
        description: `Refund on order #${orderId}: ${ksh(debit)} taken back`,
        source: { type: 'order_refund', id: refund.id },
      });
    }
    return {
      result: { message: REFUND_RECORDED, refund: refundView(refund), order: await viewAfter(tx, state) },
      audit: {
        type: 'order_refunded',
        log: `${actor.name} refunded ${usd(amount)} of payment #${payment.id} (${gateway}${reference ? `, ${reference}` : ''}) on order #${orderId}: ${input.reason}${debit ? `; writer debited ${ksh(debit)}` : ''}`,
      },
      notify: await notifyRefund(tx, state, amount, input.reason),
      alsoReload: writerId && debit ? [writerId] : [],
    };
  });
}

class NothingToBook extends Error {}

/**
 * A refund made at the provider (Stripe's dashboard: `charge.refunded` with the charge's total refunded
 * so far) recorded once: what the provider has refunded beyond `refunded_amount` is booked as one refund
 * keyed by the event (`claim` inserts the event row in the same transaction). Replays and older events
 * find nothing beyond and change nothing.
 * @returns `booked`, `nothing`, or `unknown` when no payment has that provider id
 */
export async function reconcileProviderRefund(
  app: FastifyInstance,
  origin: Origin,
  gateway: 'stripe' | 'paypal',
  refund: { providerPaymentId: string; totalRefunded: number; eventId: string },
  claim: (tx: Tx) => Promise<boolean>,
): Promise<'booked' | 'nothing' | 'unknown'> {
  const [found] = await app.db
    .select({ id: order_payments.id, order_id: order_payments.order_id, client: orders.user_id })
    .from(order_payments)
    .innerJoin(orders, eq(orders.id, order_payments.order_id))
    .where(and(eq(order_payments.gateway, gateway), eq(order_payments.provider_payment_id, refund.providerPaymentId)));
  if (!found) return 'unknown';
  const client = await authUserById(app.db, found.client);
  if (!client) return 'nothing';
  try {
    await changeOrder(app, { ...origin, ...client }, found.order_id, async (tx, state): Promise<OrderChange<null>> => {
      const payment = await lockPayment(tx, found.order_id, found.id);
      const beyond = Math.min(refund.totalRefunded, payment.amount) - payment.refunded_amount;
      if (beyond <= 0 || !(await claim(tx))) throw new NothingToBook();
      const reason = `Refunded in ${gateway === 'stripe' ? 'Stripe' : 'PayPal'}`;
      await bookRefund(tx, payment, { amount: beyond, reason, gateway, reference: refund.eventId, userId: null });
      return {
        result: null,
        audit: { type: 'order_refunded', log: `${reason}: ${usd(beyond)} of payment #${payment.id} on order #${found.order_id} (${refund.eventId})` },
        notify: (await notifyRefund(tx, state, beyond, reason)).map((n) => ({ ...n, includeActor: true })),
      };
    });
    return 'booked';
  } catch (err) {
    if (err instanceof NothingToBook || isUniqueViolation(err)) return 'nothing';
    throw err;
  }
}

/** The payments of order `orderId` with their refunds, oldest first (USD decimals). */
export async function orderPaymentsWithRefunds(db: Tx | FastifyInstance['db'], orderId: number) {
  const payments = await db.select().from(order_payments).where(eq(order_payments.order_id, orderId)).orderBy(order_payments.id);
  const refunds = await db.select().from(order_refunds).where(eq(order_refunds.order_id, orderId)).orderBy(order_refunds.id);
  return payments.map((p) => ({
    id: p.id,
    order_id: p.order_id,
    reference: p.reference,
    payment_method: p.payment_method,
    gateway: p.gateway,
    amount: fromMinor(p.amount),
    refunded_amount: fromMinor(p.refunded_amount),
    created_at: p.created_at.toISOString(),
    refunds: refunds.filter((r) => r.payment_id === p.id).map(refundView),
  }));
}
