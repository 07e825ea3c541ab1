/**
 * Money the order cannot take goes back: a payment Stripe reports for an order already paid in full, a
 * cancelled order, or another amount than the session's is recorded as `returned` (never counted in the
 * paid amount), refunded in full at Stripe at once (a refund of kind `return`), and the admins are told;
 * the webhook still answers 2xx and a replay changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, order_payments, order_refunds, orders } from '../../../../src/db/schema/index.js';
import type { Cast } from '../orders/cast.js';
import { makeOrder } from '../orders/fixtures.js';
import type { StandinSession, StripeStandin } from '../../../helpers/stripe-standin.js';
import { postStripeEvent, stripeCast } from '../../../helpers/stripe-cast.js';

let c: Cast;
let stripe: StripeStandin;
stripeCast((cast, standin) => {
  c = cast;
  stripe = standin;
});

const deliver = (payload: string) => postStripeEvent(c, stripe, payload);
const paidOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0].paid_amount;
const paymentsOf = (id: number) =>
  c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, id)).orderBy(order_payments.id);
const refundsOf = (id: number) =>
  c.t.app.db.select().from(order_refunds).where(eq(order_refunds.order_id, id)).orderBy(order_refunds.id);
/** What Stripe has refunded of payment intent `pi` (USD cents). */
const refundedAtStripe = (pi: string) => (stripe.refunds.get(pi) ?? []).reduce((a, r) => a + r.amount, 0);

/** A Stripe session for `amount` USD of order `orderId` (the client's link), as the stand-in holds it. */
async function session(orderId: number, amount: number): Promise<StandinSession> {
  const res = await c.as('client', 'POST', `/api/orders/${orderId}/payment-link`, { amount });
  expect(res.statusCode).toBe(200);
  return stripe.sessions.get((res.json().payment_link as string).split('/pay/')[1])!;
}
/** The buyer pays `s` at Stripe; answers the completed event (not delivered yet). */
const payAtStripe = (s: StandinSession) => stripe.event('checkout.session.completed', { ...stripe.pay(s.id) });

describe('money the order cannot take', () => {
  it('gives back a second session paid after the first paid the order in full', async () => {
    const f = await makeOrder(c, 'unpaid', { amount: 5_000 });
    const first = await session(f.orderId, 50);
    const second = await session(f.orderId, 30);
    // The client paid both tabs at Stripe before either webhook arrived.
    const paidFirst = payAtStripe(first);
    const paidSecond = payAtStripe(second);
    expect((await deliver(paidFirst.payload)).json()).toEqual({ received: true, outcome: 'recorded' });
    const res = await deliver(paidSecond.payload);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'returned']);
    expect(await paidOf(f.orderId)).toBe(5_000);
    expect(refundedAtStripe(second.payment_intent!)).toBe(3_000);
    expect(refundedAtStripe(first.payment_intent!)).toBe(0);
    const [, returned] = await paymentsOf(f.orderId);
    expect(returned).toMatchObject({
      status: 'returned',
      status_reason: 'The order was already fully paid',
      amount: 3_000,
      refunded_amount: 3_000,
      provider_payment_id: second.payment_intent,
      kind: 'order',
    });
    const [refund] = await refundsOf(f.orderId);
    expect(refund).toMatchObject({
      payment_id: returned.id,
      kind: 'return',
      status: 'succeeded',
      amount: 3_000,
      reference: stripe.refunds.get(second.payment_intent!)![0].id,
    });
    // The order's Payments card shows it, with why.
    const card = (await c.as('client', 'GET', `/api/orders/${f.orderId}/payments`)).json();
    expect(card[1]).toMatchObject({
      status: 'returned',
      status_reason: 'The order was already fully paid',
      refunded_amount: 30,
      refunds: [{ kind: 'return', status: 'succeeded', amount: 30 }],
    });
    // The admins who refund are told.
    const told = await c.t.app.db.select().from(notifications).where(eq(notifications.user_id, c.id.admin));
    expect(told.some((n) => JSON.stringify(n.data).includes(`Payment of $30.00 returned on order #${f.orderId}`))).toBe(
      true,
    );
    // Stripe retries the event: nothing more moves.
    expect((await deliver(paidSecond.payload)).json().outcome).toBe('already');
    expect(refundedAtStripe(second.payment_intent!)).toBe(3_000);
    expect(await paymentsOf(f.orderId)).toHaveLength(2);
  });

  it('takes one of two payments that each fill the order when they arrive at once, and gives back the other', async () => {
    const f = await makeOrder(c, 'unpaid', { amount: 6_000 });
    const [a, b] = [await session(f.orderId, 60), await session(f.orderId, 60)];
    expect(a.id).toBe(b.id);
    // Two tabs of one link cannot both pay at Stripe; two links of different gateways or amounts can.
    const other = await session(f.orderId, 59.99);
    const both = await Promise.all([deliver(payAtStripe(a).payload), deliver(payAtStripe(other).payload)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().outcome).sort()).toEqual(['recorded', 'returned']);
    const payments = await paymentsOf(f.orderId);
    const taken = payments.filter((p) => p.status === 'completed');
    expect(taken).toHaveLength(1);
    expect(await paidOf(f.orderId)).toBe(taken[0].amount);
    const back = payments.find((p) => p.status === 'returned')!;
    expect(refundedAtStripe(back.provider_payment_id!)).toBe(back.amount);
  });

  it('gives back a payment made at Stripe after an admin cancelled the order', async () => {
    const f = await makeOrder(c, 'unpaid');
    const s = await session(f.orderId, 40);
    const paid = payAtStripe(s);
    expect(
      (await c.as('admin', 'POST', `/api/orders/${f.orderId}/cancel`, { reason: 'Out of scope' })).statusCode,
    ).toBe(200);
    const res = await deliver(paid.payload);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'returned']);
    expect(await paidOf(f.orderId)).toBe(0);
    expect(refundedAtStripe(s.payment_intent!)).toBe(4_000);
    const [payment] = await paymentsOf(f.orderId);
    expect(payment).toMatchObject({
      status: 'returned',
      status_reason: 'The order was cancelled',
      refunded_amount: 4_000,
    });
  });

  it('gives back a payment of another amount than its session asked', async () => {
    const f = await makeOrder(c, 'unpaid');
    const s = await session(f.orderId, 40);
    stripe.pay(s.id);
    const odd = stripe.event('checkout.session.completed', { ...s, amount_total: 3_999 });
    expect((await deliver(odd.payload)).json().outcome).toBe('returned');
    expect(await paidOf(f.orderId)).toBe(0);
    expect(refundedAtStripe(s.payment_intent!)).toBe(3_999);
    const [payment] = await paymentsOf(f.orderId);
    expect(payment).toMatchObject({ status: 'returned', amount: 3_999 });
    expect(payment.status_reason).toContain('the checkout asked $40.00');
  });

  it('keeps a returned payment pending when Stripe refuses to give it back, and counts it nowhere', async () => {
    const f = await makeOrder(c, 'unpaid');
    const s = await session(f.orderId, 40);
    const paid = payAtStripe(s);
    expect((await c.as('admin', 'POST', `/api/orders/${f.orderId}/cancel`, {})).statusCode).toBe(200);
    stripe.fault('POST /v1/refunds', { status: 500 });
    try {
      expect((await deliver(paid.payload)).json().outcome).toBe('returned');
    } finally {
      stripe.fault('POST /v1/refunds', null);
    }
    const [refund] = await refundsOf(f.orderId);
    expect(refund).toMatchObject({ kind: 'return', status: 'pending', reference: null, amount: 4_000 });
    expect(await paidOf(f.orderId)).toBe(0);
    // Nothing is left to refund by hand twice.
    const again = await c.as('admin', 'POST', `/api/orders/${f.orderId}/refunds`, {
      payment_id: refund.payment_id,
      amount: 1,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(422);
    expect(
      await c.t.app.db
        .select()
        .from(order_refunds)
        .where(and(eq(order_refunds.order_id, f.orderId))),
    ).toHaveLength(1);
  });
});
