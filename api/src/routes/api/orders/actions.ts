/**
 * Lifecycle calls on an order (each answers `{message, order}` unless noted; 403 without the right,
 * 409 `{message}` from the wrong status, 422 per field):
 *   POST /orders/{id}/amount          admin submit_quote: {amount} USD (changeAmount / quote)
 *   POST /orders/{id}/mark-paid       admin mark_order_paid: {amount, reference, payment_method} (+ `payment`)
 *   POST /orders/{id}/payment-link    owning client: {amount} → {payment_link}
 *   POST /orders/{id}/approve         owning client or admin approve_order: {rating, comments, tip} (+ `tip_url`)
 *   POST /orders/{id}/revision        owning client or admin request_revision: {instructions}
 *   POST /orders/{id}/deliver         assigned writer: {confirmed: true}; needs a file uploaded by the writer
 *   POST /orders/{id}/complete        admin mark_order_delivered: {confirmed: true}
 *   POST /orders/{id}/cancel          admin edit_order, or the owning client before paying: {reason?}
 *   GET  /orders/{id}/suggest-writers admin assign_writer: ?filter_value= → [{id, name, email, active_orders}]
 *   POST /orders/{id}/assign          admin assign_writer: {writer_id, writer_amount (KSh), deadline}
 * @see services/orders/lifecycle.ts, work.ts; contracts/src/orders/transitions.ts
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PermissionKey } from '@scriptorium/contracts/core';
import { idParam, suggestWritersQuery } from '@scriptorium/contracts/orders';
import type { RouteAccess } from '../../../plugins/app/access.js';
import { assignments, orders, users } from '../../../db/schema/index.js';
import { notFound, parseOr422 } from '../../../lib/http-errors.js';
import { cancelOrder, markPaid, paymentLink, submitQuote } from '../../../services/orders/lifecycle.js';
import { qualified } from '../../../services/orders/view.js';
import { approveOrder, assignWriter, deliver, markCompleted, requestRevision } from '../../../services/orders/work.js';

type Action = (app: FastifyInstance, request: FastifyRequest, orderId: number) => Promise<unknown>;

const admin = (key: string): RouteAccess => ({ roles: ['admin'], permission: `orders.order.${key}` as PermissionKey });

const ACTIONS: [path: string, access: RouteAccess, run: Action][] = [
  ['amount', admin('submit_quote'), submitQuote],
  ['mark-paid', admin('mark_order_paid'), markPaid],
  ['payment-link', { roles: ['client'] }, paymentLink],
  ['approve', { roles: ['client', 'admin'] }, approveOrder],
  ['revision', { roles: ['client', 'admin'] }, requestRevision],
  ['deliver', { roles: ['writer'] }, deliver],
  ['complete', admin('mark_order_delivered'), markCompleted],
  ['cancel', { roles: ['client', 'admin'] }, cancelOrder],
  ['assign', admin('assign_writer'), assignWriter],
];

const orderActionRoutes: FastifyPluginAsync = async (app) => {
  for (const [path, access, run] of ACTIONS) {
    app.post(`/:id/${path}`, { config: { access } }, async (request) => run(app, request, parseOr422(idParam, request.params).id));
  }

  app.get('/:id/suggest-writers', { config: { access: admin('assign_writer') } }, async (request) => {
    const { id } = parseOr422(idParam, request.params);
    const { filter_value: term } = parseOr422(suggestWritersQuery, request.query ?? {});
    const [order] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!order) throw notFound('Order');
    const like = term ? `%${term.replace(/[\\%_]/g, (m) => '\\' + m)}%` : null;
    const active = sql<number>`(select count(*)::int from ${assignments} where ${qualified(assignments.user_id)} = ${qualified(users.id)} and ${qualified(assignments.status)} in ('in_progress', 'revision'))`;
    const rows = await app.db
      .select({ id: users.id, name: users.name, email: users.email, active_orders: active })
      .from(users)
      .where(and(eq(users.role, 'writer'), eq(users.status, 'active'), like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined))
      .orderBy(asc(users.name))
      .limit(20);
    return rows.map((r) => ({ ...r, active_orders: Number(r.active_orders) }));
  });
};

export default orderActionRoutes;
