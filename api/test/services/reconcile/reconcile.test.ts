/**
 * `reconcile()` against the stand-ins' APIs: Stripe's balance transactions read page after page, a refund
 * Stripe failed afterwards (`refund_failure`) read as nothing moved, and a gateway without keys noted
 * rather than compared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order_payments } from '../../../src/db/schema/index.js';
import { reconcile } from '../../../src/services/reconcile/index.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { startPaypalStandin, type PaypalStandin } from '../../helpers/paypal-standin.js';
import { startStripeStandin, type StripeStandin } from '../../helpers/stripe-standin.js';
import {
  book,
  bookRefund,
  capturedAtPaypal,
  demoOrder,
  lastMonth,
  paidAtStripe,
  refundedAtStripe,
} from './scenario.js';

let t: TestApp;
let stripe: StripeStandin;
let paypal: PaypalStandin;

beforeAll(async () => {
  [t, stripe, paypal] = await Promise.all([createTestApp(), startStripeStandin(), startPaypalStandin()]);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await paypal?.close();
});

const deps = () => ({
  db: t.app.db,
  stripe: { secretKey: stripe.secretKey, webhookSecret: null, apiUrl: stripe.url },
  paypal: { clientId: paypal.clientId, clientSecret: paypal.clientSecret, apiUrl: paypal.url, webhookId: null },
});

describe('reconcile', () => {
  it("reads every page of Stripe's balance: the one payment not booked, the oldest, is found among 230", async () => {
    const order = await demoOrder(t.app.db);
    const sessions = Array.from({ length: 230 }, (_, i) => paidAtStripe(stripe, 1_000 + i));
    // The oldest is listed last (Stripe lists newest first): on the third page of 100.
    sessions.forEach((s, i) => (s.paid_at = Math.floor(Date.now() / 1000) - 3_600 + i));
    await t.app.db.insert(order_payments).values(
      sessions.slice(1).map((s) => ({
        order_id: order.orderId,
        reference: s.id,
        payment_method: 'stripe',
        amount: s.amount_total,
        gateway: 'stripe' as const,
        provider_payment_id: s.payment_intent,
      })),
    );
    const report = await reconcile(deps(), lastMonth());
    expect(report.mismatches.map((m) => [m.kind, m.reference])).toEqual([
      ['missing_in_ledger', sessions[0].payment_intent],
    ]);
    expect(report.checked.stripe).toEqual({ transactions: 230, ledger_rows: 229 });
    const pages = stripe.requests.filter((r) => r.path === '/v1/balance_transactions');
    expect(pages).toHaveLength(3);
    await book(t.app.db, order, {
      gateway: 'stripe',
      amount: 1_000,
      providerPaymentId: sessions[0].payment_intent,
      reference: sessions[0].id,
    });
  });

  it('takes a refund Stripe failed after accepting it as nothing given back', async () => {
    const order = await demoOrder(t.app.db);
    const s = paidAtStripe(stripe, 6_000);
    const row = await book(t.app.db, order, {
      gateway: 'stripe',
      amount: 6_000,
      providerPaymentId: s.payment_intent,
      reference: s.id,
    });
    const refundId = refundedAtStripe(stripe, s.payment_intent!, 2_500);
    stripe.refunds.get(s.payment_intent!)!.at(-1)!.status = 'failed';
    const refund = await bookRefund(t.app.db, order, {
      paymentId: row,
      gateway: 'stripe',
      amount: 2_500,
      reference: refundId,
    });
    const report = await reconcile(deps(), lastMonth());
    expect(report.mismatches).toMatchObject([
      {
        kind: 'amount_differs',
        subject: 'refund',
        reference: refundId,
        provider_amount: 0,
        ledger_amount: 25,
        message: `Refund #${refund}: Stripe reports it failed; the ledger records $25.00`,
      },
    ]);
  });

  it('notes a gateway without keys whose ledger rows it could not compare', async () => {
    const order = await demoOrder(t.app.db);
    await book(t.app.db, order, {
      gateway: 'paypal',
      amount: 1_100,
      providerPaymentId: capturedAtPaypal(paypal, 1_100),
    });
    const report = await reconcile({ ...deps(), paypal: null }, lastMonth());
    expect(report.checked.paypal).toBeNull();
    expect(report.notes).toEqual(['PayPal is not configured: its 1 ledger row in the range was not compared.']);
  });
});
