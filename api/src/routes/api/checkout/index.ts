/**
 * The sandbox payment gateway's hosted checkout (public: the unguessable session id is the capability):
 *   GET  /checkout/{session}          HTML page with a "Pay $X" button (or "completed"/"no longer valid"), in
 *                                     the request's language (lang cookie, Accept-Language)
 *   POST /checkout/{session}/confirm  records the payment exactly once → 303 to /orders/order/{id}?status=success
 *                                     (?status=error when it cannot be taken)
 *   POST /checkout/{session}/cancel   closes the session → 303 to /orders/order/{id}?status=error
 * The pages post plain HTML forms, so this scope also accepts `application/x-www-form-urlencoded`.
 * @see services/payments-gateway/*; docs/payments.md Checkout
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-errors.js';
import { html as page, redirect } from '../../../lib/openapi/responses.js';
import { checkoutCsp, checkoutPage, closedPage, notFoundPage } from '../../../services/payments-gateway/page.js';
import {
  cancelCheckout,
  confirmCheckout,
  findSession,
  isPayable,
  returnUrl,
} from '../../../services/payments-gateway/sandbox-checkout.js';
import { serviceDeps } from '../../deps.js';

const sessionParam = z.object({ session: z.string().regex(/^cs_[A-Za-z0-9_-]{20,64}$/) });

const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const deps = serviceDeps(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', checkoutCsp(app.config.publicUrl))
      .header('cache-control', 'no-store')
      .send(page);

  const sessionId = (params: unknown): string | null => {
    const parsed = sessionParam.safeParse(params);
    return parsed.success ? parsed.data.session : null;
  };

  app.get(
    '/:session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The sandbox checkout page of a payment session',
        response: { 200: page('The sandbox checkout page (or, once paid or closed, its outcome)') },
      },
    },
    async (request, reply) => {
      const id = sessionId(request.params);
      const found = id ? await findSession(app.db, id) : null;
      if (!found) return html(reply, 404, notFoundPage(request.locale));
      const { session, title } = found;
      if (!isPayable(session))
        return html(
          reply,
          200,
          closedPage(
            session,
            returnUrl(app.config.publicUrl, session.order_id, session.status === 'paid' ? 'success' : 'error'),
            request.locale,
          ),
        );
      return html(reply, 200, checkoutPage(session, title, request.locale));
    },
  );

  app.post(
    '/:session/confirm',
    {
      config: { access: 'public' },
      schema: { summary: 'Pay a sandbox session', response: { 303: redirect('Back to the order, paid') } },
    },
    async (request, reply) => {
      const id = sessionId(request.params);
      if (!id) return html(reply, 404, notFoundPage(request.locale));
      try {
        const { orderId, outcome } = await confirmCheckout(deps, request.origin, id);
        return reply.redirect(returnUrl(app.config.publicUrl, orderId, outcome), 303);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return html(reply, 404, notFoundPage(request.locale));
        throw err;
      }
    },
  );

  app.post(
    '/:session/cancel',
    {
      config: { access: 'public' },
      schema: { summary: 'Cancel a sandbox session', response: { 303: redirect('Back to the order, not paid') } },
    },
    async (request, reply) => {
      const id = sessionId(request.params);
      if (!id) return html(reply, 404, notFoundPage(request.locale));
      try {
        const { orderId } = await cancelCheckout(deps, request.origin, id);
        return reply.redirect(returnUrl(app.config.publicUrl, orderId, 'error'), 303);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return html(reply, 404, notFoundPage(request.locale));
        throw err;
      }
    },
  );
};

export default checkoutRoutes;
