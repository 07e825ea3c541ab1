/**
 * Admin calls on a writer's assignment: change its deadline (only in_progress), change the writer's
 * amount (KSh), cancel it with a reason (the order goes back to where an order without a writer belongs),
 * request a revision. Only the live assignment of its order can be changed (a cancelled one → 409).
 * @see docs/product.md §4 Orders (assignment rules), §7 Assignment
 */
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { toMinor } from '@scriptorium/contracts/core';
import {
  cancelAssignRequest,
  changeDeadlineRequest,
  changeWriterAmountRequest,
  requestRevisionRequest,
} from '@scriptorium/contracts/orders';
import type { Tx } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { Actor } from '../../core/auth/current-user.js';
import { applyAction, changeOrder, type OrderChange, type OrderChangeDeps } from './change.js';
import { viewAfter, type OrderResult } from './lifecycle.js';
import { ksh } from './recipients.js';
import { assertCan, type AssignmentRow, type OrderState } from './state.js';
import { requestRevisionIn } from './work.js';

/**
 * Runs `run` on assignment `assignmentId` inside its order's `changeOrder`. 404 'Assignment not found';
 * 409 'This assignment has been cancelled' when it is not the order's live assignment.
 */
async function changeAssignment(
  deps: OrderChangeDeps,
  actor: Actor,
  assignmentId: number,
  run: (tx: Tx, state: OrderState, assignment: AssignmentRow) => Promise<OrderChange<OrderResult>>,
): Promise<OrderResult> {
  const [row] = await deps.db
    .select({ order_id: assignments.order_id })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!row) throw notFound('Assignment');
  return changeOrder(deps, actor, row.order_id, async (tx, state) => {
    if (state.assignment?.id !== assignmentId) throw new HttpError(409, 'This assignment has been cancelled');
    return run(tx, state, state.assignment);
  });
}

const vars = (state: OrderState, message: string) => ({ order_id: state.order.id, title: state.order.title, message });

/** `PUT assignments/{id}/deadline` {deadline} (change_writer_deadline; only while in_progress). */
export function changeWriterDeadline(
  deps: OrderChangeDeps,
  actor: Actor,
  assignmentId: number,
  input: z.output<typeof changeDeadlineRequest>,
): Promise<OrderResult> {
  return changeAssignment(deps, actor, assignmentId, async (tx, state, a) => {
    assertCan('change_writer_deadline', state);
    const deadline = new Date(input.deadline);
    await tx.update(assignments).set({ deadline }).where(eq(assignments.id, a.id));
    await applyAction(tx, state, 'change_writer_deadline');
    return {
      result: { message: 'Deadline updated', order: await viewAfter(tx, state) },
      audit: {
        type: 'assignment_deadline',
        log: `${state.viewer.name} moved the writer deadline of order #${state.order.id} to ${deadline.toISOString()}`,
      },
      notify: [
        {
          userIds: [a.user_id],
          slug: 'assignment_updated',
          vars: vars(state, `the deadline is now ${deadline.toISOString()}`),
        },
      ],
    };
  });
}

/** `PUT assignments/{id}/amount` {amount} (change_writer_amount): what the writer earns, KSh. */
export function changeWriterAmount(
  deps: OrderChangeDeps,
  actor: Actor,
  assignmentId: number,
  input: z.output<typeof changeWriterAmountRequest>,
): Promise<OrderResult> {
  return changeAssignment(deps, actor, assignmentId, async (tx, state, a) => {
    assertCan('change_writer_amount', state);
    const amount = toMinor(input.amount);
    await tx.update(assignments).set({ amount }).where(eq(assignments.id, a.id));
    await applyAction(tx, state, 'change_writer_amount');
    return {
      result: { message: 'Writer amount updated', order: await viewAfter(tx, state) },
      audit: {
        type: 'assignment_amount',
        log: `${state.viewer.name} changed the writer amount of order #${state.order.id} to ${ksh(amount)}`,
      },
      notify: [
        { userIds: [a.user_id], slug: 'assignment_updated', vars: vars(state, `the amount is now ${ksh(amount)}`) },
      ],
    };
  });
}

/** `POST assignments/{id}/cancel` {reason} (cancel_assigned_order): the writer is taken off the order. */
export function cancelAssignment(
  deps: OrderChangeDeps,
  actor: Actor,
  assignmentId: number,
  input: z.output<typeof cancelAssignRequest>,
): Promise<OrderResult> {
  return changeAssignment(deps, actor, assignmentId, async (tx, state, a) => {
    assertCan('cancel_assignment', state);
    const { reason } = input;
    await applyAction(tx, state, 'cancel_assignment');
    await tx.update(assignments).set({ status: 'cancelled', cancel_reason: reason }).where(eq(assignments.id, a.id));
    return {
      result: { message: 'Assignment cancelled', order: await viewAfter(tx, state) },
      audit: {
        type: 'assignment_cancelled',
        log: `${state.viewer.name} cancelled the writer assignment of order #${state.order.id}: ${reason}`,
      },
      notify: [
        {
          userIds: [a.user_id],
          slug: 'assignment_cancelled',
          vars: { order_id: state.order.id, title: state.order.title, reason },
        },
      ],
      alsoReload: [a.user_id],
    };
  });
}

/** `POST assignments/{id}/revision` {instructions} (request_revision; assignment completed or under_review). */
export function assignmentRevision(
  deps: OrderChangeDeps,
  actor: Actor,
  assignmentId: number,
  input: z.output<typeof requestRevisionRequest>,
): Promise<OrderResult> {
  return changeAssignment(deps, actor, assignmentId, (tx, state) => requestRevisionIn(tx, state, input));
}
