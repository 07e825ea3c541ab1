/**
 * Stripe's webhook events, verified by the SDK on the raw body (`Stripe-Signature`, HMAC-SHA256 with
 * `STRIPE_WEBHOOK_SECRET`, 5-minute tolerance):
 *   checkout.session.completed (paid) and checkout.session.async_payment_succeeded → the payment is
 *     recorded once (event and session id both unique, in the ledger's transaction);
 *   charge.refunded → a refund made in Stripe's dashboard is recorded once (services/payments/refunds.ts);
 *   anything else → 2xx, nothing changes.
 * @see issue 26 (Stripe); https://docs.stripe.com/webhooks#verify-events
 */
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkout_sessions } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Origin } from '../auth/current-user.js';
import { reconcileProviderRefund } from '../payments/refunds.js';
import { claimEvent, settleCheckout } from './settle.js';
import { stripeClient } from './stripe.js';

/** What the webhook answers (2xx): whether the event changed anything. */
export interface WebhookAnswer {
  received: true;
  outcome: string;
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * Verifies and handles one delivery. Throws 400 when the signature is missing, forged or stale (or no
 * secret is configured), 404 when Stripe is not configured.
 */
export async function handleStripeWebhook(app: FastifyInstance, origin: Origin, raw: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
  const config = app.config.stripe;
  if (!config) throw new HttpError(404, 'Stripe is not configured');
  if (!config.webhookSecret) throw new HttpError(400, 'Webhook secret not configured');
  let event: Stripe.Event;
  try {
    event = stripeClient(config).webhooks.constructEvent(raw, signature ?? '', config.webhookSecret);
  } catch (err) {
    app.log.warn({ message: (err as Error).message }, 'stripe webhook refused');
    throw new HttpError(400, 'Invalid signature');
  }
  const ref = { provider: 'stripe' as const, id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const paid = event.data.object;
      if (paid.payment_status !== 'paid') return { received: true, outcome: 'awaiting_payment' };
      const [session] = await app.db.select().from(checkout_sessions).where(eq(checkout_sessions.id, paid.id));
      if (!session || session.gateway !== 'stripe') return { received: true, outcome: 'unknown_session' };
      if (paid.amount_total !== session.amount || paid.currency !== 'usd') {
        app.log.error({ session: paid.id, amount: paid.amount_total, currency: paid.currency, expected: session.amount }, 'stripe session paid a different amount: not recorded');
        return { received: true, outcome: 'amount_mismatch' };
      }
      const { outcome } = await settleCheckout(app, origin, session, { providerPaymentId: idOf(paid.payment_intent), event: ref });
      if (outcome === 'refused') app.log.error({ session: paid.id, orderId: session.order_id }, 'stripe took a payment the order could not take: refund it');
      return { received: true, outcome };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = idOf(charge.payment_intent);
      if (!intent) return { received: true, outcome: 'unknown_payment' };
      const outcome = await reconcileProviderRefund(app, origin, 'stripe', { providerPaymentId: intent, totalRefunded: charge.amount_refunded, eventId: event.id }, (tx) => claimEvent(tx, ref));
      return { received: true, outcome };
    }
    default:
      return { received: true, outcome: 'ignored' };
  }
}
