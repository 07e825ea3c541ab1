/**
 * Order tables (table protocol: GET list, POST `{export: 1}` → `{file, name}` CSV or XLSX):
 *   /orders/list/{status}   admin (orders.menu.view_orders): a status, an admin area (quotes, available,
 *                           progressed, under_review, closed) or `all`
 *   /orders/client          client: own orders; `?status=` a status or `all`
 *   /orders/writer/{status} writer: own assignments by writer area (active, closed), status or `all`
 *   /orders/user/{userId}   admin (users.menu.view_users): one client's orders (user page, orders tab)
 *   /orders/link/{linkId}   admin (links.menu.view_links): orders placed through one link
 *   GET /orders/tab-counts  status → count for the status tabs' badges (services/dashboard/menu-counts.ts)
 * @see services/orders/lists.ts; docs/product.md §2 Routes; docs/product.md §R1 Tables
 */
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { idField } from '@scriptorium/contracts/core';
import {
  adminOrderRow,
  clientOrderRow,
  orderTabCounts as tabCountsAnswer,
  writerOrderRow,
} from '@scriptorium/contracts/orders';
import { orders } from '../../../db/schema/index.js';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import { orderTabCounts } from '../../../services/dashboard/menu-counts.js';
import {
  adminOrdersSpec,
  adminStatusSpec,
  clientOrdersSpec,
  writerOrdersSpec,
} from '../../../services/orders/lists.js';

const statusParam = z.object({ status: z.string().max(40) });
const statusQuery = z.object({ status: z.string().max(40).optional() });
const userParam = z.object({ userId: idField('The user id must be a positive whole number') });
const linkParam = z.object({ linkId: idField('The link id must be a positive whole number') });

const orderListRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/tab-counts',
    {
      config: { access: 'user' },
      schema: { summary: 'Order count per status (tab badges)', response: { 200: tabCountsAnswer } },
    },
    async (request) => orderTabCounts(app.db, request.user),
  );
  tableRoutes(app, '/list/:status', {
    rows: 'orders of a status or admin area',
    access: { roles: ['admin'], permission: 'orders.menu.view_orders' },
    row: adminOrderRow,
    params: statusParam,
    spec: (request, { params }) => adminStatusSpec(app.db, request.user, params.status),
    exportName: 'orders',
  });
  tableRoutes(app, '/client', {
    rows: "the client's own orders",
    access: { roles: ['client'] },
    row: clientOrderRow,
    query: statusQuery,
    spec: (request, { query }) => clientOrdersSpec(app.db, request.user, query.status),
    exportName: 'my-orders',
  });
  tableRoutes(app, '/writer/:status', {
    rows: "the writer's assignments of a status or area",
    access: { roles: ['writer'] },
    row: writerOrderRow,
    params: statusParam,
    spec: (request, { params }) => writerOrdersSpec(app.db, request.user, params.status),
    exportName: 'writer-orders',
  });
  tableRoutes(app, '/user/:userId', {
    rows: "one client's orders",
    access: { roles: ['admin'], permission: 'users.menu.view_users' },
    row: adminOrderRow,
    params: userParam,
    spec: (request, { params }) => adminOrdersSpec(app.db, request.user, [eq(orders.user_id, params.userId)]),
    exportName: 'user-orders',
  });
  tableRoutes(app, '/link/:linkId', {
    rows: 'the orders placed through a link (by link id)',
    access: { roles: ['admin'], permission: 'links.menu.view_links' },
    row: adminOrderRow,
    params: linkParam,
    spec: (request, { params }) => adminOrdersSpec(app.db, request.user, [eq(orders.link_id, params.linkId)]),
    exportName: 'link-orders',
  });
};

export default orderListRoutes;
