/**
 * `GET /api/logs` (table protocol) and `POST /api/logs` (export): the audit log — id, user {id, name},
 * type, log (in the caller's language), ip_address, device ("OS - Browser"), created_at. Access: logs.menu.view_logs.
 * @see docs/product.md §2 /logs; §7 listLogs
 */
import type { FastifyPluginAsync } from 'fastify';
import { logRow } from '@scriptorium/contracts/users';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import { LOG_EXPORT_COLUMNS, logsTableSpec } from '../../../services/logs/index.js';

const logsRoutes: FastifyPluginAsync = async (app) => {
  tableRoutes(app, '/', {
    rows: 'the activity log',
    access: { roles: ['admin'], permission: 'logs.menu.view_logs' },
    row: logRow,
    spec: (request) => logsTableSpec(app.db, request.locale),
    exportName: 'logs',
    exportColumns: LOG_EXPORT_COLUMNS,
  });
};

export default logsRoutes;
