/**
 * Tips are payments, against the Stripe stand-in: approving with a tip never fails because Stripe is
 * down (approval, rating and the writer's earning are saved; the tip link is asked for again later); a
 * paid tip is an order payment of kind `tip` (not in the order's paid amount), refundable without
 * debiting the writer; a tip paid while the order has no writer waits for the next assignment, or goes
 * back if the order is cancelled first.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  assignments,
  checkout_sessions,
  order_payments,
  orders,
  writer_transactions,
} from '../../../../src/db/schema/index.js';
import { newSessionId } from '../../../../src/services/payments-gateway/index.js';
import { stripeGateway } from '../../../../src/services/payments-gateway/stripe.js';
import type { Cast } from './cast.js';
import { inDays } from './cast.js';
import { makeOrder } from './fixtures.js';
import type { StripeStandin } from '../../../helpers/stripe-standin.js';
import { postStripeEvent, stripeCast } from '../../../helpers/stripe-cast.js';

let c: Cast;
let stripe: StripeStandin;
stripeCast((cast, standin) => {
  c = cast;
  stripe = standin;
});

const CREATE = 'POST /v1/checkout/sessions';
const deliver = (payload: string) => postStripeEvent(c, stripe, payload);
const orderOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const ledgerOf = (orderId: number, type: string) =>
  c.t.app.db
    .select()
    .from(writer_transactions)
    .where(and(eq(writer_transactions.source_type, type), eq(writer_transactions.source_id, orderId)));
const tipsOf = (orderId: number) =>
  c.t.app.db
    .select()
    .from(order_payments)
    .where(and(eq(order_payments.order_id, orderId), eq(order_payments.kind, 'tip')));
const pay = (url: string) => stripe.event('checkout.session.completed', stripe.pay(url.split('/pay/')[1]));

/**
 * A Stripe tip session of `cents` on order `orderId` made outside the approval (a tip link the order kept
 * while it had no writer), paid at Stripe: answers the completed event.
 */
async function paidTipSession(orderId: number, cents: number) {
  const id = newSessionId();
  const { providerSessionId } = await stripeGateway({ config: c.t.app.config }, c.t.app.config.stripe!).createCheckout({
    sessionId: id,
    orderId,
    userId: c.id.client,
    kind: 'tip',
    amount: cents,
  });
  await c.t.app.db.insert(checkout_sessions).values({
    id,
    provider_session_id: providerSessionId,
    order_id: orderId,
    user_id: c.id.client,
    kind: 'tip',
    amount: cents,
    gateway: 'stripe',
    status: 'open',
    expires_at: new Date(Date.now() + 3600_000),
  });
  return stripe.event('checkout.session.completed', stripe.pay(providerSessionId));
}

describe('tips', () => {
  it('approves with a tip while Stripe is down: rating and earning saved, the tip link offered later', async () => {
    const f = await makeOrder(c, 'completed', { paid: 10_000 });
    stripe.fault(CREATE, { status: 503 });
    let res;
    try {
      res = await c.as('client', 'POST', `/api/orders/${f.orderId}/approve`, { rating: 4, comments: 'Good', tip: 5 });
    } finally {
      stripe.fault(CREATE, null);
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Order has been rated', tip_url: null, order: { status: 'approved' } });
    expect(await orderOf(f.orderId)).toMatchObject({ status: 'approved', rating: 4, tip: 500 });
    expect((await ledgerOf(f.orderId, 'order_approved')).map((t) => t.amount)).toEqual([100_000]);
    // Stripe is back: the client asks for the tip link.
    const link = await c.as('client', 'POST', `/api/orders/${f.orderId}/tip-link`, {});
    expect(link.statusCode).toBe(200);
    const url = link.json().payment_link as string;
    expect(stripe.sessions.get(url.split('/pay/')[1])).toMatchObject({ amount_total: 500, metadata: { kind: 'tip' } });
    // Asking again answers the same link; another client's order is not theirs.
    expect((await c.as('client', 'POST', `/api/orders/${f.orderId}/tip-link`, {})).json().payment_link).toBe(url);
    expect((await c.as('otherClient', 'POST', `/api/orders/${f.orderId}/tip-link`, {})).statusCode).toBe(404);
    expect((await deliver(pay(url).payload)).json().outcome).toBe('recorded');
    // A paid tip has no link any more.
    expect((await c.as('client', 'POST', `/api/orders/${f.orderId}/tip-link`, {})).statusCode).toBe(409);
    expect((await ledgerOf(f.orderId, 'order_tip')).map((t) => t.user_id)).toEqual([c.id.writer]);
  });

  it('is an order payment of kind tip, shown as such and not counted in the paid amount', async () => {
    const f = await makeOrder(c, 'completed', { paid: 10_000 });
    const res = await c.as('client', 'POST', `/api/orders/${f.orderId}/approve`, { rating: 5, tip: 7.5 });
    expect((await deliver(pay(res.json().tip_url).payload)).json().outcome).toBe('recorded');
    expect((await orderOf(f.orderId)).paid_amount).toBe(10_000);
    const card = (await c.as('client', 'GET', `/api/orders/${f.orderId}/payments`)).json();
    expect(card).toMatchObject([{ kind: 'tip', status: 'completed', amount: 7.5, status_reason: null }]);
    // Refunded like any payment: the order's paid amount and the writer stay as they were.
    const writerBefore = await ledgerOf(f.orderId, 'order_tip');
    const refund = await c.as('admin', 'POST', `/api/orders/${f.orderId}/refunds`, {
      payment_id: card[0].id,
      amount: 7.5,
      reason: 'Tip by mistake',
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({
      refund: { amount: 7.5, gateway: 'stripe', status: 'succeeded' },
      order: { paid_amount: 100 },
    });
    const [tip] = await tipsOf(f.orderId);
    expect(stripe.refunds.get(tip.provider_payment_id!)!.map((r) => r.amount)).toEqual([750]);
    expect(
      await c.t.app.db.select().from(writer_transactions).where(eq(writer_transactions.source_type, 'order_refund')),
    ).toHaveLength(0);
    expect(writerBefore).toHaveLength(1);
  });

  it('credits a tip paid while the order had no writer to the writer assigned next', async () => {
    const f = await makeOrder(c, 'unassigned', { paid: 10_000 });
    expect((await deliver((await paidTipSession(f.orderId, 600)).payload)).json().outcome).toBe('recorded');
    expect(await tipsOf(f.orderId)).toMatchObject([{ status: 'completed', amount: 600 }]);
    expect(await ledgerOf(f.orderId, 'order_tip')).toHaveLength(0);
    const assigned = await c.as('admin', 'POST', `/api/orders/${f.orderId}/assign`, {
      writer_id: c.id.otherWriter,
      writer_amount: 1_000,
      deadline: inDays(3),
    });
    expect(assigned.statusCode).toBe(200);
    const credits = await ledgerOf(f.orderId, 'order_tip');
    expect(credits.map((t) => [t.user_id, t.amount])).toEqual([
      [c.id.otherWriter, Math.round(600 * c.t.config.kshPerUsd)],
    ]);
    // Once: a later assignment (after this one is cancelled) credits nobody else.
    const [a] = await c.t.app.db.select().from(assignments).where(eq(assignments.order_id, f.orderId));
    await c.as('admin', 'POST', `/api/assignments/${a.id}/cancel`, { reason: 'Swap' });
    await c.as('admin', 'POST', `/api/orders/${f.orderId}/assign`, {
      writer_id: c.id.writer,
      writer_amount: 1_000,
      deadline: inDays(3),
    });
    expect(await ledgerOf(f.orderId, 'order_tip')).toHaveLength(1);
  });

  it('gives back a tip paid while the order had no writer when the order is cancelled first', async () => {
    const f = await makeOrder(c, 'unassigned', { paid: 10_000 });
    expect((await deliver((await paidTipSession(f.orderId, 400)).payload)).json().outcome).toBe('recorded');
    expect((await c.as('admin', 'POST', `/api/orders/${f.orderId}/cancel`, { reason: 'Withdrawn' })).statusCode).toBe(
      200,
    );
    const [tip] = await tipsOf(f.orderId);
    expect(tip).toMatchObject({
      status: 'returned',
      status_reason: 'The order was cancelled before a writer was assigned',
      refunded_amount: 400,
    });
    expect(stripe.refunds.get(tip.provider_payment_id!)!.map((r) => r.amount)).toEqual([400]);
    expect(await ledgerOf(f.orderId, 'order_tip')).toHaveLength(0);
    expect((await orderOf(f.orderId)).paid_amount).toBe(10_000);
  });
});
