/**
 * Recording money received for an order: one `order_payments` row per reference (the same reference
 * twice never credits twice), `paid_amount` raised, status moved by the lifecycle table.
 * @see docs/product.md §3 Order payment, §7 markPaid; docs/payments.md Payment
 */
import { sql } from 'drizzle-orm';
import { fromMinor, type OrderStatus } from '@scriptorium/contracts/core';
import { pendingAmount, type OrderPaymentMethod } from '@scriptorium/contracts/orders';
import type { PaymentGatewayName } from '@scriptorium/contracts/payments';
import type { Tx } from '../../db/client.js';
import { order_payments, orders } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import { applyAction } from './change.js';
import { usd } from './recipients.js';
import type { OrderState } from './state.js';

/** The `reference` message when a payment reference was already recorded. */
export const DUPLICATE_REFERENCE = 'This payment reference has already been recorded';

export interface PaymentInput {
  /** USD minor units, > 0. */
  amount: number;
  reference: string;
  method: OrderPaymentMethod;
  /** `mark_paid` (admin) or `pay` (the client, through the gateway). */
  action: 'mark_paid' | 'pay';
  /** Where it came from; default `manual` (markPaid). */
  gateway?: PaymentGatewayName;
  /** Stripe's payment intent or PayPal's capture id (what a refund is made against). */
  providerPaymentId?: string | null;
}

/** An order payment as the API returns it (docs/product.md §3 Order payment), amount USD decimal. */
export interface OrderPaymentView {
  id: number;
  order_id: number;
  reference: string;
  payment_method: OrderPaymentMethod;
  gateway: PaymentGatewayName;
  amount: number;
  /** USD decimal refunded of it. */
  refunded_amount: number;
  created_at: string;
}

/** Wire shape of an `order_payments` row. */
export function paymentView(row: typeof order_payments.$inferSelect): OrderPaymentView {
  return {
    id: row.id,
    order_id: row.order_id,
    reference: row.reference,
    // Written only by recordPayment, from an OrderPaymentMethod (the column is text).
    payment_method: row.payment_method as OrderPaymentMethod,
    gateway: row.gateway,
    amount: fromMinor(row.amount),
    refunded_amount: fromMinor(row.refunded_amount),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Records a payment on the locked order of `state`. Throws 403/409 from the lifecycle table, 422 on
 * `amount` when it exceeds what is still owed, 422 on `reference` when it was recorded before.
 */
export async function recordPayment(
  tx: Tx,
  state: OrderState,
  input: PaymentInput,
): Promise<{ payment: OrderPaymentView; status: OrderStatus }> {
  const owed = pendingAmount(state.order.amount, state.order.paid_amount);
  const status = await applyAction(tx, state, input.action, {
    paid_amount: sql`${orders.paid_amount} + ${input.amount}`,
  });
  if (input.amount > owed) throw fieldError('amount', `The amount may not exceed the ${usd(owed)} still owed`);
  const [row] = await tx
    .insert(order_payments)
    .values({
      order_id: state.order.id,
      reference: input.reference,
      payment_method: input.method,
      amount: input.amount,
      gateway: input.gateway ?? 'manual',
      provider_payment_id: input.providerPaymentId ?? null,
    })
    .onConflictDoNothing({ target: order_payments.reference })
    .returning();
  if (!row) throw fieldError('reference', DUPLICATE_REFERENCE);
  return { payment: paymentView(row), status };
}
