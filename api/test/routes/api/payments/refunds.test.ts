/**
 * Refunds: an admin with payments.order_payments.refund gives back all or part of one payment — through
 * Stripe's Refunds API (stand-in) for a Stripe payment, as a manual refund otherwise — never more than is
 * left of it, also when refunds race; the order's paid amount and payment state follow; a refund made in
 * Stripe's dashboard (`charge.refunded`) is recorded once; the writer is debited only when asked.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  department_modules,
  logs,
  notifications,
  order_payments,
  order_refunds,
  orders,
  writer_transactions,
} from '../../../../src/db/schema/index.js';
import { postLedgerEntry } from '../../../../src/services/ledger/index.js';
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

const deliver = (payload: string) => postStripeEvent(c, stripe, payload);
const orderOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const refund = (orderId: number, body: Record<string, unknown>, who: string = 'admin') =>
  c.as(who, 'POST', `/api/orders/${orderId}/refunds`, body);

/** An order of $100 paid $60 through the Stripe stand-in; answers its payment row. */
async function paidThroughStripe(status: 'unpaid' | 'in_progress' = 'unpaid') {
  const f = await makeOrder(c, status);
  const link = (await c.as('client', 'POST', `/api/orders/${f.orderId}/payment-link`, { amount: 60 })).json()
    .payment_link as string;
  const session = stripe.pay(link.split('/pay/')[1]);
  expect((await deliver(stripe.event('checkout.session.completed', session).payload)).json().outcome).toBe('recorded');
  const [payment] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, f.orderId));
  return { ...f, payment, intent: session.payment_intent! };
}

describe('refunds', () => {
  it('refunds part of a Stripe payment through Stripe; the order, its state, the log and the client follow', async () => {
    const p = await paidThroughStripe();
    const res = await refund(p.orderId, { payment_id: p.payment.id, amount: 15.5, reason: 'Late delivery' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Refund recorded',
      refund: { amount: 15.5, gateway: 'stripe', reason: 'Late delivery' },
      order: { paid_amount: 44.5, payment_state: 'Partially Paid' },
    });
    const call = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(call.body).toMatchObject({ payment_intent: p.intent, amount: '1550' });
    expect(res.json().refund.reference).toBe(stripe.refunds.get(p.intent)![0].id);
    const payments = (await c.as('client', 'GET', `/api/orders/${p.orderId}/payments`)).json();
    expect(payments).toMatchObject([
      {
        id: p.payment.id,
        gateway: 'stripe',
        amount: 60,
        refunded_amount: 15.5,
        refunds: [{ amount: 15.5, reason: 'Late delivery' }],
      },
    ]);
    const logged = await c.t.app.db.select().from(logs).where(eq(logs.type, 'order_refunded'));
    expect(logged.some((l) => l.log.includes(`$15.50 of payment #${p.payment.id}`))).toBe(true);
    const told = await c.t.app.db.select().from(notifications).where(eq(notifications.user_id, c.id.client));
    expect(told.some((n) => JSON.stringify(n).includes(`Refund for order #${p.orderId}`))).toBe(true);
  });

  it('never refunds more than is left of the payment', async () => {
    const p = await paidThroughStripe();
    expect((await refund(p.orderId, { payment_id: p.payment.id, amount: 50, reason: 'Partial' })).statusCode).toBe(200);
    const over = await refund(p.orderId, { payment_id: p.payment.id, amount: 10.01, reason: 'Too much' });
    expect(over.json().errors).toEqual({ amount: ['The amount may not exceed the $10.00 left of this payment'] });
    const full = await refund(p.orderId, { payment_id: p.payment.id, amount: 10, reason: 'The rest' });
    expect(full.json().order).toMatchObject({ paid_amount: 0, payment_state: 'Pending Payment' });
  });

  it('lets concurrent refunds of one payment give back at most what was paid', async () => {
    const p = await paidThroughStripe();
    const amounts = Array.from({ length: 10 }, (_, i) => 9 + (i % 3));
    const results = await Promise.all(
      amounts.map((amount) => refund(p.orderId, { payment_id: p.payment.id, amount, reason: 'Race' })),
    );
    for (const r of results) expect([200, 422]).toContain(r.statusCode);
    const accepted = results.flatMap((r, i) => (r.statusCode === 200 ? [amounts[i]] : []));
    const sum = accepted.reduce((a, b) => a + b, 0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(sum).toBeLessThanOrEqual(60);
    const [row] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.id, p.payment.id));
    expect(row.refunded_amount).toBe(Math.round(sum * 100));
    const rows = await c.t.app.db.select().from(order_refunds).where(eq(order_refunds.payment_id, p.payment.id));
    expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(row.refunded_amount);
    expect(stripe.refunds.get(p.intent)!.reduce((a, r) => a + r.amount, 0)).toBe(row.refunded_amount);
    expect((await orderOf(p.orderId)).paid_amount).toBe(6_000 - row.refunded_amount);
  });

  it('lets concurrent manual refunds (no provider to refuse) give back at most what was paid', async () => {
    const f = await makeOrder(c, 'unpaid');
    const paid = await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
      amount: 50,
      reference: `RACE-${f.orderId}`,
      payment_method: 'admin_payment',
    });
    const paymentId = paid.json().payment.id as number;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => refund(f.orderId, { payment_id: paymentId, amount: 15, reason: 'Race' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    const [row] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.id, paymentId));
    expect(row.refunded_amount).toBe(4_500);
    expect((await orderOf(f.orderId)).paid_amount).toBe(500);
  });

  it('records a manual refund of a bank transfer without calling a provider', async () => {
    const f = await makeOrder(c, 'unpaid');
    const paid = await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
      amount: 100,
      reference: `BANK-${f.orderId}`,
      payment_method: 'bank_transfer',
    });
    const calls = stripe.requests.length;
    const res = await refund(f.orderId, {
      payment_id: paid.json().payment.id,
      amount: 100,
      reason: 'Cancelled by agreement',
    });
    expect(res.json()).toMatchObject({ refund: { gateway: 'manual', reference: null }, order: { paid_amount: 0 } });
    expect(stripe.requests.length).toBe(calls);
  });

  it('records nothing when Stripe refuses the refund', async () => {
    const p = await paidThroughStripe();
    stripe.failNextRefund = true;
    const res = await refund(p.orderId, { payment_id: p.payment.id, amount: 5, reason: 'Declined' });
    expect([res.statusCode, res.json().message]).toEqual([502, 'The refund was not accepted by the payment provider']);
    expect((await orderOf(p.orderId)).paid_amount).toBe(6_000);
  });

  it("records a refund made in Stripe's dashboard once, whatever is replayed or arrives late", async () => {
    const p = await paidThroughStripe();
    const first = stripe.event('charge.refunded', stripe.refundInDashboard(p.intent, 1_000));
    expect((await deliver(first.payload)).json().outcome).toBe('booked');
    // The same event again (Stripe retries): applied before, so it changes nothing.
    expect((await deliver(first.payload)).json().outcome).toBe('already');
    const second = stripe.event('charge.refunded', stripe.refundInDashboard(p.intent, 500));
    expect((await deliver(second.payload)).json().outcome).toBe('booked');
    // The first event again, delivered after the second: applied before, it changes nothing.
    expect((await deliver(first.payload)).json().outcome).toBe('already');
    const [row] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.id, p.payment.id));
    expect(row.refunded_amount).toBe(1_500);
    expect((await orderOf(p.orderId)).paid_amount).toBe(4_500);
    // A refund the app made arrives as charge.refunded too: already recorded, nothing more.
    await refund(p.orderId, { payment_id: p.payment.id, amount: 5, reason: 'Goodwill' });
    const echo = stripe.event('charge.refunded', {
      id: 'ch_x',
      object: 'charge',
      amount: 6_000,
      amount_refunded: 2_000,
      payment_intent: p.intent,
    });
    expect((await deliver(echo.payload)).json().outcome).toBe('nothing');
    expect((await orderOf(p.orderId)).paid_amount).toBe(4_000);
  });

  it('debits the writer only when asked, never below a zero balance', async () => {
    const p = await paidThroughStripe('in_progress');
    await c.t.app.db.transaction((tx) =>
      postLedgerEntry(tx, {
        userId: c.id.writer,
        amount: 200_000,
        description: 'Fixture earnings',
        source: { type: 'fixture', id: p.orderId },
      }),
    );
    const tooMuch = await refund(p.orderId, {
      payment_id: p.payment.id,
      amount: 10,
      reason: 'Poor work',
      writer_debit: 999_999,
    });
    expect(tooMuch.json().errors).toEqual({ writer_debit: ["The amount exceeds the writer's available balance"] });
    expect(stripe.refunds.get(p.intent)).toBeUndefined();
    const ok = await refund(p.orderId, {
      payment_id: p.payment.id,
      amount: 10,
      reason: 'Poor work',
      writer_debit: 500,
    });
    expect(ok.statusCode).toBe(200);
    const debits = await c.t.app.db
      .select()
      .from(writer_transactions)
      .where(
        and(
          eq(writer_transactions.source_type, 'order_refund'),
          eq(writer_transactions.source_id, ok.json().refund.id),
        ),
      );
    expect(debits.map((d) => d.amount)).toEqual([-50_000]);
  });

  it('needs payments.order_payments.refund', async () => {
    const p = await paidThroughStripe();
    expect((await refund(p.orderId, { payment_id: p.payment.id, amount: 1, reason: 'x' }, 'client')).statusCode).toBe(
      403,
    );
    const mods = await c.t.app.db.select().from(department_modules).where(eq(department_modules.module, 'payments'));
    expect(mods.some((m) => m.permissions.includes('payments.order_payments.refund'))).toBe(true);
    const bad = await refund(p.orderId, { payment_id: p.payment.id, amount: '', reason: '' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'reason']);
  });
});
