/**
 * Refunds of an order's payments (the payments with their refunds: `GET /orders/{id}/payments`, detail.ts):
 *   POST /orders/{id}/refunds    admin + payments.order_payments.refund: {payment_id, amount, reason, writer_debit?}
 *                                → {message: 'Refund recorded', refund, order}
 * @see services/payments/refunds.ts; docs/payments.md Refund
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, refundResult } from '@scriptorium/contracts/orders';
import { refundRequest } from '@scriptorium/contracts/payments';
import { refundPayment } from '../../../services/payments/refunds.js';
import { serviceDeps } from '../../deps.js';

const orderRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const refund = {
    config: { access: { roles: ['admin'], permission: 'payments.order_payments.refund' } },
    schema: {
      tags: ['orders'],
      summary: 'Refund all or part of a payment (USD)',
      params: idParam,
      body: refundRequest,
      response: { 200: refundResult },
    },
  } as const;
  app.post('/:id/refunds', refund, async (request) =>
    refundPayment(deps, request.actor, request.params.id, request.body),
  );
};

export default orderRefundRoutes;
