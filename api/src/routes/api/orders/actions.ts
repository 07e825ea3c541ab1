/**
 * Lifecycle calls on an order (each answers `{message, order}` unless noted; 403 without the right,
 * 409 `{message}` from the wrong status, 422 per field):
 *   POST /orders/{id}/amount          admin submit_quote: {amount} USD (changeAmount / quote)
 *   POST /orders/{id}/mark-paid       admin mark_order_paid: {amount, reference, payment_method} (+ `payment`)
 *   POST /orders/{id}/payment-link    owning client: {amount} → {payment_link}
 *   POST /orders/{id}/approve         owning client or admin approve_order: {rating, comments, tip} (+ `tip_url`,
 *                                     null when the provider made no link now)
 *   POST /orders/{id}/tip-link        owning client of an approved order with an unpaid tip: {gateway?} → {payment_link}
 *   POST /orders/{id}/revision        owning client or admin request_revision: {instructions}
 *   POST /orders/{id}/deliver         assigned writer: {confirmed: true}; needs a file uploaded by the writer
 *   POST /orders/{id}/complete        admin mark_order_delivered: {confirmed: true}
 *   POST /orders/{id}/cancel          admin edit_order, or the owning client before paying: {reason?}
 *   GET  /orders/{id}/suggest-writers admin assign_writer: ?filter_value= → [{id, name, email, active_orders}]
 *   POST /orders/{id}/assign          admin assign_writer: {writer_id, writer_amount (KSh), deadline}
 * @see services/orders/lifecycle.ts, work.ts; contracts/src/orders/transitions.ts
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PermissionKey } from '@scriptorium/contracts/core';
import {
  approveOrderBody,
  approveOrderResult,
  assignWriterRequest,
  changeAmountRequest,
  getPaymentLinkRequest,
  idParam,
  markCompletedRequest,
  markPaidRequest,
  markPaidResult,
  orderResult,
  paymentLinkResponse,
  requestRevisionRequest,
  suggestWritersQuery,
  tipLinkRequest,
  writerSuggestions,
} from '@scriptorium/contracts/orders';
import type { RouteAccess } from '../../../core/access.js';
import { assignments, orders, users } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import type { Actor } from '../../../core/auth/current-user.js';
import type { ServiceDeps } from '../../../services/deps.js';
import { serviceDeps } from '../../deps.js';
import { cancelOrder, cancelRequest, markPaid, paymentLink, submitQuote } from '../../../services/orders/lifecycle.js';
import { tipLink } from '../../../services/orders/tips.js';
import { qualified } from '../../../services/orders/view.js';
import { approveOrder, assignWriter, deliver, markCompleted, requestRevision } from '../../../services/orders/work.js';

const admin = (key: string): RouteAccess => ({ roles: ['admin'], permission: `orders.order.${key}` as PermissionKey });

const orderActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  /** `POST orders/{id}/{path}` running `run` with the order id and the body parsed with `body`. */
  const action = <S extends z.ZodType>(
    path: string,
    access: RouteAccess,
    summary: string,
    body: S,
    run: (deps: ServiceDeps, actor: Actor, orderId: number, input: z.output<S>) => Promise<unknown>,
    answer: z.ZodType = orderResult,
  ) =>
    app.post(
      `/:id/${path}`,
      { config: { access }, schema: { tags: ['orders'], summary, params: idParam, body, response: { 200: answer } } },
      async (request) => run(deps, request.actor, request.params.id, request.body as z.output<S>),
    );
  action('amount', admin('submit_quote'), 'Submit a quote / change the amount (USD)', changeAmountRequest, submitQuote);
  action('mark-paid', admin('mark_order_paid'), 'Record a payment (USD)', markPaidRequest, markPaid, markPaidResult);
  action(
    'payment-link',
    { roles: ['client'] },
    'A checkout link for an amount (USD)',
    getPaymentLinkRequest,
    paymentLink,
    paymentLinkResponse,
  );
  // A client must rate (checked by approveOrder); an admin may approve without a rating.
  action(
    'approve',
    { roles: ['client', 'admin'] },
    'Approve (and rate, tip) an order',
    approveOrderBody,
    approveOrder,
    approveOrderResult,
  );
  action(
    'tip-link',
    { roles: ['client'] },
    'A checkout link for the tip given at approval (USD)',
    tipLinkRequest,
    tipLink,
    paymentLinkResponse,
  );
  action('revision', { roles: ['client', 'admin'] }, 'Request a revision', requestRevisionRequest, requestRevision);
  action('deliver', { roles: ['writer'] }, 'Writer delivers the order', markCompletedRequest, deliver);
  action(
    'complete',
    admin('mark_order_delivered'),
    'Admin marks the order delivered',
    markCompletedRequest,
    markCompleted,
  );
  action('cancel', { roles: ['client', 'admin'] }, 'Cancel the order', cancelRequest, cancelOrder);
  action('assign', admin('assign_writer'), 'Assign a writer (amount in KSh)', assignWriterRequest, assignWriter);

  const suggest = {
    tags: ['orders'],
    summary: 'Writers matching a search',
    params: idParam,
    querystring: suggestWritersQuery,
    response: { 200: writerSuggestions },
  };
  app.get('/:id/suggest-writers', { config: { access: admin('assign_writer') }, schema: suggest }, async (request) => {
    const { id } = request.params;
    const { filter_value: term } = request.query;
    const [order] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!order) throw notFound('Order');
    const like = term ? `%${term.replace(/[\\%_]/g, (m) => '\\' + m)}%` : null;
    const active = sql<number>`(select count(*)::int from ${assignments} where ${qualified(assignments.user_id)} = ${qualified(users.id)} and ${qualified(assignments.status)} in ('in_progress', 'revision'))`;
    const rows = await app.db
      .select({ id: users.id, name: users.name, email: users.email, active_orders: active })
      .from(users)
      .where(
        and(
          eq(users.role, 'writer'),
          eq(users.status, 'active'),
          like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
        ),
      )
      .orderBy(asc(users.name))
      .limit(20);
    return rows.map((r) => ({ ...r, active_orders: Number(r.active_orders) }));
  });
};

export default orderActionRoutes;
