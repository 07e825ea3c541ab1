/**
 * A writer's assignment (admin only; each answers `{message, order}`; 409 when it is no longer live or
 * the order's status does not allow the change):
 *   PUT  /assignments/{id}/deadline  orders.order.change_writer_deadline: {deadline} (only in_progress)
 *   PUT  /assignments/{id}/amount    orders.order.change_writer_amount: {amount} KSh
 *   POST /assignments/{id}/cancel    orders.order.cancel_assigned_order: {reason}
 *   POST /assignments/{id}/revision  orders.order.request_revision: {instructions} (completed or under_review)
 * @see services/orders/assignments.ts; spec §4 Orders, §7 Assignment
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PermissionKey } from '@scriptorium/contracts/core';
import { idParam } from '@scriptorium/contracts/orders';
import { parseOr422 } from '../../../lib/http-errors.js';
import { assignmentRevision, cancelAssignment, changeWriterAmount, changeWriterDeadline } from '../../../services/orders/assignments.js';

type Change = (app: FastifyInstance, request: FastifyRequest, assignmentId: number) => Promise<unknown>;

const ROUTES: [method: 'PUT' | 'POST', path: string, key: string, run: Change][] = [
  ['PUT', 'deadline', 'change_writer_deadline', changeWriterDeadline],
  ['PUT', 'amount', 'change_writer_amount', changeWriterAmount],
  ['POST', 'cancel', 'cancel_assigned_order', cancelAssignment],
  ['POST', 'revision', 'request_revision', assignmentRevision],
];

const assignmentRoutes: FastifyPluginAsync = async (app) => {
  for (const [method, path, key, run] of ROUTES) {
    app.route({
      method,
      url: `/:id/${path}`,
      config: { access: { roles: ['admin'], permission: `orders.order.${key}` as PermissionKey } },
      handler: async (request) => run(app, request, parseOr422(idParam, request.params).id),
    });
  }
};

export default assignmentRoutes;
