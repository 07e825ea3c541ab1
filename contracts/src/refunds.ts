/**
 * Refunds of order payments (USD decimals on the wire): the admin's request, a payment with what was
 * refunded of it, and the gateways that record them. A Stripe payment is refunded through Stripe, a PayPal
 * capture through PayPal, every other method (bank transfer, admin payment, the sandbox) is recorded as a
 * manual refund. @see docs/payments.md "Refund"
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { added } from './added.js';
import { idField, optionalMoney, requiredMoney, requiredText } from './fields.js';
import type { OrderPaymentMethod } from './orders/schemas.js';
import { DISPUTE_STATUSES } from './payment-events.js';

/** Where a payment came from: a real gateway, the built-in sandbox, or recorded by hand (markPaid). */
export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'sandbox', 'manual'] as const;
/** One entry of `PAYMENT_GATEWAYS`. */
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** How a gateway reads on screens. */
export const PAYMENT_GATEWAY_LABELS: Record<PaymentGatewayName, string> = {
  stripe: 'Card — Stripe',
  paypal: 'PayPal',
  sandbox: 'Sandbox',
  manual: 'Manual',
};

/** How a recorded payment method reads (markPaid's `payment_method`, docs/product.md §7 markPaid). */
export const ORDER_PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  bank_transfer: 'Bank transfer',
  admin_payment: 'Admin payment',
};

/**
 * What a payment was made with, as every screen and export shows it: the gateway that took the money
 * ('Card — Stripe', 'PayPal', 'Sandbox'), or for a payment an admin recorded by hand 'Manual — ' and the
 * method they chose ('Manual — Bank transfer'). The gateway decides: a sandbox payment is stored with the
 * card method, so the method alone would call it Stripe. Without a gateway (an older API) the method.
 */
export function paidWithLabel(payment: { payment_method: string; gateway?: PaymentGatewayName | null }): string {
  const method = Object.hasOwn(ORDER_PAYMENT_METHOD_LABELS, payment.payment_method)
    ? ORDER_PAYMENT_METHOD_LABELS[payment.payment_method as OrderPaymentMethod]
    : payment.payment_method;
  if (!payment.gateway) return method;
  if (payment.gateway === 'manual') return `Manual — ${method}`;
  return PAYMENT_GATEWAY_LABELS[payment.gateway];
}

/**
 * `POST /orders/{id}/refunds`: refund `amount` (USD, at most what is left of the payment) of payment
 * `payment_id`, with a reason the client is told. `writer_debit` (KSh, optional) also takes that much back
 * from the assigned writer's balance, never below zero.
 */
export const refundRequest = z.object(
  lazyShape({
    payment_id: () => idField('Choose a payment to refund'),
    amount: () => requiredMoney('amount'),
    reason: () => requiredText('reason', 500),
    writer_debit: () => optionalMoney('writer_debit'),
  }),
);
/** Parsed (output) shape of `refundRequest`. */
export type RefundRequest = z.infer<typeof refundRequest>;

/**
 * A refund's state: `pending` (asked of the provider, not yet confirmed), `succeeded`, or `failed` (the
 * provider reported it failed: its amount is back on the payment). @see docs/payments.md Refund
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
/** What a refund was: an admin's (or the provider dashboard's), money the order could not take given back, a lost dispute. */
export const REFUND_KINDS = ['refund', 'return', 'dispute'] as const;

/** One refund of a payment. `gateway` `manual` when no money moved through a provider. */
export const refundView = z.object(
  lazyShape({
    id: () => z.number().int(),
    payment_id: () => z.number().int(),
    amount: () => z.number(),
    reason: () => z.string(),
    gateway: () => z.string(),
    /** The provider's refund id (`re_…`, PayPal refund id), or null for a manual refund or one still pending. */
    reference: () => z.string().nullable(),
    created_at: () => z.string(),
    ...added('1.3.0', { status: z.enum(REFUND_STATUSES), kind: z.enum(REFUND_KINDS) }),
  }),
);
/** Parsed (output) shape of `refundView`. */
export type RefundView = z.infer<typeof refundView>;

/** What a payment paid for: the order's price (counts toward its paid amount) or a tip (for the writer). */
export const ORDER_PAYMENT_KINDS = ['order', 'tip'] as const;
/**
 * `completed` (applied to the order or the tip) or `returned`: money the order could not take (cancelled,
 * already paid, client gone, another amount), never counted and refunded in full. @see docs/payments.md Payment
 */
export const ORDER_PAYMENT_STATUSES = ['completed', 'returned'] as const;

/** A payment of an order with its refunds (`GET /orders/{id}/payments`). */
export const orderPaymentDetail = z.object(
  lazyShape({
    id: () => z.number().int(),
    order_id: () => z.number().int(),
    reference: () => z.string(),
    payment_method: () => z.string(),
    gateway: () => z.enum(PAYMENT_GATEWAYS),
    amount: () => z.number(),
    refunded_amount: () => z.number(),
    created_at: () => z.string(),
    refunds: () => z.array(refundView),
    ...added('1.3.0', {
      kind: z.enum(ORDER_PAYMENT_KINDS),
      status: z.enum(ORDER_PAYMENT_STATUSES),
      /** Why a `returned` payment was given back; null otherwise. */
      status_reason: z.string().nullable(),
      /** A card holder's dispute of it: null, `open` (shown "Disputed"), `won` or `lost`. */
      dispute_status: z.enum(DISPUTE_STATUSES).nullable(),
    }),
  }),
);
/** Parsed (output) shape of `orderPaymentDetail`. */
export type OrderPaymentDetail = z.infer<typeof orderPaymentDetail>;

/** `GET /orders/{id}/payments`. */
export const orderPaymentDetails = z.array(orderPaymentDetail);

/** What is left to refund of a payment (USD decimal, never negative). */
export function refundable(p: { amount: number; refunded_amount: number }): number {
  return Math.max(0, Math.round((p.amount - p.refunded_amount) * 100) / 100);
}

/** `POST /payments/webhooks/{stripe,paypal}`: the provider's event was verified; `outcome` says what it changed (`recorded`, `already`, `ignored`, …). */
export const webhookReceived = z.object(lazyShape({ received: () => z.literal(true), outcome: () => z.string() }));
