/**
 * Referral links (`links.menu.view_links`):
 *   GET links                  table: id, url, order_count, created_at (+ POST export)
 *   GET links/:id              {id, url, order_count, created_at}
 *   GET links/:id/orders       table: id, title, status, client {id, name}, user_id, created_at (+ POST export)
 * @see docs/product.md §2 /links and View link, §3 Link
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkOrderRow, linkRow, linkView, settingIdParam } from '@scriptorium/contracts/settings';
import { exportColumnsOf } from '../../../lib/table/exportTable.js';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import type { RouteAccess } from '../../../core/access.js';
import { getLink, linkOrdersTableSpec, linksTableSpec } from '../../../services/settings/links.js';

const access: RouteAccess = { roles: ['admin'], permission: 'links.menu.view_links' };

const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  tableRoutes(app, '/', {
    rows: 'order links',
    access,
    row: linkRow,
    spec: () => linksTableSpec(app.db),
    exportName: 'links',
    exportColumns: exportColumnsOf('id', 'url', 'order_count', 'created_at'),
  });

  app.get(
    '/:id',
    {
      config: { access },
      schema: { tags: ['links'], summary: 'One order link', params: settingIdParam, response: { 200: linkView } },
    },
    async (request) => getLink(app.db, request.params.id),
  );

  tableRoutes(app, '/:id/orders', {
    rows: 'the orders placed through a link',
    access,
    row: linkOrderRow,
    params: settingIdParam,
    spec: async (_request, { params: { id } }) => {
      await getLink(app.db, id);
      return linkOrdersTableSpec(app.db, id);
    },
    exportName: 'link-orders',
    exportColumns: exportColumnsOf('id', 'title', { key: 'client.name', title: 'Client' }, 'created_at'),
  });
};

export default linkRoutes;
