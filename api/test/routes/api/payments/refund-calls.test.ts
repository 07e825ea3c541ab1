/**
 * An admin's refund with no provider call under a lock, against a Stripe stand-in that can be made slow
 * or failing: a provider that is down answers 502 with nothing booked (nor the writer debited); one
 * that is slow answers 503 within the limit with the refund pending, and its late answer is booked;
 * concurrent refunds of one payment, while Stripe takes its time, never give back more than was paid,
 * each refund given back at Stripe once (this file also runs on PostgreSQL in `npm run test:scale`).
 */
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { order_payments, order_refunds, orders, writer_transactions } from '../../../../src/db/schema/index.js';
import { postLedgerEntry } from '../../../../src/services/ledger/index.js';
import { REFUND_PENDING } from '../../../../src/services/payments/refunds.js';
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

const REFUNDS = 'POST /v1/refunds';
const orderOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentOf = async (id: number) =>
  (await c.t.app.db.select().from(order_payments).where(eq(order_payments.id, id)))[0];
const refundRows = (paymentId: number) =>
  c.t.app.db.select().from(order_refunds).where(eq(order_refunds.payment_id, paymentId));
const refund = (orderId: number, body: Record<string, unknown>) =>
  c.as('admin', 'POST', `/api/orders/${orderId}/refunds`, body);
const atStripe = (pi: string) => stripe.refunds.get(pi) ?? [];

/** An order of $100 (status `status`) paid $60 through the Stripe stand-in. */
async function paidThroughStripe(status: 'unpaid' | 'in_progress' = 'unpaid') {
  const f = await makeOrder(c, status);
  const link = (await c.as('client', 'POST', `/api/orders/${f.orderId}/payment-link`, { amount: 60 })).json()
    .payment_link as string;
  const session = stripe.pay(link.split('/pay/')[1]);
  expect(
    (await postStripeEvent(c, stripe, stripe.event('checkout.session.completed', session).payload)).json().outcome,
  ).toBe('recorded');
  const [payment] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, f.orderId));
  return { ...f, payment, intent: session.payment_intent! };
}

describe('refunds through a provider that is down or slow', () => {
  it('answers 502 and books nothing when Stripe is down, the writer debit included', async () => {
    c.t.app.config.paymentProviderTimeoutMs = 5_000;
    const p = await paidThroughStripe('in_progress');
    await c.t.app.db.transaction((tx) =>
      postLedgerEntry(tx, {
        userId: c.id.writer,
        amount: 200_000,
        description: 'Fixture earnings',
        source: { type: 'fixture', id: p.orderId },
      }),
    );
    stripe.fault(REFUNDS, { status: 500 });
    let res;
    try {
      res = await refund(p.orderId, { payment_id: p.payment.id, amount: 20, reason: 'Late', writer_debit: 500 });
    } finally {
      stripe.fault(REFUNDS, null);
    }
    expect([res.statusCode, res.json().message]).toEqual([502, 'The refund was not accepted by the payment provider']);
    expect((await orderOf(p.orderId)).paid_amount).toBe(6_000);
    expect((await paymentOf(p.payment.id)).refunded_amount).toBe(0);
    expect(await refundRows(p.payment.id)).toHaveLength(0);
    expect(
      await c.t.app.db.select().from(writer_transactions).where(eq(writer_transactions.source_type, 'order_refund')),
    ).toHaveLength(0);
    expect(atStripe(p.intent)).toHaveLength(0);
    // Stripe is back: the same refund goes through, once.
    const again = await refund(p.orderId, { payment_id: p.payment.id, amount: 20, reason: 'Late', writer_debit: 500 });
    expect(again.json()).toMatchObject({ refund: { amount: 20, status: 'succeeded' }, order: { paid_amount: 40 } });
    expect(atStripe(p.intent).map((r) => r.amount)).toEqual([2_000]);
    const debits = await c.t.app.db
      .select()
      .from(writer_transactions)
      .where(eq(writer_transactions.source_id, again.json().refund.id));
    expect(debits.map((d) => [d.source_type, d.amount])).toEqual([['order_refund', -50_000]]);
  });

  it('answers 503 within the limit when Stripe is slow, then books its late answer', async () => {
    c.t.app.config.paymentProviderTimeoutMs = 1_000;
    const p = await paidThroughStripe();
    stripe.fault(REFUNDS, { delayMs: 2_000 });
    try {
      const t0 = Date.now();
      const res = await refund(p.orderId, { payment_id: p.payment.id, amount: 10, reason: 'Slow' });
      expect([res.statusCode, res.json().message]).toEqual([503, REFUND_PENDING]);
      expect(Date.now() - t0).toBeLessThan(2_000);
      // Pending: already counted, so nobody refunds it twice meanwhile.
      expect(await refundRows(p.payment.id)).toMatchObject([{ status: 'pending', amount: 1_000, reference: null }]);
      expect((await orderOf(p.orderId)).paid_amount).toBe(5_000);
      await vi.waitFor(
        async () => expect((await refundRows(p.payment.id)).map((r) => r.status)).toEqual(['succeeded']),
        { timeout: 5_000, interval: 100 },
      );
    } finally {
      stripe.fault(REFUNDS, null);
    }
    const [row] = await refundRows(p.payment.id);
    expect(row.reference).toBe(atStripe(p.intent)[0].id);
    expect((await orderOf(p.orderId)).paid_amount).toBe(5_000);
  });

  it('never gives back more than was paid when refunds race while Stripe takes its time', async () => {
    c.t.app.config.paymentProviderTimeoutMs = 5_000;
    const p = await paidThroughStripe();
    stripe.fault(REFUNDS, { delayMs: 300 });
    let results;
    try {
      results = await Promise.all(
        Array.from({ length: 5 }, () => refund(p.orderId, { payment_id: p.payment.id, amount: 20, reason: 'Race' })),
      );
    } finally {
      stripe.fault(REFUNDS, null);
    }
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
    const given = atStripe(p.intent);
    expect(given.map((r) => r.amount)).toEqual([2_000, 2_000, 2_000]);
    const references = results.filter((r) => r.statusCode === 200).map((r) => r.json().refund.reference as string);
    expect(new Set(references)).toEqual(new Set(given.map((r) => r.id)));
    expect((await paymentOf(p.payment.id)).refunded_amount).toBe(6_000);
    expect((await refundRows(p.payment.id)).map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect((await orderOf(p.orderId)).paid_amount).toBe(0);
  });
});
