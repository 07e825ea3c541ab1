/**
 * PayPal against its stand-in, past the happy path: an event is verified with the exact bytes PayPal
 * sent; a cancelled or expired checkout is never captured (return URL or CHECKOUT.ORDER.APPROVED); the
 * cancel URL acts only with the secret PayPal was given for that checkout; refunds made in PayPal's
 * dashboard, refunds whose answer never came back, reversals and disputes are booked once.
 */
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  checkout_sessions,
  order_payments,
  order_refunds,
  orders,
  payment_events,
} from '../../../../src/db/schema/index.js';
import type { Cast } from '../orders/cast.js';
import { makeOrder } from '../orders/fixtures.js';
import { paypalCast } from '../../../helpers/paypal-cast.js';
import type { PaypalStandin } from '../../../helpers/paypal-standin.js';

let c: Cast;
let paypal: PaypalStandin;
paypalCast((cast, standin) => {
  c = cast;
  paypal = standin;
});

const paidOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0].paid_amount;
const sessionOf = async (token: string) =>
  (await c.t.app.db.select().from(checkout_sessions).where(eq(checkout_sessions.provider_session_id, token)))[0];
const paymentOf = async (orderId: number) =>
  (await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, orderId)))[0];
const refundsOf = (paymentId: number) =>
  c.t.app.db.select().from(order_refunds).where(eq(order_refunds.payment_id, paymentId)).orderBy(order_refunds.id);
const captures = (token: string) => paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${token}/capture`);
const back = (token: string) =>
  c.t.request({ method: 'GET', url: `/api/payments/paypal/return?token=${token}&PayerID=BUYER1` });
const cancel = (query: string) => c.t.request({ method: 'GET', url: `/api/payments/paypal/cancel?${query}` });

/** A PayPal link of `amount` USD for order `orderId`: PayPal's order id (`token`) and the cancel URL PayPal was given. */
async function link(orderId: number, amount: number): Promise<{ token: string; cancelUrl: URL }> {
  const res = await c.as('client', 'POST', `/api/orders/${orderId}/payment-link`, { amount, gateway: 'paypal' });
  expect(res.statusCode, res.body).toBe(200);
  const token = new URL(res.json().payment_link as string).searchParams.get('token')!;
  const create = paypal.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!.body as {
    payment_source: { paypal: { experience_context: { cancel_url: string } } };
  };
  return { token, cancelUrl: new URL(create.payment_source.paypal.experience_context.cancel_url) };
}

/** An order of $100 paid `amount` USD through PayPal (approved and captured on return); its capture id and payment. */
async function paidThroughPaypal(amount: number) {
  const f = await makeOrder(c, 'unpaid');
  const { token } = await link(f.orderId, amount);
  paypal.approve(token);
  expect((await back(token)).headers.location).toContain('status=success');
  const payment = await paymentOf(f.orderId);
  return { orderId: f.orderId, token, capture: payment.provider_payment_id!, payment };
}

/** Posts `body` (an event, or its exact text) as PayPal delivers it. */
function webhook(body: object | string, forge = false) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return c.t.request({
    method: 'POST',
    url: '/api/payments/webhooks/paypal',
    headers: paypal.signedHeaders(payload, forge),
    payload,
  });
}
async function outcomeOf(body: object | string): Promise<string> {
  const res = await webhook(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ outcome: string }>().outcome;
}

let seq = 0;
const eventId = () => `WH-TEST-${++seq}-${Date.now()}`;
const up = (capture: string) => [
  { rel: 'self', href: `${paypal.url}/v2/payments/refunds/x` },
  { rel: 'up', href: `${paypal.url}/v2/payments/captures/${capture}` },
];
const refunded = (capture: string, refundId: string, value: string) => ({
  id: eventId(),
  event_type: 'PAYMENT.CAPTURE.REFUNDED',
  resource: { id: refundId, status: 'COMPLETED', amount: { currency_code: 'USD', value }, links: up(capture) },
});
const dispute = (type: string, capture: string, disputeId: string, value: string, extra: object = {}) => ({
  id: eventId(),
  event_type: `CUSTOMER.DISPUTE.${type}`,
  resource: {
    dispute_id: disputeId,
    disputed_transactions: [{ seller_transaction_id: capture }],
    dispute_amount: { currency_code: 'USD', value },
    status: 'OPEN',
    ...extra,
  },
});

describe('PayPal verification', () => {
  it('verifies with the exact bytes PayPal sent (a number written 1.0 stays 1.0) and stores them; forged bodies are refused and not stored', async () => {
    const id = eventId();
    const raw = `{"id":"${id}","event_type":"PAYMENTS.PAYMENT.CREATED","resource":{"amount":{"total":1.0,"currency":"USD"}}}`;
    expect((await webhook(raw, true)).statusCode).toBe(400);
    expect(await c.t.app.db.select().from(payment_events).where(eq(payment_events.event_id, id))).toEqual([]);
    const res = await webhook(raw);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'ignored']);
    const [stored] = await c.t.app.db
      .select()
      .from(payment_events)
      .where(and(eq(payment_events.provider, 'paypal'), eq(payment_events.event_id, id)));
    expect(stored).toMatchObject({ type: 'PAYMENTS.PAYMENT.CREATED', payload: raw, outcome: 'ignored' });
  });
});

describe('PayPal cancel', () => {
  it('never captures a checkout the buyer cancelled, whether they return or PayPal reports the approval', async () => {
    const f = await makeOrder(c, 'unpaid');
    const { token, cancelUrl } = await link(f.orderId, 30);
    const secret = cancelUrl.searchParams.get('s')!;
    expect(cancelUrl.pathname).toBe('/api/payments/paypal/cancel');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    // PayPal sends the browser to the cancel URL it was given, adding the token.
    const cancelled = await cancel(`s=${encodeURIComponent(secret)}&token=${token}`);
    expect(cancelled.headers.location).toBe(`${c.t.config.publicUrl}/orders/order/${f.orderId}?status=error`);
    expect((await sessionOf(token)).status).toBe('cancelled');
    // The buyer approves it at PayPal afterwards all the same.
    paypal.approve(token);
    expect((await back(token)).headers.location).toBe(`${c.t.config.publicUrl}/orders/order/${f.orderId}?status=error`);
    expect(
      await outcomeOf({
        id: eventId(),
        event_type: 'CHECKOUT.ORDER.APPROVED',
        resource: { id: token, status: 'APPROVED' },
      }),
    ).toBe('not_captured');
    expect(captures(token)).toEqual([]);
    expect(paypal.orders.get(token)!.status).toBe('APPROVED');
    expect(await paidOf(f.orderId)).toBe(0);
  });

  it('never captures a checkout that expired here', async () => {
    const f = await makeOrder(c, 'unpaid');
    const { token } = await link(f.orderId, 25);
    await c.t.app.db
      .update(checkout_sessions)
      .set({ status: 'expired', closed_at: new Date() })
      .where(eq(checkout_sessions.provider_session_id, token));
    paypal.approve(token);
    expect((await back(token)).headers.location).toContain('status=error');
    expect(
      await outcomeOf({
        id: eventId(),
        event_type: 'CHECKOUT.ORDER.APPROVED',
        resource: { id: token, status: 'APPROVED' },
      }),
    ).toBe('not_captured');
    expect(captures(token)).toEqual([]);
    expect(await paidOf(f.orderId)).toBe(0);
  });

  it('changes nothing on a cancel URL without the secret or with a wrong one', async () => {
    const f = await makeOrder(c, 'unpaid');
    const { token, cancelUrl } = await link(f.orderId, 20);
    const secret = cancelUrl.searchParams.get('s')!;
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const query of [`token=${token}`, `token=${token}&s=${wrong}`, `token=${token}&s=`]) {
      expect((await cancel(query)).headers.location, query).toBe(`${c.t.config.publicUrl}/orders`);
    }
    expect((await sessionOf(token)).status).toBe('open');
    paypal.approve(token);
    expect((await back(token)).headers.location).toContain('status=success');
    expect(await paidOf(f.orderId)).toBe(2_000);
  });
});

describe('PayPal refunds, reversals and disputes', () => {
  it("books a refund made in PayPal's dashboard once, and one made here only once", async () => {
    const p = await paidThroughPaypal(40);
    const dash = refunded(p.capture, 'REF-DASH-1', '7.50');
    expect(await outcomeOf(dash)).toBe('booked');
    expect(await outcomeOf(dash)).toBe('already');
    // PayPal reporting the same refund under another event id: nothing more.
    expect(await outcomeOf({ ...dash, id: eventId() })).toBe('already');
    expect(await paidOf(p.orderId)).toBe(3_250);
    const ours = await c.as('admin', 'POST', `/api/orders/${p.orderId}/refunds`, {
      payment_id: p.payment.id,
      amount: 2.5,
      reason: 'Goodwill',
    });
    expect(ours.statusCode, ours.body).toBe(200);
    expect(await outcomeOf(refunded(p.capture, ours.json().refund.reference as string, '2.50'))).toBe('already');
    expect(await paidOf(p.orderId)).toBe(3_000);
    expect((await refundsOf(p.payment.id)).map((r) => [r.amount, r.status])).toEqual([
      [750, 'succeeded'],
      [250, 'succeeded'],
    ]);
    expect((await paymentOf(p.orderId)).refunded_amount).toBe(1_000);
  });

  it('books once a refund whose answer timed out here, when PayPal reports it', async () => {
    const p = await paidThroughPaypal(40);
    const limit = c.t.app.config.paymentProviderTimeoutMs;
    c.t.app.config.paymentProviderTimeoutMs = 300;
    paypal.fault(/^POST \/v2\/payments\/captures\/.*\/refund$/, { delayMs: 1_500 });
    try {
      const res = await c.as('admin', 'POST', `/api/orders/${p.orderId}/refunds`, {
        payment_id: p.payment.id,
        amount: 10,
        reason: 'Slow',
      });
      expect(res.statusCode).toBe(503);
      expect((await refundsOf(p.payment.id)).map((r) => [r.status, r.reference])).toEqual([['pending', null]]);
      expect(await outcomeOf(refunded(p.capture, 'REF-LATE-1', '10.00'))).toBe('confirmed');
      expect((await refundsOf(p.payment.id)).map((r) => [r.status, r.reference, r.amount])).toEqual([
        ['succeeded', 'REF-LATE-1', 1_000],
      ]);
      // PayPal's own late answer arrives after: still one refund of $10.
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      await vi.waitFor(() => expect(paypal.orders.get(p.token)!.capture!.refunded).toBe(1_000), { timeout: 3_000 });
    } finally {
      paypal.fault(/^POST \/v2\/payments\/captures\/.*\/refund$/, null);
      c.t.app.config.paymentProviderTimeoutMs = limit;
    }
    expect((await refundsOf(p.payment.id)).map((r) => [r.status, r.amount])).toEqual([['succeeded', 1_000]]);
    expect(await paidOf(p.orderId)).toBe(3_000);
    expect((await paymentOf(p.orderId)).refunded_amount).toBe(1_000);
  });

  it('takes a reversal off the order once; the dispute resolved for it takes nothing more', async () => {
    const p = await paidThroughPaypal(40);
    const reversed = {
      id: eventId(),
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource: {
        id: 'REV-1',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '-40.00' },
        links: up(p.capture),
      },
    };
    expect(await outcomeOf(reversed)).toBe('dispute_lost');
    expect(await outcomeOf(reversed)).toBe('already');
    expect(
      await outcomeOf(
        dispute('RESOLVED', p.capture, 'PP-D-1', '40.00', {
          status: 'RESOLVED',
          dispute_outcome: {
            outcome_code: 'RESOLVED_BUYER_FAVOUR',
            amount_refunded: { currency_code: 'USD', value: '40.00' },
          },
        }),
      ),
    ).toBe('unchanged');
    expect(await paidOf(p.orderId)).toBe(0);
    expect(await paymentOf(p.orderId)).toMatchObject({ dispute_status: 'lost', refunded_amount: 4_000 });
    expect((await refundsOf(p.payment.id)).map((r) => [r.kind, r.amount])).toEqual([['dispute', 4_000]]);
  });

  it('shows an open dispute; resolved for the seller changes nothing, for the buyer takes the amount off', async () => {
    const won = await paidThroughPaypal(30);
    expect(await outcomeOf(dispute('CREATED', won.capture, 'PP-D-2', '30.00'))).toBe('dispute_open');
    expect((await paymentOf(won.orderId)).dispute_status).toBe('open');
    expect(await outcomeOf(dispute('UPDATED', won.capture, 'PP-D-2', '30.00', { status: 'UNDER_REVIEW' }))).toBe(
      'unchanged',
    );
    expect(
      await outcomeOf(
        dispute('RESOLVED', won.capture, 'PP-D-2', '30.00', {
          status: 'RESOLVED',
          dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' },
        }),
      ),
    ).toBe('dispute_won');
    expect(await paymentOf(won.orderId)).toMatchObject({ dispute_status: 'won', refunded_amount: 0 });
    expect(await paidOf(won.orderId)).toBe(3_000);

    const lost = await paidThroughPaypal(30);
    // Resolved before its creation arrives: booked once, the late creation changes nothing.
    expect(
      await outcomeOf(
        dispute('RESOLVED', lost.capture, 'PP-D-3', '30.00', {
          status: 'RESOLVED',
          dispute_outcome: {
            outcome_code: 'RESOLVED_BUYER_FAVOUR',
            amount_refunded: { currency_code: 'USD', value: '12.00' },
          },
        }),
      ),
    ).toBe('dispute_lost');
    expect(await outcomeOf(dispute('CREATED', lost.capture, 'PP-D-3', '30.00'))).toBe('unchanged');
    expect(await paymentOf(lost.orderId)).toMatchObject({ dispute_status: 'lost', refunded_amount: 1_200 });
    expect(await paidOf(lost.orderId)).toBe(1_800);
  });
});
