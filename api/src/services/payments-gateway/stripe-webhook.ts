/**
 * Stripe's webhook events, verified by the SDK on the raw body (`Stripe-Signature`, HMAC-SHA256 with
 * `STRIPE_WEBHOOK_SECRET`, 5-minute tolerance), stored on receipt with that body (./events.ts), then
 * applied once:
 *   checkout.session.completed (paid) and checkout.session.async_payment_succeeded → the payment is
 *     recorded, or returned when the order cannot take it (./settle.ts);
 *   charge.refunded → a refund made in Stripe's dashboard is booked;
 *   refund.failed, and charge.refund.updated / refund.updated with status failed or canceled → the refund
 *     fails: its amount is back on the payment and the order;
 *   charge.dispute.created / updated / closed → the payment's dispute status; a lost one takes the
 *     disputed amount off the order;
 *   anything else → stored, outcome `ignored`.
 * Every verified event answers 2xx, so Stripe stops retrying; only a forged or stale one answers 400.
 * @see docs/payments.md; ../payments/provider-refunds.ts; https://docs.stripe.com/webhooks#verify-events
 */
import type Stripe from 'stripe';
import { and, eq, or } from 'drizzle-orm';
import { checkout_sessions } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Origin } from '../../core/auth/current-user.js';
import {
  bookDispute,
  failProviderRefund,
  reconcileProviderRefund,
  type DisputeReport,
} from '../payments/provider-refunds.js';
import { claimEvent, noteOutcome, storeEvent } from './events.js';
import { settleCheckout, type ProviderEvent } from './settle.js';
import { stripeClient } from './stripe.js';
import type { OrderChangeDeps } from '../orders/change.js';

/** What the webhook answers (2xx): whether the event changed anything. */
export interface WebhookAnswer {
  received: true;
  outcome: string;
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

/**
 * Verifies, stores and applies one delivery. Throws 400 when the signature is missing, forged or stale (or
 * no secret is configured), 404 when Stripe is not configured. An event applied before answers `already`.
 */
export async function handleStripeWebhook(
  deps: OrderChangeDeps,
  origin: Origin,
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const config = deps.config.stripe;
  if (!config) throw new HttpError(404, 'Stripe is not configured');
  if (!config.webhookSecret) throw new HttpError(400, 'Webhook secret not configured');
  let event: Stripe.Event;
  try {
    event = stripeClient(config).webhooks.constructEvent(raw, signature ?? '', config.webhookSecret);
  } catch (err) {
    deps.log.warn({ message: (err as Error).message }, 'stripe webhook refused');
    throw new HttpError(400, 'Invalid signature');
  }
  const stored = await storeEvent(
    deps.db,
    { provider: 'stripe', id: event.id, type: event.type },
    raw.toString('utf8'),
  );
  if (stored.handled_at) return { received: true, outcome: 'already' };
  return { received: true, outcome: await applyStripeEvent(deps, origin, event) };
}

/**
 * Applies a verified Stripe event (a delivery, or a stored one replayed) and records its outcome on the
 * stored row; an event applied before changes nothing (`already`).
 */
export async function applyStripeEvent(deps: OrderChangeDeps, origin: Origin, event: Stripe.Event): Promise<string> {
  const ref: ProviderEvent = { provider: 'stripe', id: event.id, type: event.type };
  const outcome = await apply(deps, origin, event, ref);
  await noteOutcome(deps.db, ref, outcome);
  return outcome;
}

const DISPUTE_WON: readonly string[] = ['won', 'warning_closed'];

/** Stripe's dispute as a dispute report (status `open` until Stripe closes it). */
function disputeReport(d: Stripe.Dispute, intent: string): DisputeReport {
  const status = d.status === 'lost' ? 'lost' : DISPUTE_WON.includes(d.status) ? 'won' : 'open';
  return { providerPaymentId: intent, disputeId: d.id, status, amount: d.amount };
}

async function apply(deps: OrderChangeDeps, origin: Origin, event: Stripe.Event, ref: ProviderEvent): Promise<string> {
  const claim = (tx: Parameters<typeof claimEvent>[0]) => claimEvent(tx, ref);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const paid = event.data.object;
      if (paid.payment_status !== 'paid') return 'awaiting_payment';
      // Our session id, or Stripe's once sessions are reserved under our own id.
      const [session] = await deps.db
        .select()
        .from(checkout_sessions)
        .where(
          and(
            eq(checkout_sessions.gateway, 'stripe'),
            or(eq(checkout_sessions.id, paid.id), eq(checkout_sessions.provider_session_id, paid.id)),
          ),
        );
      if (!session) return 'unknown_session';
      // What Stripe took: settle checks it against the session (another amount or currency goes back).
      const { outcome } = await settleCheckout(deps, origin, session, {
        providerPaymentId: idOf(paid.payment_intent),
        event: ref,
        amount: paid.amount_total ?? 0,
        currency: paid.currency ?? '',
      });
      return outcome;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = idOf(charge.payment_intent);
      if (!intent) return 'unknown_payment';
      return reconcileProviderRefund(
        deps,
        origin,
        'stripe',
        { providerPaymentId: intent, totalRefunded: charge.amount_refunded, eventId: event.id },
        claim,
      );
    }
    case 'refund.failed':
    case 'refund.updated':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      if (event.type !== 'refund.failed' && refund.status !== 'failed' && refund.status !== 'canceled')
        return 'unchanged';
      return failProviderRefund(deps, origin, 'stripe', refund.id, claim);
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const intent = idOf(dispute.payment_intent);
      if (!intent) return 'unknown_payment';
      return bookDispute(deps, origin, 'stripe', disputeReport(dispute, intent), claim);
    }
    default:
      return 'ignored';
  }
}
