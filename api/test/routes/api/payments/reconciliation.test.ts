/**
 * `GET /api/payments/reconciliation`: what the Stripe and PayPal stand-ins report against the ledger, as
 * an admin sees it under Payments › Reconciliation. A month that adds up lists nothing; money at a
 * provider the ledger lacks, a ledger row the provider never saw, amounts that differ, a checkout left
 * open past a day and a refund stuck pending are each listed once. Runs on PostgreSQL too (test:scale).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ReconciliationReport } from '@scriptorium/contracts/payments';
import { order_payments } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { postStripeEvent } from '../../../helpers/stripe-cast.js';
import { createCast, type Cast } from '../orders/cast.js';
import { makeOrder } from '../orders/fixtures.js';
import { adminWith } from '../../../helpers/fixtures.js';
import { startPaypalStandin, type PaypalStandin } from '../../../helpers/paypal-standin.js';
import { startStripeStandin, type StripeStandin } from '../../../helpers/stripe-standin.js';
import { cleanMonth, faults, lastMonth, type Expected } from '../../../services/reconcile/scenario.js';

let c: Cast;
let t: TestApp;
let stripe: StripeStandin;
let paypal: PaypalStandin;
let admin: string;

beforeAll(async () => {
  stripe = await startStripeStandin();
  paypal = await startPaypalStandin();
  c = await createCast({
    stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url },
    paypal: {
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      apiUrl: paypal.url,
      webhookId: paypal.webhookId,
    },
  });
  t = c.t;
  admin = (await adminWith(t, ['payments.order_payments.view_order_payments'])).token;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await paypal?.close();
});

const run = (query: Record<string, string>, token = admin) =>
  t.request({ method: 'GET', url: `/api/payments/reconciliation?${new URLSearchParams(query)}`, token });
const summary = (r: ReconciliationReport) =>
  r.mismatches.map((m) => ({ kind: m.kind, gateway: m.gateway, reference: m.reference }));

describe('GET /api/payments/reconciliation', () => {
  it('lists nothing for a month whose provider money and ledger agree (sandbox and manual payments left out)', async () => {
    await cleanMonth(t.app.db, stripe, paypal);
    const res = await run(lastMonth());
    expect(res.statusCode).toBe(200);
    const report = res.json<ReconciliationReport>();
    expect(report).toMatchObject({ ...lastMonth(), time_zone: 'UTC', mismatches: [], notes: [] });
    // A payment and a refund at each provider, both booked.
    expect(report.checked).toEqual({
      stripe: { transactions: 2, ledger_rows: 2 },
      paypal: { transactions: 2, ledger_rows: 2 },
    });
  });

  it("lists nothing for payments and refunds made through the app: Stripe's and PayPal's, and one made in Stripe's dashboard", async () => {
    const f = await makeOrder(c, 'unpaid');
    const card = await c.as('client', 'POST', `/api/orders/${f.orderId}/payment-link`, {
      amount: 60,
      gateway: 'stripe',
    });
    const session = stripe.pay((card.json().payment_link as string).split('/pay/')[1]);
    expect(
      (await postStripeEvent(c, stripe, stripe.event('checkout.session.completed', session).payload)).json().outcome,
    ).toBe('recorded');
    const pp = await c.as('client', 'POST', `/api/orders/${f.orderId}/payment-link`, { amount: 25, gateway: 'paypal' });
    const token = new URL(pp.json().payment_link as string).searchParams.get('token')!;
    paypal.approve(token);
    await t.request({ method: 'GET', url: `/api/payments/paypal/return?token=${token}&PayerID=BUYER1` });
    const payments = await t.app.db.select().from(order_payments).where(eq(order_payments.order_id, f.orderId));
    expect(payments.map((p) => p.gateway).sort()).toEqual(['paypal', 'stripe']);
    for (const p of payments) {
      const res = await c.as('admin', 'POST', `/api/orders/${f.orderId}/refunds`, {
        payment_id: p.id,
        amount: 5,
        reason: 'Late delivery',
      });
      expect(res.statusCode).toBe(200);
    }
    const charge = stripe.refundInDashboard(session.payment_intent!, 700);
    await postStripeEvent(c, stripe, stripe.event('charge.refunded', charge).payload);
    const report = (await run(lastMonth())).json<ReconciliationReport>();
    expect(report.mismatches).toEqual([]);
    expect(report.checked).toEqual({
      stripe: { transactions: 5, ledger_rows: 5 },
      paypal: { transactions: 4, ledger_rows: 4 },
    });
  });

  it('lists each disagreement once, with amounts in USD and the order it belongs to', async () => {
    const expected: Expected[] = await faults(t.app.db, stripe, paypal);
    const report = (await run(lastMonth())).json<ReconciliationReport>();
    expect(summary(report)).toEqual(expect.arrayContaining(expected));
    expect(report.mismatches).toHaveLength(expected.length);
    const differs = report.mismatches.find((m) => m.kind === 'amount_differs')!;
    expect(differs).toMatchObject({
      subject: 'payment',
      provider_amount: 45,
      ledger_amount: 50,
      order_id: expect.any(Number),
    });
    expect(differs.message).toBe(`Stripe received $45.00 for ${differs.reference}; the ledger records $50.00`);
    expect(report.mismatches.find((m) => m.kind === 'stale_checkout')!.message).toMatch(
      /^Stripe payment checkout of \$43\.21 \(cs_test_\w+\) is still open 25 h after it was made$/,
    );
    // Oldest first.
    const times = report.mismatches.map((m) => Date.parse(m.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // An admin reading Swahili reads every mismatch in Swahili, references and amounts as they are.
    const sw = (
      await t.request({
        method: 'GET',
        url: `/api/payments/reconciliation?${new URLSearchParams(lastMonth())}`,
        token: admin,
        headers: { 'accept-language': 'sw' },
      })
    ).json<ReconciliationReport>();
    expect(sw.mismatches.map((m) => m.reference)).toEqual(report.mismatches.map((m) => m.reference));
    expect(sw.mismatches.find((m) => m.kind === 'amount_differs')!.message).toBe(
      `Stripe ilipokea $45.00 kwa ${differs.reference}; leja inarekodi $50.00`,
    );
    expect(sw.mismatches.find((m) => m.kind === 'stale_checkout')!.message).toMatch(
      /^Kipindi cha malipo cha Stripe cha \$43\.21 \(cs_test_\w+\) bado kiko katika hali ya wazi saa 25 baada ya kuanzishwa$/,
    );
    sw.mismatches.forEach((m, i) => expect([m.kind, m.message]).not.toEqual([m.kind, report.mismatches[i].message]));
  });

  it('leaves out what happened outside the range', async () => {
    const report = (await run({ from: '2024-01-01', to: '2024-01-31' })).json<ReconciliationReport>();
    expect(report.mismatches).toEqual([]);
    expect(report.checked.stripe).toEqual({ transactions: 0, ledger_rows: 0 });
  });

  it('answers 422 for a range that is missing, not a date, reversed or longer than a year', async () => {
    expect((await run({ to: '2026-01-01' })).json()).toMatchObject({
      errors: { from: ['The from field is required'] },
    });
    expect((await run({ from: 'yesterday', to: '2026-01-01' })).json()).toMatchObject({
      errors: { from: ['The date range is not valid'] },
    });
    expect((await run({ from: '2026-02-01', to: '2026-01-01' })).statusCode).toBe(422);
    expect((await run({ from: '2024-01-01', to: '2025-06-01' })).json()).toMatchObject({
      errors: { from: ['The date range may cover at most 366 days'] },
    });
  });

  it('answers 403 to an admin without payments.order_payments.view_order_payments', async () => {
    const other = await adminWith(t, ['payments.menu.view_payments']);
    expect((await run(lastMonth(), other.token)).statusCode).toBe(403);
  });

  it('answers 502, listing nothing, when a provider cannot be read', async () => {
    const down = await createTestApp({
      stripe: { secretKey: stripe.secretKey, webhookSecret: null, apiUrl: 'http://127.0.0.1:9' },
      paypal: null,
    });
    try {
      const token = (await adminWith(down, ['payments.order_payments.view_order_payments'])).token;
      const res = await down.request({
        method: 'GET',
        url: `/api/payments/reconciliation?${new URLSearchParams(lastMonth())}`,
        token,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/^Stripe could not be read: /);
    } finally {
      await down.close();
    }
  });
});
