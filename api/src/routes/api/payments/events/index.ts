/**
 * Stored provider events, for admins (docs/payments.md, Every provider event is stored):
 *   GET  /payments/events                               admin + view_order_payments (table; POST exports): provider, type, id, outcome, received, applied
 *   GET  /payments/events/:provider/:eventId            admin + view_order_payments: the row and the body as received
 *   POST /payments/events/:provider/:eventId/replay     admin + payments.order_payments.refund: apply it again
 *                                                       → {message, outcome, event}; an event applied before changes nothing
 * @see services/payments-gateway/events.ts, replay.ts
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentEventDetail,
  paymentEventParams,
  paymentEventReplayed,
  paymentEventRow,
} from '@scriptorium/contracts/payments';
import { notFound } from '../../../../lib/http-errors.js';
import { tableRoutes } from '../../../../lib/table/tableRoutes.js';
import { eventRow, findEvent, paymentEventsTable } from '../../../../services/payments-gateway/events.js';
import { replayEvent } from '../../../../services/payments-gateway/replay.js';
import { serviceDeps } from '../../../deps.js';

const VIEW = { roles: ['admin'], permission: 'payments.order_payments.view_order_payments' } as const;
const REPLAY = { roles: ['admin'], permission: 'payments.order_payments.refund' } as const;

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  tableRoutes(app, '', {
    rows: 'provider events received (Stripe, PayPal)',
    access: VIEW,
    row: paymentEventRow,
    spec: () => paymentEventsTable(app.db),
    exportName: 'payment-events',
  });

  const one = {
    config: { access: VIEW },
    schema: {
      tags: ['payments'],
      summary: 'One stored provider event, with its body as received',
      params: paymentEventParams,
      response: { 200: paymentEventDetail },
    },
  };
  app.get('/:provider/:eventId', one, async (request) => {
    const row = await findEvent(app.db, request.params.provider, request.params.eventId);
    if (!row) throw notFound('Event');
    return { ...eventRow(row), payload: row.payload };
  });

  const replay = {
    config: { access: REPLAY },
    schema: {
      tags: ['payments'],
      summary: 'Apply a stored provider event again (an event applied before changes nothing)',
      params: paymentEventParams,
      response: { 200: paymentEventReplayed },
    },
  };
  app.post('/:provider/:eventId/replay', replay, async (request) =>
    replayEvent(deps, request.actor, request.params.provider, request.params.eventId),
  );
};

export default eventRoutes;
