/**
 * Payment links with no provider call under a lock, against stand-ins of Stripe and PayPal that can be
 * made slow, silent or failing: other people's requests never wait for the provider; the link request
 * answers 502/503 within the provider limit; a late answer is still recorded; asking twice (one after
 * the other, or at the same time) makes one session; cancelling, re-pricing or marking the order paid
 * closes its live sessions here and at Stripe.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkout_sessions } from '../../../../src/db/schema/index.js';
import { LINK_IN_PROGRESS } from '../../../../src/services/payments-gateway/checkout-links.js';
import { createCast, type Cast } from '../orders/cast.js';
import { makeOrder } from '../orders/fixtures.js';
import { startPaypalStandin, type PaypalStandin } from '../../../helpers/paypal-standin.js';
import type { StripeStandin } from '../../../helpers/stripe-standin.js';
import { stripeCast } from '../../../helpers/stripe-cast.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CREATE = 'POST /v1/checkout/sessions';

describe('Stripe payment links', () => {
  let c: Cast;
  let stripe: StripeStandin;
  stripeCast((cast, standin) => {
    c = cast;
    stripe = standin;
  });
  /** The provider limit of the running app (read at each call). */
  const limitTo = (ms: number) => {
    c.t.app.config.paymentProviderTimeoutMs = ms;
  };
  const ask = (orderId: number, amount: number) =>
    c.as('client', 'POST', `/api/orders/${orderId}/payment-link`, { amount });
  const creates = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').length;
  const sessionsOf = (orderId: number) =>
    c.t.app.db.select().from(checkout_sessions).where(eq(checkout_sessions.order_id, orderId));

  it('keeps answering other people while Stripe takes 6 s to make a session', async () => {
    limitTo(10_000);
    const f = await makeOrder(c, 'unpaid');
    const theirs = await makeOrder(c, 'unpaid', { userId: c.id.otherClient });
    stripe.fault(CREATE, { delayMs: 6_000 });
    try {
      const started = Date.now();
      const link = ask(f.orderId, 40);
      await sleep(300);
      const reads = [
        () => c.as('otherClient', 'GET', `/api/orders/${theirs.orderId}`),
        () => c.as('admin', 'GET', `/api/orders/${f.orderId}`),
        () => c.as('writer', 'GET', '/api/orders/tab-counts'),
      ];
      const took: number[] = [];
      for (const read of reads) {
        const t0 = Date.now();
        expect((await read()).statusCode).toBe(200);
        took.push(Date.now() - t0);
      }
      // Every read ended while Stripe was still making the session.
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(Math.max(...took)).toBeLessThan(1_000);
      const res = await link;
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(6_000);
    } finally {
      stripe.fault(CREATE, null);
    }
  });

  it('answers 503 within the limit when Stripe does not answer, and 502 when it fails', async () => {
    limitTo(1_500);
    const f = await makeOrder(c, 'unpaid');
    stripe.fault(CREATE, { hang: true });
    try {
      const t0 = Date.now();
      const res = await ask(f.orderId, 30);
      expect([res.statusCode, res.json().message]).toEqual([503, 'Payment link not generated']);
      expect(Date.now() - t0).toBeLessThan(1_500 + 1_000);
      // Its answer is still awaited (and recorded when it comes).
      expect((await sessionsOf(f.orderId)).map((s) => s.status)).toEqual(['creating']);
    } finally {
      stripe.fault(CREATE, null);
    }
    stripe.fault(CREATE, { status: 500 });
    try {
      const g = await makeOrder(c, 'unpaid');
      const res = await ask(g.orderId, 30);
      expect([res.statusCode, res.json().message]).toEqual([502, 'Payment link not generated']);
      expect((await sessionsOf(g.orderId)).map((s) => s.status)).toEqual(['cancelled']);
    } finally {
      stripe.fault(CREATE, null);
    }
    // Stripe answers again: a new link for the failed one.
    const h = await makeOrder(c, 'unpaid');
    expect((await ask(h.orderId, 30)).statusCode).toBe(200);
  });

  it('waits for a link another request is making, then says to try again', async () => {
    limitTo(1_000);
    const f = await makeOrder(c, 'unpaid');
    // Another request reserved this link and is still waiting for Stripe.
    await c.t.app.db.insert(checkout_sessions).values({
      id: 'cs_in_flight_0123456789abcdefghij',
      order_id: f.orderId,
      user_id: c.id.client,
      kind: 'order',
      amount: 3_000,
      gateway: 'stripe',
      status: 'creating',
      expires_at: new Date(Date.now() + 3600_000),
    });
    const before = creates();
    const t0 = Date.now();
    const res = await ask(f.orderId, 30);
    expect([res.statusCode, res.json().message]).toEqual([409, LINK_IN_PROGRESS]);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1_000);
    // It arrives: the waiting ask answers it.
    const waiting = ask(f.orderId, 30);
    await sleep(300);
    await c.t.app.db
      .update(checkout_sessions)
      .set({ status: 'open', provider_session_id: 'cs_test_in_flight', url: 'https://checkout.example/in-flight' })
      .where(eq(checkout_sessions.order_id, f.orderId));
    expect((await waiting).json().payment_link).toBe('https://checkout.example/in-flight');
    expect(creates()).toBe(before);
  });

  it('records a late answer: the next ask gets that session without a second one', async () => {
    limitTo(1_000);
    const f = await makeOrder(c, 'unpaid');
    stripe.fault(CREATE, { delayMs: 2_000 });
    let before: number;
    try {
      before = creates();
      expect((await ask(f.orderId, 25)).statusCode).toBe(503);
      await vi.waitFor(async () => expect((await sessionsOf(f.orderId)).map((s) => s.status)).toEqual(['open']), {
        timeout: 5_000,
        interval: 100,
      });
    } finally {
      stripe.fault(CREATE, null);
    }
    const res = await ask(f.orderId, 25);
    expect(res.statusCode).toBe(200);
    const [session] = await sessionsOf(f.orderId);
    expect(res.json().payment_link).toBe(session.url);
    expect(stripe.sessions.get(session.provider_session_id!)!.metadata).toMatchObject({ checkout_id: session.id });
    expect(creates() - before!).toBe(1);
  });

  it('answers the same link to the same ask, one after the other or at the same time', async () => {
    limitTo(5_000);
    const f = await makeOrder(c, 'unpaid');
    const before = creates();
    const first = (await ask(f.orderId, 40)).json().payment_link as string;
    expect((await ask(f.orderId, 40)).json().payment_link).toBe(first);
    // Another amount is another link.
    const other = (await ask(f.orderId, 20)).json().payment_link as string;
    expect(other).not.toBe(first);
    expect(creates() - before).toBe(2);

    const g = await makeOrder(c, 'unpaid');
    stripe.fault(CREATE, { delayMs: 700 });
    try {
      const both = await Promise.all([ask(g.orderId, 60), ask(g.orderId, 60)]);
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(both[0].json().payment_link).toBe(both[1].json().payment_link);
    } finally {
      stripe.fault(CREATE, null);
    }
    expect(creates() - before).toBe(3);
    expect((await sessionsOf(g.orderId)).map((s) => s.status)).toEqual(['open']);
  });

  it('closes live links here and at Stripe when the order is re-priced, paid by hand or cancelled', async () => {
    limitTo(5_000);
    const expired = (s: { provider_session_id: string | null }) =>
      stripe.sessions.get(s.provider_session_id!)!.status === 'expired';
    const f = await makeOrder(c, 'unpaid');
    expect((await ask(f.orderId, 40)).statusCode).toBe(200);
    expect((await c.as('admin', 'POST', `/api/orders/${f.orderId}/amount`, { amount: 120 })).statusCode).toBe(200);
    const [quoted] = await sessionsOf(f.orderId);
    expect(quoted.status).toBe('expired');
    await vi.waitFor(() => expect(expired(quoted)).toBe(true));

    expect((await ask(f.orderId, 50)).statusCode).toBe(200);
    expect(
      (
        await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
          amount: 10,
          reference: `HAND-${f.orderId}`,
          payment_method: 'bank_transfer',
        })
      ).statusCode,
    ).toBe(200);
    const [paidByHand] = await c.t.app.db
      .select()
      .from(checkout_sessions)
      .where(and(eq(checkout_sessions.order_id, f.orderId), eq(checkout_sessions.amount, 5_000)));
    expect(paidByHand.status).toBe('expired');
    await vi.waitFor(() => expect(expired(paidByHand)).toBe(true));

    expect((await ask(f.orderId, 30)).statusCode).toBe(200);
    expect(
      (await c.as('admin', 'POST', `/api/orders/${f.orderId}/cancel`, { reason: 'Client asked' })).statusCode,
    ).toBe(200);
    const all = await sessionsOf(f.orderId);
    expect(all.map((s) => s.status)).toEqual(['expired', 'expired', 'expired']);
    await vi.waitFor(() => expect(all.every(expired)).toBe(true));
  });
});

describe('PayPal payment links', () => {
  let c: Cast;
  let paypal: PaypalStandin;
  beforeAll(async () => {
    paypal = await startPaypalStandin();
    c = await createCast({
      paypal: {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        apiUrl: paypal.url,
        webhookId: paypal.webhookId,
      },
      paymentProviderTimeoutMs: 1_500,
    });
  });
  afterAll(async () => {
    await c?.t.close();
    await paypal?.close();
  });
  const ask = (orderId: number) =>
    c.as('client', 'POST', `/api/orders/${orderId}/payment-link`, { amount: 30, gateway: 'paypal' });
  const ORDERS = 'POST /v2/checkout/orders';

  it('answers 502 when PayPal fails and 503 within the limit when it does not answer', async () => {
    const f = await makeOrder(c, 'unpaid');
    paypal.fault(ORDERS, { status: 500 });
    try {
      expect((await ask(f.orderId)).statusCode).toBe(502);
    } finally {
      paypal.fault(ORDERS, null);
    }
    const g = await makeOrder(c, 'unpaid');
    paypal.fault(ORDERS, { hang: true });
    try {
      const t0 = Date.now();
      expect((await ask(g.orderId)).statusCode).toBe(503);
      expect(Date.now() - t0).toBeLessThan(1_500 + 1_000);
    } finally {
      paypal.fault(ORDERS, null);
    }
  });

  it('makes one PayPal order for two asks at the same time, under our id as PayPal-Request-Id', async () => {
    const f = await makeOrder(c, 'unpaid');
    const before = paypal.orders.size;
    paypal.fault(ORDERS, { delayMs: 500 });
    try {
      const both = await Promise.all([ask(f.orderId), ask(f.orderId)]);
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(both[0].json().payment_link).toBe(both[1].json().payment_link);
    } finally {
      paypal.fault(ORDERS, null);
    }
    expect(paypal.orders.size - before).toBe(1);
    const [session] = await c.t.app.db
      .select()
      .from(checkout_sessions)
      .where(eq(checkout_sessions.order_id, f.orderId));
    expect(session).toMatchObject({ status: 'open', gateway: 'paypal' });
    expect(paypal.orders.has(session.provider_session_id!)).toBe(true);
    expect(session.id).not.toBe(session.provider_session_id);
  });
});
