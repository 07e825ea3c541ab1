/**
 * Giving money back through a provider without holding a lock while it is asked (docs/payments.md,
 * Refund): the refund is reserved in a short transaction (a `pending` row; the payment's
 * `refunded_amount` and, for money that counts toward the order, the order's `paid_amount` already count
 * it, so concurrent refunds see it), the provider is called after the commit with the refund row's id as
 * idempotency key, and the answer is recorded in another transaction: `succeeded` with the provider's
 * refund id, or the reservation undone when the provider refused. A refund with no provider (bank
 * transfer, admin payment, the sandbox) is `succeeded` at once.
 * @see ./refunds.ts (an admin's refund), ../payments-gateway/settle.ts (money returned)
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentGatewayName } from '@scriptorium/contracts/payments';
import type { Executor, Tx } from '../../db/client.js';
import { order_payments, order_refunds, orders } from '../../db/schema/index.js';
import { fieldError, HttpError } from '../../lib/http-errors.js';
import { providerLimit, within } from '../payments-gateway/deadline.js';
import { gatewayNamed } from '../payments-gateway/index.js';
import { usd } from '../orders/recipients.js';
import type { ServiceDeps } from '../deps.js';

export type PaymentRow = typeof order_payments.$inferSelect;
export type RefundRow = typeof order_refunds.$inferSelect;

/** Whether `payment`'s money counts in its order's `paid_amount` (an order payment taken, not a tip nor money returned). */
export const countsTowardOrder = (payment: Pick<PaymentRow, 'kind' | 'status'>): boolean =>
  payment.kind === 'order' && payment.status === 'completed';

/** Where a refund of `payment` goes: its provider (Stripe, PayPal), or `manual` when no money moves through one. */
export function refundGateway(payment: Pick<PaymentRow, 'gateway'>): 'stripe' | 'paypal' | 'manual' {
  return payment.gateway === 'stripe' || payment.gateway === 'paypal' ? payment.gateway : 'manual';
}

/** What to reserve. */
export interface RefundReservation {
  /** USD minor units, > 0, at most what is left of the payment. */
  amount: number;
  reason: string;
  kind: RefundRow['kind'];
  /** The admin who refunds; null when the app gives money back by itself. */
  userId: number | null;
}

/**
 * Step 1, inside the caller's transaction with `payment` locked: the refund row (`pending`, or
 * `succeeded` with no provider to ask), the payment's `refunded_amount` raised (a conditional update that
 * never passes the payment's amount: 422 on `amount` otherwise) and, for money counting toward the
 * order, the order's `paid_amount` lowered.
 */
export async function reserveRefund(tx: Tx, payment: PaymentRow, r: RefundReservation): Promise<RefundRow> {
  const [raised] = await tx
    .update(order_payments)
    .set({ refunded_amount: sql`${order_payments.refunded_amount} + ${r.amount}` })
    .where(
      and(
        eq(order_payments.id, payment.id),
        sql`${order_payments.refunded_amount} + ${r.amount} <= ${order_payments.amount}`,
      ),
    )
    .returning({ id: order_payments.id });
  if (!raised)
    throw fieldError(
      'amount',
      `The amount may not exceed the ${usd(payment.amount - payment.refunded_amount)} left of this payment`,
    );
  if (countsTowardOrder(payment))
    await tx
      .update(orders)
      .set({ paid_amount: sql`greatest(0, ${orders.paid_amount} - ${r.amount})` })
      .where(eq(orders.id, payment.order_id));
  const gateway: PaymentGatewayName = refundGateway(payment);
  const [row] = await tx
    .insert(order_refunds)
    .values({
      order_id: payment.order_id,
      payment_id: payment.id,
      amount: r.amount,
      reason: r.reason,
      gateway,
      reference: null,
      user_id: r.userId,
      kind: r.kind,
      status: gateway === 'manual' ? 'succeeded' : 'pending',
    })
    .returning();
  return row;
}

/**
 * Step 2, outside any transaction: asks the payment's provider to give back `refund.amount`, idempotent
 * under `refund-{refund id}`; answers the provider's refund id. Throws when the provider refuses or cannot
 * be reached (a 409 `HttpError` when its gateway is no longer configured).
 */
export async function callRefund(
  deps: Pick<ServiceDeps, 'config'>,
  payment: PaymentRow,
  refund: RefundRow,
): Promise<{ reference: string }> {
  const gateway = refundGateway(payment);
  const provider = gateway === 'manual' ? null : gatewayNamed(deps, gateway);
  if (!provider?.refund)
    throw new HttpError(
      409,
      `${gateway === 'stripe' ? 'Stripe' : 'PayPal'} is not configured: this payment cannot be refunded here`,
    );
  return provider.refund(payment, refund.amount, `refund-${refund.id}`, refund.reason);
}

/** Step 3, the provider accepted: `pending` → `succeeded` with its refund id. False when the refund was no longer pending. */
export async function confirmRefund(db: Executor, refundId: number, reference: string): Promise<boolean> {
  const [row] = await db
    .update(order_refunds)
    .set({ status: 'succeeded', reference, updated_at: new Date() })
    .where(and(eq(order_refunds.id, refundId), eq(order_refunds.status, 'pending')))
    .returning({ id: order_refunds.id });
  return !!row;
}

/**
 * Step 3, the provider refused: the pending refund is removed and its amount is back on the payment and,
 * for money counting toward the order, on the order. False when it was no longer pending (nothing undone).
 */
export async function undoRefund(tx: Tx, refund: RefundRow): Promise<boolean> {
  const [gone] = await tx
    .delete(order_refunds)
    .where(and(eq(order_refunds.id, refund.id), eq(order_refunds.status, 'pending')))
    .returning({ id: order_refunds.id });
  if (!gone) return false;
  const [payment] = await tx
    .update(order_payments)
    .set({ refunded_amount: sql`greatest(0, ${order_payments.refunded_amount} - ${refund.amount})` })
    .where(eq(order_payments.id, refund.payment_id))
    .returning();
  if (countsTowardOrder(payment))
    await tx
      .update(orders)
      .set({ paid_amount: sql`${orders.paid_amount} + ${refund.amount}` })
      .where(eq(orders.id, refund.order_id));
  return true;
}

/**
 * Gives back money the app could not take (refunds of kind `return`, reserved `pending`) through each
 * payment's provider, after the commit that reserved them, waiting at most the provider limit. A refund
 * the provider accepts becomes `succeeded`; one it refuses or does not answer stays `pending` and is
 * logged: the money is still with us and an admin must see to it (the admins were told when it was
 * returned; the reconciliation lists pending refunds). Never throws.
 */
export async function sendReturns(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'log'>,
  returns: { payment: PaymentRow; refund: RefundRow }[],
): Promise<void> {
  await Promise.all(
    returns
      .filter(({ refund }) => refund.status === 'pending')
      .map(async ({ payment, refund }) => {
        const done = callRefund(deps, payment, refund).then(({ reference }) =>
          confirmRefund(deps.db, refund.id, reference),
        );
        // The outcome is recorded whenever it comes; failures are logged here or below.
        done.catch((err: unknown) =>
          deps.log.error(
            { err, orderId: payment.order_id, paymentId: payment.id, refundId: refund.id },
            'money to give back was not refunded by the provider: it stays pending',
          ),
        );
        try {
          await within(done, providerLimit(deps.config));
        } catch {
          // Logged above (refused) or left to its late answer (not in time).
        }
      }),
  );
}
