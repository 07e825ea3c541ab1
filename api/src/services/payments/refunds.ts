/**
 * Refunds of order payments. An admin holding `payments.order_payments.refund` gives back all or part of
 * one payment: a Stripe payment through Stripe's Refunds API, a PayPal capture through PayPal's refund
 * call, any other (bank transfer, admin payment, sandbox) recorded as a manual refund. Refunds made in a
 * provider's dashboard, failed refunds and disputes are booked from its events (./provider-refunds.ts).
 *
 * Money safety, with no provider call under a lock (docs/payments.md, Refund): the refund is reserved in
 * a short transaction with the order and the payment locked (a `pending` row; the payment's
 * `refunded_amount` rises with a conditional update that cannot pass its amount, and the order's
 * `paid_amount` drops for money that counted toward it), so concurrent refunds never give back more than
 * was paid; the provider is then asked outside any transaction, idempotent under the refund row's id;
 * its answer is recorded in another transaction: `succeeded` with its refund id (the log and the client's
 * notification + mail `order_refunded` then), or the reservation undone when it refused (502). A provider
 * that has not answered within the limit (20 s) makes the call answer 503 with the refund pending; its
 * late answer is recorded the same way when it comes.
 *
 * Writer policy: a refund never touches the writer by itself (their earnings were for work done). The
 * admin may also debit the assigned writer a KSh amount (`writer_debit`): checked (422 when it would take
 * the balance below zero) before the provider is asked, booked on the ledger when the refund succeeded.
 * A tip's refund debits nobody unless asked either.
 * @see docs/payments.md (Refund); contracts/src/refunds.ts
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fromMinor, toMinor } from '@scriptorium/contracts/core';
import type { refundRequest, RefundView } from '@scriptorium/contracts/payments';
import type { Executor, Tx } from '../../db/client.js';
import { order_payments, order_refunds, users } from '../../db/schema/index.js';
import { fieldError, HttpError } from '../../lib/http-errors.js';
import type { Actor } from '../../core/auth/current-user.js';
import { postLedgerEntry, writerBalance } from '../ledger/index.js';
import { changeOrder, type OrderChangeDeps } from '../orders/change.js';
import { viewAfter, type OrderResult } from '../orders/lifecycle.js';
import { adminsForTemplate, ksh, usd } from '../orders/recipients.js';
import { loadOrder } from '../orders/state.js';
import { ProviderTimeout, providerLimit, within } from '../payments-gateway/deadline.js';
import { gatewayNamed } from '../payments-gateway/index.js';
import {
  callRefund,
  confirmRefund,
  refundGateway,
  reserveRefund,
  undoRefund,
  type PaymentRow,
  type RefundRow,
} from './refund-calls.js';

/** Success message of a refund. */
export const REFUND_RECORDED = 'Refund recorded';
/** The 502 when the provider refused the refund (nothing is booked). */
export const REFUND_REFUSED = 'The refund was not accepted by the payment provider';
/** Said with a refund whose writer debit could not be booked: the writer's balance fell while the provider was asked. */
const DEBIT_MISSED = "The writer debit was not taken: the writer's balance no longer covers it";
/** The 503 when the provider did not answer in time (the refund stays pending until it does). */
export const REFUND_PENDING =
  'The payment provider has not answered yet: the refund is pending and will be recorded when it does';

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
    status: row.status,
    kind: row.kind,
  };
}

/** Payment `paymentId` of order `orderId`, locked for the rest of the transaction; 422 when none. */
async function lockPayment(tx: Tx, orderId: number, paymentId: number): Promise<PaymentRow> {
  const [payment] = await tx
    .select()
    .from(order_payments)
    .where(and(eq(order_payments.id, paymentId), eq(order_payments.order_id, orderId)))
    .for('update');
  if (!payment) throw fieldError('payment_id', 'Choose a payment of this order');
  return payment;
}

/** The refund reserved by step 1, with what step 3 needs. */
interface Reserved {
  payment: PaymentRow;
  refund: RefundRow;
  /** KSh minor units to take back from `writerId` once the refund succeeded (0: none). */
  debit: number;
  writerId: number | null;
}

/**
 * `POST orders/{id}/refunds` {payment_id, amount, reason, writer_debit?}: refunds `amount` USD of one
 * payment of the order (an order payment or a tip). 422 on `payment_id` (not this order's), `amount`
 * (more than is left of it), `writer_debit` (no writer, or more than their balance); 409 when the
 * payment's provider is no longer configured; 502 when the provider refuses (nothing is booked then);
 * 503 when it has not answered within the limit (the refund is pending until it does).
 */
export async function refundPayment(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  input: z.output<typeof refundRequest>,
): Promise<OrderResult & { refund: RefundView }> {
  const amount = toMinor(input.amount);
  const debit = input.writer_debit ? toMinor(input.writer_debit) : 0;
  const reserved = await deps.db.transaction(async (tx): Promise<Reserved> => {
    const state = await loadOrder(tx, actor, orderId, { lock: true });
    const payment = await lockPayment(tx, orderId, input.payment_id);
    const left = payment.amount - payment.refunded_amount;
    if (amount > left) throw fieldError('amount', `The amount may not exceed the ${usd(left)} left of this payment`);
    const writerId = state.assignment?.user_id ?? null;
    if (debit > 0) {
      if (!writerId) throw fieldError('writer_debit', 'This order has no writer to debit');
      if (debit > (await writerBalance(tx, writerId)))
        throw fieldError('writer_debit', "The amount exceeds the writer's available balance");
    }
    const gateway = refundGateway(payment);
    if (gateway !== 'manual' && !gatewayNamed(deps, gateway)?.refund)
      throw new HttpError(
        409,
        `${gateway === 'stripe' ? 'Stripe' : 'PayPal'} is not configured: this payment cannot be refunded here`,
      );
    const refund = await reserveRefund(tx, payment, { amount, reason: input.reason, kind: 'refund', userId: actor.id });
    return { payment, refund, debit, writerId };
  });
  if (reserved.refund.status !== 'pending') return recordRefund(deps, actor, reserved, null);
  // Never rejects: the provider's answer is recorded whenever it comes.
  const outcome: Promise<(OrderResult & { refund: RefundView }) | HttpError> = callRefund(
    deps,
    reserved.payment,
    reserved.refund,
  )
    .then(
      ({ reference }) => recordRefund(deps, actor, reserved, reference),
      (err: unknown) => refusedRefund(deps, reserved, err),
    )
    .catch((err: unknown) => {
      deps.log.error({ err, orderId, refundId: reserved.refund.id }, 'refund outcome not recorded');
      return new HttpError(500, 'The refund could not be recorded');
    });
  let answer: (OrderResult & { refund: RefundView }) | HttpError;
  try {
    answer = await within(outcome, providerLimit(deps.config));
  } catch (err) {
    if (!(err instanceof ProviderTimeout)) throw err;
    deps.log.error(
      { orderId, refundId: reserved.refund.id, limit: providerLimit(deps.config) },
      'refund provider did not answer in time: the refund stays pending',
    );
    throw new HttpError(503, REFUND_PENDING);
  }
  if (answer instanceof HttpError) throw answer;
  return answer;
}

/** The provider refused: the reservation is undone (nothing booked), 502. */
async function refusedRefund(deps: OrderChangeDeps, r: Reserved, err: unknown): Promise<HttpError> {
  deps.log.error(
    { err, orderId: r.payment.order_id, paymentId: r.payment.id, refundId: r.refund.id },
    'provider refund failed',
  );
  await deps.db.transaction((tx) => undoRefund(tx, r.refund));
  return err instanceof HttpError ? err : new HttpError(502, REFUND_REFUSED);
}

/**
 * Step 3 of a refund that succeeded (`reference`: the provider's refund id; null for a manual one), in
 * the order's transaction: the refund `succeeded`, the writer debit booked (left out, and said so, when
 * the writer's balance no longer covers it), the log row and the client's notification.
 */
function recordRefund(
  deps: OrderChangeDeps,
  actor: Actor,
  r: Reserved,
  reference: string | null,
): Promise<OrderResult & { refund: RefundView }> {
  const { payment, refund, writerId } = r;
  return changeOrder(deps, actor, payment.order_id, async (tx, state) => {
    if (reference) await confirmRefund(tx, refund.id, reference);
    const debited = r.debit > 0 && writerId ? await debitWriter(tx, writerId, r.debit, refund) : 0;
    const [row] = await tx.select().from(order_refunds).where(eq(order_refunds.id, refund.id));
    const missed = r.debit > 0 && debited === 0;
    return {
      result: {
        message: missed ? `${REFUND_RECORDED}. ${DEBIT_MISSED}` : REFUND_RECORDED,
        refund: refundView(row),
        order: await viewAfter(tx, state),
      },
      audit: {
        type: 'order_refunded',
        log: `${actor.name} refunded ${usd(refund.amount)} of ${payment.kind === 'tip' ? 'tip' : 'payment'} #${payment.id} (${refund.gateway}${reference ? `, ${reference}` : ''}) on order #${payment.order_id}: ${refund.reason}${debited ? `; writer debited ${ksh(debited)}` : ''}${missed ? `; ${DEBIT_MISSED}` : ''}`,
      },
      notify: [
        {
          userIds: [state.order.user_id, ...(await adminsForTemplate(tx, 'order_refunded'))],
          slug: 'order_refunded',
          vars: {
            order_id: state.order.id,
            title: state.order.title,
            amount: usd(refund.amount),
            reason: refund.reason,
          },
        },
      ],
      alsoReload: writerId && debited ? [writerId] : [],
    };
  });
}

/** Takes `debit` KSh minor units back from the writer for `refund`, unless their balance no longer covers it (0 then). */
async function debitWriter(tx: Tx, writerId: number, debit: number, refund: RefundRow): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, writerId)).for('update');
  if (debit > (await writerBalance(tx, writerId))) return 0;
  await postLedgerEntry(tx, {
    userId: writerId,
    amount: -debit,
    description: `Refund on order #${refund.order_id}: ${ksh(debit)} taken back`,
    source: { type: 'order_refund', id: refund.id },
  });
  return debit;
}

/** The payments of order `orderId` with their refunds, oldest first (USD decimals). */
export async function orderPaymentsWithRefunds(db: Executor, orderId: number) {
  const payments = await db
    .select()
    .from(order_payments)
    .where(eq(order_payments.order_id, orderId))
    .orderBy(order_payments.id);
  const refunds = await db
    .select()
    .from(order_refunds)
    .where(eq(order_refunds.order_id, orderId))
    .orderBy(order_refunds.id);
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
    kind: p.kind,
    status: p.status,
    status_reason: p.status_reason,
    dispute_status: p.dispute_status,
  }));
}
