/**
 * `GET /api/dashboard/stats?from&to` (admin with dashboard.menu.view_dashboard) →
 * `{clients, orders, totalPaid, from, to, series: [{date, orders, revenue}]}`: all-time cards (Total Paid in
 * USD decimals) and one point per day of the range (default the last 30 days; `from`/`to` as the table
 * protocol's MM/dd/yyyy or yyyy-MM-dd; 422 on `from` for a bad or longer-than-3700-days range).
 * @see docs/product.md §2 /admin-dashboard; services/dashboard/stats.ts
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsQuery, dashboardStatsResponse } from '@scriptorium/contracts/orders';
import { dashboardStats } from '../../../services/dashboard/stats.js';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      config: { access: { roles: ['admin'], permission: 'dashboard.menu.view_dashboard' } },
      schema: {
        summary: 'Dashboard cards and daily orders and revenue (USD)',
        querystring: dashboardStatsQuery,
        response: { 200: dashboardStatsResponse },
      },
    },
    async (request) => dashboardStats(app.db, request.query),
  );
};

export default dashboardRoutes;
