/**
 * An order's payments and their refunds:
 *   GET  /orders/{id}/payments   the owning client, or an admin with payments.order_payments.view_order_payments
 *                                or .refund → [{…payment, gateway, refunded_amount, refunds[]}] (USD decimals)
 *   POST /orders/{id}/refunds    admin + payments.order_payments.refund: {payment_id, amount, reason, writer_debit?}
 *                                → {message: 'Refund recorded', refund, order}
 * @see services/payments/refunds.ts; issue 26 (Refunds)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPermission } from '@scriptorium/contracts/core';
import { idParam } from '@scriptorium/contracts/orders';
import { refundRequest } from '@scriptorium/contracts/payments';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.js';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import { loadOrder } from '../../../services/orders/state.js';
import { orderPaymentsWithRefunds, refundPayment } from '../../../services/payments/refunds.js';

const orderRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id/payments', { config: { access: { roles: ['client', 'admin'] } }, schema: { tags: ['orders'], summary: "An order's payments and refunds", params: idParam } }, async (request) => {
    const user = request.user;
    if (user.role === 'admin' && !['payments.order_payments.view_order_payments', 'payments.order_payments.refund'].some((k) => hasPermission(user.permissions, k))) throw forbidden();
    if (user.role === 'client') await loadOrder(app.db, user, request.params.id); // 404 unless theirs
    else if (!(await app.db.select({ id: orders.id }).from(orders).where(eq(orders.id, request.params.id))).length) throw notFound('Order');
    return orderPaymentsWithRefunds(app.db, request.params.id);
  });

  const refund = { config: { access: { roles: ['admin'], permission: 'payments.order_payments.refund' } }, schema: { tags: ['orders'], summary: 'Refund all or part of a payment (USD)', params: idParam, body: refundRequest } } as const;
  app.post('/:id/refunds', refund, async (request) => refundPayment(app, request.actor, request.params.id, request.body));
};

export default orderRefundRoutes;
