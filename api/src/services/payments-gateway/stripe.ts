/**
 * The Stripe gateway (official `stripe` SDK): a payment or tip link is a Checkout Session (mode `payment`,
 * USD cents, one line item naming the order, metadata with the order, the kind, the paying user and our
 * session id, expiring like the sandbox's links), created under our session id as idempotency key; a
 * session closed here is expired at Stripe; a refund goes through Stripe's Refunds API against the
 * payment intent. The SDK gives each attempt 20 s and retries once (under the same idempotency key); the
 * request that asked answers within the provider limit (./deadline.ts) while a late answer is still
 * recorded. `STRIPE_API_URL` maps to the SDK's host/port/protocol so tests reach a local stand-in.
 * @see docs/payments.md; https://docs.stripe.com/api/checkout/sessions/create, /expire, /api/refunds/create
 */
import Stripe from 'stripe';
import type { AppConfig } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { CHECKOUT_TTL_MS, returnUrl } from './return-url.js';
import type { ServiceDeps } from '../deps.js';

type StripeConfig = NonNullable<AppConfig['stripe']>;

const clients = new WeakMap<StripeConfig, Stripe>();

/** The SDK client of `config` (one per configuration), pointed at `apiUrl` when given. */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const url = config.apiUrl ? new URL(config.apiUrl) : null;
    client = new Stripe(config.secretKey, {
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            protocol: url.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
      maxNetworkRetries: 1,
      timeout: 20_000,
      appInfo: { name: 'Scriptorium' },
    });
    clients.set(config, client);
  }
  return client;
}

/** Stripe's longest session life is 24 h from creation: a minute short of the sandbox's TTL. */
const STRIPE_TTL_MS = CHECKOUT_TTL_MS - 60_000;

/** The Stripe Checkout gateway; Stripe's session id (`cs_…`) is kept as the session's `provider_session_id`. */
export function stripeGateway(deps: Pick<ServiceDeps, 'config'>, config: StripeConfig): PaymentGateway {
  const stripe = stripeClient(config);
  return {
    name: 'stripe',
    paymentMethod: 'stripe',
    async createCheckout(req) {
      const what = req.kind === 'tip' ? `Tip for order #${req.orderId}` : `Payment for order #${req.orderId}`;
      const metadata = {
        order_id: String(req.orderId),
        kind: req.kind,
        user_id: String(req.userId),
        checkout_id: req.sessionId,
      };
      const expires = Date.now() + STRIPE_TTL_MS;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'usd',
          line_items: [
            { quantity: 1, price_data: { currency: 'usd', unit_amount: req.amount, product_data: { name: what } } },
          ],
          metadata,
          payment_intent_data: { metadata, description: what },
          client_reference_id: String(req.orderId),
          success_url: returnUrl(deps.config.publicUrl, req.orderId, 'success'),
          cancel_url: returnUrl(deps.config.publicUrl, req.orderId, 'error'),
          expires_at: Math.floor(expires / 1000),
        },
        { idempotencyKey: req.sessionId },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { providerSessionId: session.id, url: session.url };
    },
    async expireCheckout(providerSessionId) {
      await stripe.checkout.sessions.expire(providerSessionId);
    },
    async refund(payment, amount, key) {
      if (!payment.provider_payment_id) throw new Error(`Stripe payment ${payment.id} has no payment intent`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: payment.provider_payment_id,
          amount,
          metadata: { order_id: String(payment.order_id), payment_id: String(payment.id) },
        },
        { idempotencyKey: key },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { reference: refund.id };
    },
  };
}
