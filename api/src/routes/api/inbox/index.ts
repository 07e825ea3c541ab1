/**
 * The message inbox by order:
 *   GET|POST /inbox        client, or admin with orders.inbox.view_inbox: table protocol (newest first;
 *                          export CSV/XLSX) of orders with messages: order_id, title, user, last_message,
 *                          unread_messages_count, created_at (of the last message)
 *   GET /inbox/{orderId}   the same callers, party to the order: {order: {id, title, status, user?}, messages}
 * @see services/orders/inbox.ts; docs/product.md §2 /inbox, /inbox/view/{id}
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField } from '@scriptorium/contracts/core';
import { inboxRow, inboxThread } from '@scriptorium/contracts/orders';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import { assertInbox, inboxSpec } from '../../../services/orders/inbox.js';
import { listMessages } from '../../../services/orders/messages.js';
import { loadOrder } from '../../../services/orders/state.js';
import { orderView } from '../../../services/orders/view.js';

const orderParam = z.object({ orderId: idField('The order id must be a positive whole number') });

const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  tableRoutes(app, '/', {
    rows: 'conversations by order, newest first (the inbox)',
    access: { roles: ['admin', 'client'] },
    row: inboxRow,
    spec: (request) => {
      assertInbox(request.user);
      return inboxSpec(app.db, request.user);
    },
    exportName: 'inbox',
  });

  app.get(
    '/:orderId',
    {
      config: { access: { roles: ['admin', 'client'] } },
      schema: {
        tags: ['orders'],
        summary: 'One conversation of the inbox: the order and its messages',
        params: orderParam,
        response: { 200: inboxThread },
      },
    },
    async (request) => {
      assertInbox(request.user);
      const { orderId } = request.params;
      const order = await orderView(app.db, await loadOrder(app.db, request.user, orderId));
      return {
        order: {
          id: order.id,
          title: order.title,
          status: order.status,
          ...(order.user !== undefined ? { user: order.user } : {}),
        },
        messages: await listMessages(app.db, request.user, orderId),
      };
    },
  );
};

export default inboxRoutes;
