/**
 * The money of the reconciliation tests, on both sides: what the Stripe and PayPal stand-ins report
 * (sessions paid, captures, refunds) and what the ledger holds (order payments, refunds, checkouts),
 * written directly so each case is exactly the disagreement it names. Test-only.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.js';
import { checkout_sessions, order_payments, order_refunds, orders, users } from '../../../src/db/schema/index.js';
import type { PaypalStandin } from '../../helpers/paypal-standin.js';
import type { StandinSession, StripeStandin } from '../../helpers/stripe-standin.js';

const hex = () => randomBytes(8).toString('hex');

/** The demo client and one of their orders: what every ledger row here belongs to. */
export async function demoOrder(db: Db): Promise<{ orderId: number; userId: number }> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'client@example.com'));
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.user_id, client.id))
    .orderBy(asc(orders.id))
    .limit(1);
  return { orderId: order.id, userId: client.id };
}

/** A Checkout Session of `amount` cents paid at the Stripe stand-in; answers its payment intent. */
export function paidAtStripe(stripe: StripeStandin, amount: number): StandinSession {
  const id = `cs_test_${hex()}`;
  const session: StandinSession = {
    id,
    object: 'checkout.session',
    mode: 'payment',
    currency: 'usd',
    amount_total: amount,
    metadata: {},
    client_reference_id: null,
    success_url: 'http://x/ok',
    cancel_url: 'http://x/no',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    url: `${stripe.url}/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    line_items_name: 'Payment',
  };
  stripe.sessions.set(id, session);
  return stripe.pay(id);
}

/** A PayPal order of `amount` cents captured at the PayPal stand-in; answers its capture id. */
export function capturedAtPaypal(paypal: PaypalStandin, amount: number): string {
  const id = hex().toUpperCase();
  const capture = hex().toUpperCase();
  paypal.orders.set(id, {
    id,
    status: 'COMPLETED',
    value: (amount / 100).toFixed(2),
    custom_id: 'order',
    capture: { id: capture, refunded: 0, at: Date.now() },
  });
  return capture;
}

/** A refund of `amount` cents of capture `captureId` at the PayPal stand-in; answers the refund id. */
export function refundedAtPaypal(paypal: PaypalStandin, captureId: string, amount: number): string {
  const order = [...paypal.orders.values()].find((o) => o.capture?.id === captureId)!;
  const id = hex().toUpperCase();
  order.capture!.refunded += amount;
  (order.capture!.refunds ??= []).push({ id, amount, at: Date.now() });
  return id;
}

/** A refund of `amount` cents of `paymentIntent` at the Stripe stand-in; answers the refund id. */
export function refundedAtStripe(stripe: StripeStandin, paymentIntent: string, amount: number): string {
  stripe.refundInDashboard(paymentIntent, amount);
  return stripe.refunds.get(paymentIntent)!.at(-1)!.id;
}

/** Records a payment as the app does; answers its row id. */
export async function book(
  db: Db,
  order: { orderId: number },
  values: {
    gateway: 'stripe' | 'paypal' | 'sandbox' | 'manual';
    amount: number;
    providerPaymentId?: string | null;
    reference?: string;
  },
): Promise<number> {
  const method = values.gateway === 'paypal' ? 'paypal' : values.gateway === 'manual' ? 'bank_transfer' : 'stripe';
  const [row] = await db
    .insert(order_payments)
    .values({
      order_id: order.orderId,
      reference: values.reference ?? `ref_${hex()}`,
      payment_method: method,
      amount: values.amount,
      gateway: values.gateway,
      provider_payment_id: values.providerPaymentId ?? null,
    })
    .returning({ id: order_payments.id });
  return row.id;
}

/** Records a refund of payment `paymentId` as the app does; answers its row id. */
export async function bookRefund(
  db: Db,
  order: { orderId: number },
  values: {
    paymentId: number;
    gateway: 'stripe' | 'paypal' | 'manual';
    amount: number;
    reference: string | null;
    status?: 'pending' | 'succeeded' | 'failed';
    createdAt?: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(order_refunds)
    .values({
      order_id: order.orderId,
      payment_id: values.paymentId,
      amount: values.amount,
      reason: 'Test refund',
      gateway: values.gateway,
      reference: values.reference,
      status: values.status ?? 'succeeded',
      created_at: values.createdAt ?? new Date(),
    })
    .returning({ id: order_refunds.id });
  return row.id;
}

/**
 * A month that adds up: a Stripe payment partly refunded, a PayPal capture partly refunded, both booked;
 * a sandbox and a manual payment (no provider money); a Stripe checkout opened an hour ago (not stale yet).
 */
export async function cleanMonth(db: Db, stripe: StripeStandin, paypal: PaypalStandin): Promise<void> {
  const order = await demoOrder(db);
  const card = paidAtStripe(stripe, 4_000);
  const cardRow = await book(db, order, {
    gateway: 'stripe',
    amount: 4_000,
    providerPaymentId: card.payment_intent,
    reference: card.id,
  });
  await bookRefund(db, order, {
    paymentId: cardRow,
    gateway: 'stripe',
    amount: 1_000,
    reference: refundedAtStripe(stripe, card.payment_intent!, 1_000),
  });
  const capture = capturedAtPaypal(paypal, 3_000);
  const paypalRow = await book(db, order, { gateway: 'paypal', amount: 3_000, providerPaymentId: capture });
  await bookRefund(db, order, {
    paymentId: paypalRow,
    gateway: 'paypal',
    amount: 500,
    reference: refundedAtPaypal(paypal, capture, 500),
  });
  await book(db, order, { gateway: 'sandbox', amount: 2_500 });
  const manual = await book(db, order, { gateway: 'manual', amount: 9_900 });
  await bookRefund(db, order, { paymentId: manual, gateway: 'manual', amount: 900, reference: null });
  await db.insert(checkout_sessions).values({
    id: `cs_${hex()}`,
    order_id: order.orderId,
    user_id: order.userId,
    kind: 'order',
    amount: 1_234,
    gateway: 'stripe',
    status: 'open',
    created_at: new Date(Date.now() - 3_600_000),
    expires_at: new Date(Date.now() + 20 * 3_600_000),
    provider_session_id: `cs_test_${hex()}`,
  });
}

/** One expected mismatch: kind, gateway and reference. */
export type Expected = { kind: string; gateway: string; reference: string };

/**
 * Everything that can go wrong at once: Stripe money no payment records, a PayPal capture the ledger
 * has but PayPal never saw, a Stripe payment booked for another amount, a PayPal refund not booked, a
 * Stripe checkout still open 25 h after it was made, a Stripe refund pending for an hour.
 */
export async function faults(db: Db, stripe: StripeStandin, paypal: PaypalStandin): Promise<Expected[]> {
  const order = await demoOrder(db);
  const unbooked = paidAtStripe(stripe, 4_200);
  const ghost = `GHOST${hex().toUpperCase()}`;
  await book(db, order, { gateway: 'paypal', amount: 1_500, providerPaymentId: ghost });
  const misbooked = paidAtStripe(stripe, 4_500);
  const misbookedRow = await book(db, order, {
    gateway: 'stripe',
    amount: 5_000,
    providerPaymentId: misbooked.payment_intent,
    reference: misbooked.id,
  });
  const capture = capturedAtPaypal(paypal, 2_000);
  await book(db, order, { gateway: 'paypal', amount: 2_000, providerPaymentId: capture });
  const paypalRefund = refundedAtPaypal(paypal, capture, 700);
  const stale = `cs_${hex()}`;
  await db.insert(checkout_sessions).values({
    id: stale,
    order_id: order.orderId,
    user_id: order.userId,
    kind: 'order',
    amount: 4_321,
    gateway: 'stripe',
    status: 'open',
    created_at: new Date(Date.now() - 25 * 3_600_000),
    expires_at: new Date(Date.now() - 3_600_000),
    provider_session_id: `cs_test_${hex()}`,
  });
  const pending = await bookRefund(db, order, {
    paymentId: misbookedRow,
    gateway: 'stripe',
    amount: 300,
    reference: null,
    status: 'pending',
    createdAt: new Date(Date.now() - 3_600_000),
  });
  return [
    { kind: 'missing_in_ledger', gateway: 'stripe', reference: unbooked.payment_intent! },
    { kind: 'missing_at_provider', gateway: 'paypal', reference: ghost },
    { kind: 'amount_differs', gateway: 'stripe', reference: misbooked.payment_intent! },
    { kind: 'missing_in_ledger', gateway: 'paypal', reference: paypalRefund },
    { kind: 'stale_checkout', gateway: 'stripe', reference: stale },
    { kind: 'pending_refund', gateway: 'stripe', reference: `refund #${pending}` },
  ];
}

/** The last 30 days, today included, as yyyy-MM-dd (UTC). */
export function lastMonth(): { from: string; to: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(new Date(Date.now() - 29 * 86_400_000)), to: day(new Date()) };
}
