/**
 * Where PayPal sends the buyer back (public: PayPal appends `?token={order id}`, and only an open checkout
 * of ours that PayPal says is approved can be captured):
 *   GET /payments/paypal/return?token=     captures and records once → 303 /orders/order/{id}?status=success|error
 *   GET /payments/paypal/cancel?s=&token=  closes the checkout when `s` is its cancel secret (in the cancel
 *                                          URL PayPal was given, so only the buyer's browser has it)
 *                                          → 303 /orders/order/{id}?status=error; without it → 303 /orders, nothing changes
 * @see services/payments-gateway/paypal-webhook.ts; docs/payments.md (Checkout)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paypalCancel, paypalReturn } from '../../../../services/payments-gateway/paypal-webhook.js';
import { redirect } from '../../../../lib/openapi/responses.js';
import { returnUrl } from '../../../../services/payments-gateway/return-url.js';
import { serviceDeps } from '../../../deps.js';

const tokenQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  PayerID: z.string().optional(),
});
const cancelQuery = tokenQuery.extend({ s: z.string().max(128).optional() });

const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const back = (orderId: number | null, outcome: 'success' | 'error') =>
    orderId ? returnUrl(app.config.publicUrl, orderId, outcome) : `${app.config.publicUrl}/orders`;

  app.get(
    '/return',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'PayPal return URL',
        querystring: tokenQuery,
        response: { 303: redirect('Back to the order: paid, or not') },
      },
    },
    async (request, reply) => {
      const { orderId, outcome } = request.query.token
        ? await paypalReturn(deps, request.origin, request.query.token)
        : { orderId: null, outcome: 'error' as const };
      return reply.redirect(back(orderId, outcome), 303);
    },
  );

  app.get(
    '/cancel',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "PayPal cancel URL (with the checkout's cancel secret)",
        querystring: cancelQuery,
        response: { 303: redirect('Back to the order, not paid') },
      },
    },
    async (request, reply) => {
      const orderId = request.query.token ? await paypalCancel(deps, request.query.token, request.query.s) : null;
      return reply.redirect(back(orderId, 'error'), 303);
    },
  );
};

export default paypalRoutes;
