/**
 * Payment providers' webhooks (public: each is verified the provider's way before anything is stored or changes):
 *   POST /payments/webhooks/stripe   Stripe-Signature over the raw body → 200 {received, outcome}; 400 when forged or stale
 *   POST /payments/webhooks/paypal   PayPal's verify-webhook-signature call → 200 {received, outcome}; 400 when not verified
 * Every verified event is stored as received and answers 2xx (an unknown type too: `ignored`), so the
 * provider stops retrying; one applied before answers `already`. This scope keeps JSON bodies raw (a
 * Buffer), so each signature is checked on the bytes the provider sent.
 * @see services/payments-gateway/stripe-webhook.ts, paypal-webhook.ts, events.ts; docs/payments.md
 */
import type { FastifyPluginAsync } from 'fastify';
import { webhookReceived } from '@scriptorium/contracts/payments';
import { handlePaypalWebhook } from '../../../../services/payments-gateway/paypal-webhook.js';
import { handleStripeWebhook } from '../../../../services/payments-gateway/stripe-webhook.js';
import { serviceDeps } from '../../../deps.js';

const webhookRoutes: FastifyPluginAsync = async (app) => {
  const deps = serviceDeps(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  const raw = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

  app.post(
    '/stripe',
    {
      config: { access: 'public' },
      schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', response: { 200: webhookReceived } },
    },
    async (request) =>
      handleStripeWebhook(deps, request.origin, raw(request.body), header(request.headers['stripe-signature'])),
  );

  app.post(
    '/paypal',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'PayPal webhook (verified with PayPal)',
        response: { 200: webhookReceived },
      },
    },
    async (request) => handlePaypalWebhook(deps, request.origin, raw(request.body), request.headers),
  );
};

export default webhookRoutes;
