/**
 * Stripe events that move money, against the Stripe stand-in: every verified event is stored as received
 * and applied once, whatever is replayed, concurrent or out of order; a failed refund gives its amount
 * back; a dispute shows on the payment, a lost one takes the amount off the order, a won one changes
 * nothing; unknown types are stored and ignored; forged ones are refused and not stored. Admins list the
 * stored events and apply one again.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  notifications,
  order_payments,
  order_refunds,
  orders,
  payment_events,
} from '../../../../src/db/schema/index.js';
import type { Cast } from '../orders/cast.js';
import { makeOrder } from '../orders/fixtures.js';
import { adminWith } from '../../../helpers/fixtures.js';
import type { StripeStandin } from '../../../helpers/stripe-standin.js';
import { postStripeEvent, stripeCast } from '../../../helpers/stripe-cast.js';

let c: Cast;
let stripe: StripeStandin;
stripeCast((cast, standin) => {
  c = cast;
  stripe = standin;
});

const deliver = (payload: string) => postStripeEvent(c, stripe, payload);
const outcomeOf = async (payload: string) => {
  const res = await deliver(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ outcome: string }>().outcome;
};
const paidOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0].paid_amount;
const paymentOf = async (id: number) =>
  (await c.t.app.db.select().from(order_payments).where(eq(order_payments.id, id)))[0];
const refundsOf = (paymentId: number) =>
  c.t.app.db.select().from(order_refunds).where(eq(order_refunds.payment_id, paymentId)).orderBy(order_refunds.id);
const storedEvent = async (id: string) =>
  (
    await c.t.app.db
      .select()
      .from(payment_events)
      .where(and(eq(payment_events.provider, 'stripe'), eq(payment_events.event_id, id)))
  )[0];
const toldAdmin = async (text: string) =>
  (await c.t.app.db.select().from(notifications).where(eq(notifications.user_id, c.id.admin))).some((n) =>
    JSON.stringify(n.data).includes(text),
  );

/** An order of $100 whose client paid $60 through the stand-in (session completed, not yet delivered unless `record`). */
async function paidThroughStripe(record = true) {
  const f = await makeOrder(c, 'unpaid');
  const link = (
    await c.as('client', 'POST', `/api/orders/${f.orderId}/payment-link`, { amount: 60, gateway: 'stripe' })
  ).json().payment_link as string;
  const session = stripe.pay(link.split('/pay/')[1]);
  const completed = stripe.event('checkout.session.completed', session);
  if (record) expect(await outcomeOf(completed.payload)).toBe('recorded');
  const [payment] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, f.orderId));
  return { orderId: f.orderId, payment, intent: session.payment_intent!, completed };
}

const refundObject = (id: string, intent: string, amount: number, status: string) => ({
  id,
  object: 'refund',
  amount,
  currency: 'usd',
  payment_intent: intent,
  status,
});
const disputeObject = (id: string, intent: string, amount: number, status: string) => ({
  id,
  object: 'dispute',
  amount,
  currency: 'usd',
  charge: `ch_${id}`,
  payment_intent: intent,
  reason: 'fraudulent',
  status,
});

describe('stored Stripe events', () => {
  it('stores every verified event as received; an unknown type is stored and ignored with 2xx; a forged one is refused and not stored', async () => {
    const other = stripe.event('customer.created', { id: 'cus_1', object: 'customer', balance: 1.0 });
    expect(await outcomeOf(other.payload)).toBe('ignored');
    expect(await storedEvent(other.id)).toMatchObject({
      type: 'customer.created',
      payload: other.payload,
      outcome: 'ignored',
      handled_at: null,
    });
    const forged = stripe.event('charge.dispute.closed', disputeObject('dp_forged', 'pi_x', 100, 'lost'));
    expect(
      (await postStripeEvent(c, stripe, forged.payload, stripe.sign(forged.payload, { secret: 'whsec_wrong' })))
        .statusCode,
    ).toBe(400);
    expect(await storedEvent(forged.id)).toBeUndefined();
    // Admins list it (table protocol) and read the body as received.
    const list = await c.as('admin', 'GET', `/api/payments/events?filter_value=${other.id}`);
    expect(list.json().data.data).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        event_id: other.id,
        type: 'customer.created',
        outcome: 'ignored',
        handled_at: null,
      }),
    ]);
    expect((await c.as('admin', 'GET', `/api/payments/events/stripe/${other.id}`)).json()).toMatchObject({
      event_id: other.id,
      payload: other.payload,
    });
  });
});

describe('failed refunds', () => {
  it('gives a failed refund back to the payment and the order once, and tells the admins', async () => {
    const p = await paidThroughStripe();
    const refunded = await c.as('admin', 'POST', `/api/orders/${p.orderId}/refunds`, {
      payment_id: p.payment.id,
      amount: 10,
      reason: 'Late',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const reference = refunded.json().refund.reference as string;
    expect(await paidOf(p.orderId)).toBe(5_000);
    const failed = stripe.event('refund.failed', refundObject(reference, p.intent, 1_000, 'failed'));
    expect(await outcomeOf(failed.payload)).toBe('refund_failed');
    expect(await paidOf(p.orderId)).toBe(6_000);
    expect(await paymentOf(p.payment.id)).toMatchObject({ refunded_amount: 0 });
    expect((await refundsOf(p.payment.id)).map((r) => r.status)).toEqual(['failed']);
    expect(await toldAdmin(`Refund of $10.00 failed on order #${p.orderId}`)).toBe(true);
    // The same event again, and Stripe's other reports of the same failure: nothing more.
    expect(await outcomeOf(failed.payload)).toBe('already');
    expect(
      await outcomeOf(
        stripe.event('charge.refund.updated', refundObject(reference, p.intent, 1_000, 'failed')).payload,
      ),
    ).toBe('already');
    expect(
      await outcomeOf(stripe.event('refund.updated', refundObject(reference, p.intent, 1_000, 'canceled')).payload),
    ).toBe('already');
    expect(
      await outcomeOf(
        stripe.event('charge.refund.updated', refundObject(reference, p.intent, 1_000, 'succeeded')).payload,
      ),
    ).toBe('unchanged');
    expect(await paidOf(p.orderId)).toBe(6_000);
    expect(await paymentOf(p.payment.id)).toMatchObject({ refunded_amount: 0 });
    // The client's Payments card shows nothing refunded any more.
    expect((await c.as('client', 'GET', `/api/orders/${p.orderId}/payments`)).json()).toMatchObject([
      { amount: 60, refunded_amount: 0 },
    ]);
  });

  it('gives a failed refund back once when Stripe reports it several times at once', async () => {
    const p = await paidThroughStripe();
    const refunded = await c.as('admin', 'POST', `/api/orders/${p.orderId}/refunds`, {
      payment_id: p.payment.id,
      amount: 20,
      reason: 'Race',
    });
    const reference = refunded.json().refund.reference as string;
    const failed = stripe.event('refund.failed', refundObject(reference, p.intent, 2_000, 'failed'));
    const updated = stripe.event('charge.refund.updated', refundObject(reference, p.intent, 2_000, 'failed'));
    const outcomes = await Promise.all([failed, updated, failed, updated, failed].map((e) => outcomeOf(e.payload)));
    expect(outcomes.filter((o) => o === 'refund_failed')).toHaveLength(1);
    expect(await paidOf(p.orderId)).toBe(6_000);
    expect(await paymentOf(p.payment.id)).toMatchObject({ refunded_amount: 0 });
  });

  it("shows the admins when the return of money an order could not take fails (the order's paid amount stays)", async () => {
    const p = await paidThroughStripe(false);
    await c.t.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, p.orderId));
    expect(await outcomeOf(p.completed.payload)).toBe('returned');
    const [payment] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, p.orderId));
    const [ret] = await refundsOf(payment.id);
    expect(ret).toMatchObject({ kind: 'return', status: 'succeeded', amount: 6_000 });
    expect(
      await outcomeOf(stripe.event('refund.failed', refundObject(ret.reference!, p.intent, 6_000, 'failed')).payload),
    ).toBe('refund_failed');
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'returned', refunded_amount: 0 });
    expect(await paidOf(p.orderId)).toBe(0);
    expect(await toldAdmin('could not return the payment: $60.00 is still with us')).toBe(true);
  });
});

describe('disputes', () => {
  it('shows an open dispute as Disputed; won changes nothing', async () => {
    const p = await paidThroughStripe();
    expect(
      await outcomeOf(
        stripe.event('charge.dispute.created', disputeObject('dp_won', p.intent, 6_000, 'needs_response')).payload,
      ),
    ).toBe('dispute_open');
    expect(await paymentOf(p.payment.id)).toMatchObject({ dispute_status: 'open' });
    expect(await toldAdmin(`Payment disputed on order #${p.orderId}`)).toBe(true);
    // The order's Payments card and the admin's order payments list both say so.
    expect((await c.as('client', 'GET', `/api/orders/${p.orderId}/payments`)).json()).toMatchObject([
      { id: p.payment.id, dispute_status: 'open' },
    ]);
    const listed = await c.as(
      'admin',
      'GET',
      `/api/payments/order-payments?filter_value=${p.payment.reference}&exact=1`,
    );
    expect(listed.json().data.data).toMatchObject([{ id: p.payment.id, dispute_status: 'open' }]);
    expect(
      await outcomeOf(
        stripe.event('charge.dispute.updated', disputeObject('dp_won', p.intent, 6_000, 'under_review')).payload,
      ),
    ).toBe('unchanged');
    expect(
      await outcomeOf(stripe.event('charge.dispute.closed', disputeObject('dp_won', p.intent, 6_000, 'won')).payload),
    ).toBe('dispute_won');
    expect(await paymentOf(p.payment.id)).toMatchObject({ dispute_status: 'won', refunded_amount: 0 });
    expect(await paidOf(p.orderId)).toBe(6_000);
    expect(await refundsOf(p.payment.id)).toEqual([]);
  });

  it('takes a lost dispute off the order once, even when closed arrives before created', async () => {
    const p = await paidThroughStripe();
    const closed = stripe.event('charge.dispute.closed', disputeObject('dp_lost', p.intent, 6_000, 'lost'));
    expect(await outcomeOf(closed.payload)).toBe('dispute_lost');
    expect(await paidOf(p.orderId)).toBe(0);
    expect(await paymentOf(p.payment.id)).toMatchObject({ dispute_status: 'lost', refunded_amount: 6_000 });
    // Late and repeated reports change nothing.
    expect(
      await outcomeOf(
        stripe.event('charge.dispute.created', disputeObject('dp_lost', p.intent, 6_000, 'needs_response')).payload,
      ),
    ).toBe('unchanged');
    expect(
      await outcomeOf(
        stripe.event('charge.dispute.updated', disputeObject('dp_lost', p.intent, 6_000, 'under_review')).payload,
      ),
    ).toBe('unchanged');
    expect(await outcomeOf(closed.payload)).toBe('already');
    expect(
      await outcomeOf(stripe.event('charge.dispute.closed', disputeObject('dp_lost', p.intent, 6_000, 'lost')).payload),
    ).toBe('unchanged');
    expect(await paymentOf(p.payment.id)).toMatchObject({ dispute_status: 'lost', refunded_amount: 6_000 });
    expect((await refundsOf(p.payment.id)).map((r) => [r.kind, r.amount, r.reference])).toEqual([
      ['dispute', 6_000, 'dp_lost'],
    ]);
    expect(await paidOf(p.orderId)).toBe(0);
  });

  it('books one loss when its events arrive at once (replays and a second report)', async () => {
    const p = await paidThroughStripe();
    const closed = stripe.event('charge.dispute.closed', disputeObject('dp_race', p.intent, 2_500, 'lost'));
    const again = stripe.event('charge.dispute.closed', disputeObject('dp_race', p.intent, 2_500, 'lost'));
    const outcomes = await Promise.all([closed, closed, again, closed, again].map((e) => outcomeOf(e.payload)));
    expect(outcomes.filter((o) => o === 'dispute_lost')).toHaveLength(1);
    expect(await paidOf(p.orderId)).toBe(3_500);
    expect(await paymentOf(p.payment.id)).toMatchObject({ refunded_amount: 2_500 });
    expect(await refundsOf(p.payment.id)).toHaveLength(1);
  });
});

describe('replaying a stored event', () => {
  it('applies an event that found no payment once the payment is there; an applied event changes nothing', async () => {
    const p = await paidThroughStripe(false);
    const lost = stripe.event('charge.dispute.closed', disputeObject('dp_early', p.intent, 6_000, 'lost'));
    expect(await outcomeOf(lost.payload)).toBe('unknown_payment');
    expect(await storedEvent(lost.id)).toMatchObject({ outcome: 'unknown_payment', handled_at: null });
    expect(await outcomeOf(p.completed.payload)).toBe('recorded');
    expect(await paidOf(p.orderId)).toBe(6_000);

    const viewer = await adminWith(c.t, ['payments.order_payments.view_order_payments']);
    const nobody = await adminWith(c.t, ['orders.menu.view_orders']);
    const url = `/api/payments/events/stripe/${lost.id}/replay`;
    expect((await c.as(nobody.token, 'GET', '/api/payments/events')).statusCode).toBe(403);
    expect((await c.as(viewer.token, 'GET', '/api/payments/events')).statusCode).toBe(200);
    expect((await c.as(viewer.token, 'POST', url)).statusCode).toBe(403);
    expect(await paidOf(p.orderId)).toBe(6_000);

    const replayed = await c.as('admin', 'POST', url);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json()).toMatchObject({
      outcome: 'dispute_lost',
      event: { event_id: lost.id, outcome: 'dispute_lost', handled_at: expect.any(String) },
    });
    expect(await paidOf(p.orderId)).toBe(0);
    const again = await c.as('admin', 'POST', url);
    expect(again.json()).toMatchObject({ outcome: 'already', event: { outcome: 'dispute_lost' } });
    expect((await c.as('admin', 'POST', `/api/payments/events/stripe/${p.completed.id}/replay`)).json().outcome).toBe(
      'already',
    );
    expect(await paidOf(p.orderId)).toBe(0);
    const [payment] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, p.orderId));
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect((await c.as('admin', 'POST', '/api/payments/events/stripe/evt_none/replay')).statusCode).toBe(404);
    expect((await c.as('admin', 'POST', `/api/payments/events/bank/${lost.id}/replay`)).statusCode).toBe(422);
  });
});
