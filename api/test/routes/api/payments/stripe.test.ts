/**
 * Stripe end to end against a local stand-in of its API: the payment and tip links are Checkout
 * Sessions; a `checkout.session.completed` signed as Stripe signs records the money once, whatever is
 * replayed, forged, stale or out of order; the sandbox is gone once Stripe is configured.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  checkout_sessions,
  order_payments,
  orders,
  payment_events,
  writer_transactions,
} from '../../../../src/db/schema/index.js';
import type { Cast } from '../orders/cast.js';
import { makeOrder } from '../orders/fixtures.js';
import type { StripeStandin } from '../../../helpers/stripe-standin.js';
import { postStripeEvent, stripeCast } from '../../../helpers/stripe-cast.js';

let c: Cast;
let stripe: StripeStandin;
stripeCast((cast, standin) => {
  c = cast;
  stripe = standin;
});

const post = (payload: string, signature: string) => postStripeEvent(c, stripe, payload, signature);
const deliver = (payload: string) => postStripeEvent(c, stripe, payload);
const paidOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0].paid_amount;
const paymentsOf = (id: number) => c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, id));

async function link(orderId: number, amount: number): Promise<string> {
  const res = await c.as('client', 'POST', `/api/orders/${orderId}/payment-link`, { amount, gateway: 'stripe' });
  expect(res.statusCode).toBe(200);
  return res.json().payment_link as string;
}
const sessionOf = (url: string) => stripe.sessions.get(url.split('/pay/')[1])!;

describe('Stripe checkout', () => {
  it('offers only Card — Stripe, and answers a Checkout Session link naming the order', async () => {
    expect((await c.as(null, 'GET', '/api/config')).json().gateways).toEqual(['stripe']);
    const f = await makeOrder(c, 'unpaid');
    const url = await link(f.orderId, 40);
    const s = sessionOf(url);
    expect(url).toBe(s.url);
    expect(s).toMatchObject({
      mode: 'payment',
      currency: 'usd',
      amount_total: 4_000,
      line_items_name: `Payment for order #${f.orderId}`,
      metadata: { order_id: String(f.orderId), kind: 'order', user_id: String(c.id.client) },
      success_url: `${c.t.config.publicUrl}/orders/order/${f.orderId}?status=success`,
      cancel_url: `${c.t.config.publicUrl}/orders/order/${f.orderId}?status=error`,
    });
    expect(s.expires_at * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    // The sandbox is not offered, and its page does not serve a Stripe session.
    const sandbox = await c.as('client', 'POST', `/api/orders/${f.orderId}/payment-link`, {
      amount: 10,
      gateway: 'sandbox',
    });
    expect(sandbox.json().errors).toEqual({ gateway: ['This payment option is not available'] });
    expect((await c.t.request({ method: 'POST', url: `/api/checkout/${s.id}/confirm` })).statusCode).toBe(404);
    // A sandbox link made before Stripe was configured can no longer be paid.
    const old = 'cs_sandbox_link_made_before_stripe_1234';
    await c.t.app.db.insert(checkout_sessions).values({
      id: old,
      order_id: f.orderId,
      user_id: c.id.client,
      kind: 'order',
      amount: 1_000,
      gateway: 'sandbox',
      expires_at: new Date(Date.now() + 3600_000),
    });
    expect((await c.t.request({ method: 'POST', url: `/api/checkout/${old}/confirm` })).headers.location).toContain(
      'status=error',
    );
    expect(await paidOf(f.orderId)).toBe(0);
  });

  it('records a completed session once, whatever Stripe retries, with the session as reference', async () => {
    const f = await makeOrder(c, 'unpaid');
    const s = sessionOf(await link(f.orderId, 40));
    // Not paid yet (an async method still pending): nothing recorded.
    const pending = stripe.event('checkout.session.completed', { ...s });
    expect((await deliver(pending.payload)).json()).toMatchObject({ outcome: 'awaiting_payment' });
    const paid = stripe.event('checkout.session.completed', stripe.pay(s.id));
    const results = await Promise.all([deliver(paid.payload), deliver(paid.payload), deliver(paid.payload)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().outcome).sort()).toEqual(['already', 'already', 'recorded']);
    // A second event reporting the same session (async_payment_succeeded) changes nothing either.
    const again = stripe.event('checkout.session.async_payment_succeeded', s);
    expect((await deliver(again.payload)).json().outcome).toBe('already');
    expect(await paidOf(f.orderId)).toBe(4_000);
    const rows = await paymentsOf(f.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: s.id,
      gateway: 'stripe',
      payment_method: 'stripe',
      amount: 4_000,
      provider_payment_id: s.payment_intent,
    });
    const order = (await c.as('client', 'GET', `/api/orders/${f.orderId}`)).json();
    expect(order.order ?? order).toMatchObject({ paid_amount: 40, payment_state: 'Partially Paid' });
  });

  it('refuses forged, stale and unsigned deliveries with 400 and changes nothing', async () => {
    const f = await makeOrder(c, 'unpaid');
    const s = sessionOf(await link(f.orderId, 25));
    const ev = stripe.event('checkout.session.completed', stripe.pay(s.id));
    const forged = await post(ev.payload, stripe.sign(ev.payload, { secret: 'whsec_not_the_secret' }));
    const stale = await post(ev.payload, stripe.sign(ev.payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    const tampered = await post(ev.payload.replace('2500', '1'), stripe.sign(ev.payload));
    const unsigned = await post(ev.payload, '');
    expect([forged.statusCode, stale.statusCode, tampered.statusCode, unsigned.statusCode]).toEqual([
      400, 400, 400, 400,
    ]);
    expect(await paidOf(f.orderId)).toBe(0);
    expect(await c.t.app.db.select().from(payment_events).where(eq(payment_events.event_id, ev.id))).toHaveLength(0);
    expect((await deliver(ev.payload)).json().outcome).toBe('recorded');
    expect(await paidOf(f.orderId)).toBe(2_500);
  });

  it('answers 2xx to other events and to sessions it does not know, changing nothing', async () => {
    const other = stripe.event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(other.payload)).json()).toEqual({ received: true, outcome: 'ignored' });
    const foreign = stripe.event('checkout.session.completed', {
      id: 'cs_test_foreign',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 100,
      currency: 'usd',
      payment_intent: 'pi_x',
    });
    expect((await deliver(foreign.payload)).json().outcome).toBe('unknown_session');
  });

  it('credits a paid tip to the writer once', async () => {
    const f = await makeOrder(c, 'completed', { paid: 10_000 });
    const res = await c.as('client', 'POST', `/api/orders/${f.orderId}/approve`, { rating: 5, tip: 5 });
    expect(res.statusCode).toBe(200);
    const s = sessionOf(res.json().tip_url);
    expect(s).toMatchObject({
      amount_total: 500,
      line_items_name: `Tip for order #${f.orderId}`,
      metadata: { kind: 'tip' },
    });
    const ev = stripe.event('checkout.session.completed', stripe.pay(s.id));
    await deliver(ev.payload);
    await deliver(ev.payload);
    const tips = await c.t.app.db
      .select()
      .from(writer_transactions)
      .where(eq(writer_transactions.source_type, 'order_tip'));
    expect(tips.filter((t) => t.source_id === f.orderId)).toHaveLength(1);
  });
});
