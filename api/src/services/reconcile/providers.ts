/**
 * What Stripe and PayPal report having moved over a time window, as {@link ProviderMoney}:
 *   Stripe: balance transactions (`GET /v1/balance_transactions`, `created[gte]`/`[lt]`, 100 a page through
 *     `starting_after`, each `source` expanded): a `charge`/`payment` is a payment of its charge's payment
 *     intent, a `refund`/`payment_refund` a refund (its status `failed`/`canceled`, or a `refund_failure`
 *     naming it, means nothing went back). Other types (fees, payouts, dispute adjustments) are not ledger rows.
 *   PayPal: the reporting API (`GET /v1/reporting/transactions`, at most 31 days a request, 500 a page): a
 *     `T00xx` transaction of a positive amount is a payment (its id the capture's), a `T11xx`/`T12xx` of a
 *     negative one a refund or reversal of `paypal_reference_id`. PayPal lists a transaction up to three
 *     hours after it happened.
 * Both through the configured API URLs (`STRIPE_API_URL`, `PAYPAL_API_URL`).
 * @see docs/payments.md "Reconciliation"; https://docs.stripe.com/api/balance_transactions/list,
 *   https://developer.paypal.com/docs/api/transaction-search/v1/
 */
import type Stripe from 'stripe';
import type { AppConfig } from '../../config.js';
import { paypalApi } from '../payments-gateway/paypal-api.js';
import { stripeClient } from '../payments-gateway/stripe.js';
import type { Gateway, ProviderMoney } from './compare.js';

/** A provider did not answer, or answered an error: nothing can be compared (the route answers 502). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly gateway: Gateway,
    cause: unknown,
  ) {
    super(
      `${gateway === 'stripe' ? 'Stripe' : 'PayPal'} could not be read: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'ProviderUnavailableError';
  }
}

/** A time window, both ends included. */
export interface Window {
  start: Date;
  end: Date;
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

/** Stripe's payments and refunds over `window`. Throws {@link ProviderUnavailableError}. */
export async function stripeMoney(config: NonNullable<AppConfig['stripe']>, window: Window): Promise<ProviderMoney[]> {
  const stripe = stripeClient(config);
  const out = new Map<string, ProviderMoney>();
  const failed = new Set<string>();
  const created = { gte: Math.floor(window.start.getTime() / 1000), lt: Math.floor(window.end.getTime() / 1000) + 1 };
  try {
    for await (const bt of stripe.balanceTransactions.list({ created, limit: 100, expand: ['data.source'] })) {
      const at = new Date(bt.created * 1000);
      const source =
        bt.source && typeof bt.source === 'object' ? (bt.source as unknown as Record<string, unknown>) : null;
      if (bt.type === 'charge' || bt.type === 'payment') {
        const charge = source as Partial<Stripe.Charge> | null;
        // Without its charge only the balance's own figures are known: reported under the charge id.
        const id = idOf(charge?.payment_intent) ?? idOf(bt.source as string | null) ?? bt.id;
        const amount = charge?.amount_captured || charge?.amount || bt.amount;
        const prior = out.get(`payment:${id}`);
        out.set(`payment:${id}`, {
          gateway: 'stripe',
          subject: 'payment',
          id,
          paymentId: id,
          amount: (prior?.amount ?? 0) + amount,
          currency: (charge?.currency ?? bt.currency).toLowerCase(),
          at: prior && prior.at < at ? prior.at : at,
          failed: false,
        });
      } else if (bt.type === 'refund' || bt.type === 'payment_refund') {
        const refund = source as Partial<Stripe.Refund> | null;
        const id = refund?.id ?? idOf(bt.source as string | null) ?? bt.id;
        const status = refund?.status ?? 'succeeded';
        out.set(`refund:${id}`, {
          gateway: 'stripe',
          subject: 'refund',
          id,
          paymentId: idOf(refund?.payment_intent),
          amount: refund?.amount ?? Math.abs(bt.amount),
          currency: (refund?.currency ?? bt.currency).toLowerCase(),
          at,
          failed: status === 'failed' || status === 'canceled',
        });
      } else if (bt.type === 'refund_failure') {
        const id = source ? String(source.id) : idOf(bt.source as string | null);
        if (id) failed.add(id);
      }
    }
  } catch (err) {
    throw new ProviderUnavailableError('stripe', err);
  }
  for (const id of failed) {
    const refund = out.get(`refund:${id}`);
    if (refund) refund.failed = true;
  }
  return [...out.values()];
}

/** The longest window one PayPal reporting request may cover is 31 days: 30 leaves room for clock and zone differences. */
const PAYPAL_CHUNK_MS = 30 * 86_400_000;
/** PayPal's largest page. */
const PAYPAL_PAGE_SIZE = 500;

/** PayPal's date-time without milliseconds (`2026-11-01T00:00:00Z`). */
const paypalTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** PayPal's payments (captures) and refunds over `window`. Throws {@link ProviderUnavailableError}. */
export async function paypalMoney(config: NonNullable<AppConfig['paypal']>, window: Window): Promise<ProviderMoney[]> {
  const api = paypalApi(config);
  const out = new Map<string, ProviderMoney>();
  try {
    for (let from = window.start.getTime(); from <= window.end.getTime(); from += PAYPAL_CHUNK_MS) {
      const to = Math.min(from + PAYPAL_CHUNK_MS - 1000, window.end.getTime());
      for (let page = 1, pages = 1; page <= pages; page++) {
        const answer = await api.transactions({
          start_date: paypalTime(new Date(from)),
          end_date: paypalTime(new Date(to)),
          fields: 'transaction_info',
          page_size: String(PAYPAL_PAGE_SIZE),
          page: String(page),
        });
        pages = answer.total_pages ?? 1;
        for (const { transaction_info: t } of answer.transaction_details ?? []) {
          if (!t?.transaction_id || !t.transaction_amount) continue;
          const minor = Math.round(Number(t.transaction_amount.value) * 100);
          const code = t.transaction_event_code ?? '';
          const base = {
            gateway: 'paypal' as const,
            currency: t.transaction_amount.currency_code.toLowerCase(),
            at: new Date(t.transaction_initiation_date ?? 0),
          };
          if (/^T00/.test(code) && minor > 0 && (t.transaction_status === 'S' || t.transaction_status === 'V')) {
            out.set(`payment:${t.transaction_id}`, {
              ...base,
              subject: 'payment',
              id: t.transaction_id,
              paymentId: t.transaction_id,
              amount: minor,
              failed: false,
            });
          } else if (/^T1[12]/.test(code) && minor < 0) {
            out.set(`refund:${t.transaction_id}`, {
              ...base,
              subject: 'refund',
              id: t.transaction_id,
              paymentId: t.paypal_reference_id ?? null,
              amount: -minor,
              failed: t.transaction_status === 'D',
            });
          }
        }
      }
    }
  } catch (err) {
    throw new ProviderUnavailableError('paypal', err);
  }
  return [...out.values()];
}
