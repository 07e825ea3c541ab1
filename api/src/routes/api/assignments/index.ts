/**
 * A writer's assignment (admin only; each answers `{message, order}`; 409 when it is no longer live or
 * the order's status does not allow the change):
 *   PUT  /assignments/{id}/deadline  orders.order.change_writer_deadline: {deadline} (only in_progress)
 *   PUT  /assignments/{id}/amount    orders.order.change_writer_amount: {amount} KSh
 *   POST /assignments/{id}/cancel    orders.order.cancel_assigned_order: {reason}
 *   POST /assignments/{id}/revision  orders.order.request_revision: {instructions} (completed or under_review)
 * @see services/orders/assignments.ts; docs/product.md §4 Orders, §7 Assignment
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { PermissionKey } from '@scriptorium/contracts/core';
import {
  cancelAssignRequest,
  changeDeadlineRequest,
  changeWriterAmountRequest,
  idParam,
  orderResult,
  requestRevisionRequest,
} from '@scriptorium/contracts/orders';
import type { Actor } from '../../../core/auth/current-user.js';
import type { ServiceDeps } from '../../../services/deps.js';
import { serviceDeps } from '../../deps.js';
import {
  assignmentRevision,
  cancelAssignment,
  changeWriterAmount,
  changeWriterDeadline,
} from '../../../services/orders/assignments.js';

const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  /** `{method} assignments/{id}/{path}` for admins holding `orders.order.{key}`, the body parsed with `body`. */
  const change = <S extends z.ZodType>(
    method: 'PUT' | 'POST',
    path: string,
    key: string,
    summary: string,
    body: S,
    run: (
      deps: ServiceDeps,
      actor: Actor,
      assignmentId: number,
      input: z.output<S>,
    ) => Promise<z.input<typeof orderResult>>,
  ) =>
    app.withTypeProvider<ZodTypeProvider>().route({
      method,
      url: `/:id/${path}`,
      config: { access: { roles: ['admin'], permission: `orders.order.${key}` as PermissionKey } },
      schema: { tags: ['orders'], summary, params: idParam, body, response: { 200: orderResult } },
      handler: async (request) => run(deps, request.actor, request.params.id, request.body as z.output<S>),
    });
  change(
    'PUT',
    'deadline',
    'change_writer_deadline',
    "Change the writer's deadline",
    changeDeadlineRequest,
    changeWriterDeadline,
  );
  change(
    'PUT',
    'amount',
    'change_writer_amount',
    "Change the writer's amount (KSh)",
    changeWriterAmountRequest,
    changeWriterAmount,
  );
  change(
    'POST',
    'cancel',
    'cancel_assigned_order',
    "Cancel the writer's assignment",
    cancelAssignRequest,
    cancelAssignment,
  );
  change(
    'POST',
    'revision',
    'request_revision',
    'Request a revision from the writer',
    requestRevisionRequest,
    assignmentRevision,
  );
};

export default assignmentRoutes;
