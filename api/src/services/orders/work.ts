/**
 * Order calls about the work: assign a writer, the writer's delivery, the admin's "completed", the
 * client's (or an admin's) approval with rating and tip, and revision requests. Approval credits the
 * writer's earning (the assignment's KSh amount) to the ledger in the same transaction, once; its tip
 * link is asked of the provider after that transaction, so a provider that is down never undoes an
 * approval. Assigning a writer credits them a tip that was paid while the order had none.
 * @see docs/product.md §4 Orders (the lifecycle: assignWriter, approveOrder, requestRevision, markCompleted); docs/payments.md (Checkout, Payment)
 */
import type { z } from 'zod';
import { and, count, eq } from 'drizzle-orm';
import { toMinor } from '@scriptorium/contracts/core';
import {
  RATING_MESSAGE,
  assignWriterRequest,
  requestRevisionRequest,
  type ApproveOrderBody,
} from '@scriptorium/contracts/orders';
import type { Tx } from '../../db/client.js';
import { assignments, files, revisions, users } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import type { Actor } from '../../core/auth/current-user.js';
import { postLedgerEntry } from '../ledger/index.js';
import { deliverLink, reserveCheckout, type Reservation } from '../payments-gateway/checkout-links.js';
import { paymentGateway } from '../payments-gateway/index.js';
import { applyAction, changeOrder, type OrderChange, type OrderChangeDeps } from './change.js';
import { viewAfter, type OrderResult } from './lifecycle.js';
import { adminsForTemplate, ksh, usd } from './recipients.js';
import { assertCan, type OrderState } from './state.js';
import { creditWaitingTip } from './tips.js';

const vars = (state: OrderState, extra: Record<string, string | number> = {}) => ({
  order_id: state.order.id,
  title: state.order.title,
  ...extra,
});

/** The message of a delivery (writer) or completion (admin), as the confirm-completed screen shows it. */
export const COMPLETED_MESSAGE = 'Order has been marked as completed';

/**
 * `POST orders/{id}/assign` {writer_id, writer_amount (KSh), deadline}: a new assignment, order →
 * in_progress. 422 `writer_id` 'Choose an active writer' unless the id is an active writer. A tip paid
 * while the order had no writer is credited to this one.
 */
export function assignWriter(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  input: z.output<typeof assignWriterRequest>,
): Promise<OrderResult> {
  return changeOrder(deps, actor, orderId, async (tx, state) => {
    assertCan('assign_writer', state);
    const body = input;
    const [writer] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, body.writer_id), eq(users.role, 'writer'), eq(users.status, 'active')));
    if (!writer) throw fieldError('writer_id', 'Choose an active writer');
    const amount = toMinor(body.writer_amount);
    await tx.insert(assignments).values({
      order_id: orderId,
      user_id: writer.id,
      amount,
      deadline: new Date(body.deadline),
      status: 'in_progress',
    });
    await applyAction(tx, state, 'assign_writer');
    await creditWaitingTip(tx, orderId, writer.id, deps.config.kshPerUsd);
    return {
      result: { message: 'Writer assigned', order: await viewAfter(tx, state) },
      audit: {
        type: 'writer_assigned',
        log: `${state.viewer.name} assigned order #${orderId} to ${writer.name} for ${ksh(amount)}`,
      },
      notify: [{ userIds: [writer.id], slug: 'writer_assigned', vars: vars(state, { amount: ksh(amount) }) }],
    };
  });
}

/**
 * `POST orders/{id}/deliver` {confirmed: true} (the assigned writer, Deliver Now): in_progress/revision →
 * under_review. The writer must have uploaded at least one file to the order: otherwise 422 `files`.
 */
export function deliver(deps: OrderChangeDeps, actor: Actor, orderId: number): Promise<OrderResult> {
  return changeOrder(deps, actor, orderId, async (tx, state) => {
    assertCan('deliver', state);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.order_id, orderId), eq(files.user_id, state.viewer.id)));
    if (n === 0) throw fieldError('files', 'Upload at least one file before delivering the order');
    await applyAction(tx, state, 'deliver');
    return {
      result: { message: COMPLETED_MESSAGE, order: await viewAfter(tx, state) },
      audit: { type: 'order_delivered', log: `${state.viewer.name} delivered order #${orderId}` },
      notify: [{ userIds: await adminsForTemplate(tx, 'order_delivered'), slug: 'order_delivered', vars: vars(state) }],
    };
  });
}

/** `POST orders/{id}/complete` {confirmed: true} (admin, mark_order_delivered): in_progress/under_review → completed. */
export function markCompleted(deps: OrderChangeDeps, actor: Actor, orderId: number): Promise<OrderResult> {
  return changeOrder(deps, actor, orderId, async (tx, state) => {
    assertCan('mark_completed', state);
    await applyAction(tx, state, 'mark_completed');
    return {
      result: { message: COMPLETED_MESSAGE, order: await viewAfter(tx, state) },
      audit: { type: 'order_completed', log: `${state.viewer.name} marked order #${orderId} as completed` },
      notify: [{ userIds: [state.order.user_id], slug: 'order_completed', vars: vars(state) }],
    };
  });
}

/**
 * `POST orders/{id}/approve` {rating, comments, tip} → approved; the writer's assignment amount is
 * credited to their ledger (source `order_approved`, once). A client's tip > 0 gets `tip_url`: the tip's
 * checkout is reserved in the approval's transaction and asked of the provider after it commits, so the
 * approval, the rating and the writer's credit are saved whatever the provider does; `tip_url` is null
 * when the provider refused or did not answer within the limit (the client asks again with
 * `POST orders/{id}/tip-link`). Message: 'Order has been rated' when a rating is given, else 'Order
 * approved'. 422 on `rating` when a client gives none (an admin may approve without).
 */
export async function approveOrder(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  body: ApproveOrderBody,
): Promise<OrderResult & { tip_url: string | null }> {
  const isClient = actor.role === 'client';
  const tip = isClient && body.tip ? toMinor(body.tip) : 0;
  // Checked before anything is saved: 422 on `gateway` is not expected (the default is always offered).
  const gateway = tip > 0 ? paymentGateway(deps).name : null;
  let reservation: Reservation | null = null;
  const result = await changeOrder(deps, actor, orderId, async (tx, state) => {
    assertCan('approve', state);
    if (isClient && body.rating === undefined) throw fieldError('rating', RATING_MESSAGE);
    await applyAction(tx, state, 'approve', {
      ...(body.rating !== undefined ? { rating: body.rating } : {}),
      ...(body.comments !== undefined ? { comments: body.comments } : {}),
      ...(tip > 0 ? { tip } : {}),
    });
    const writer = state.assignment;
    if (writer && writer.amount > 0) {
      await postLedgerEntry(tx, {
        userId: writer.user_id,
        amount: writer.amount,
        description: `Earnings for order #${orderId}`,
        source: { type: 'order_approved', id: orderId },
      });
    }
    if (gateway)
      reservation = await reserveCheckout(tx, deps.config, {
        orderId,
        userId: state.viewer.id,
        kind: 'tip',
        amount: tip,
        gateway,
      });
    const rated = body.rating !== undefined;
    return {
      result: { message: rated ? 'Order has been rated' : 'Order approved', order: await viewAfter(tx, state) },
      audit: {
        type: 'order_approved',
        log: `${state.viewer.name} approved order #${orderId}${rated ? ` with ${body.rating} stars` : ''}${tip ? ` and a ${usd(tip)} tip` : ''}`,
      },
      notify: [
        {
          userIds: [state.order.user_id, ...(writer ? [writer.user_id] : [])],
          slug: 'order_approved',
          vars: vars(state),
        },
      ],
    };
  });
  return { ...result, tip_url: reservation ? await tipUrl(deps, reservation) : null };
}

/** The tip's page, or null when the provider did not make one now (the reason is logged). */
async function tipUrl(deps: OrderChangeDeps, reservation: Reservation): Promise<string | null> {
  try {
    return await deliverLink(deps, reservation);
  } catch (err) {
    deps.log.warn(
      { err, orderId: reservation.session.order_id },
      'approved without a tip link: the client can ask for it again',
    );
    return null;
  }
}

/**
 * A revision on the live assignment of the locked order: revisions row, order and assignment → revision,
 * the writer notified. Used by the client/admin order call and the admin assignment call.
 */
export async function requestRevisionIn(
  tx: Tx,
  state: OrderState,
  input: z.output<typeof requestRevisionRequest>,
): Promise<OrderChange<OrderResult>> {
  assertCan('request_revision', state);
  const { instructions } = input;
  const assignment = state.assignment!;
  await tx.insert(revisions).values({ assignment_id: assignment.id, instructions });
  await applyAction(tx, state, 'request_revision');
  return {
    result: { message: 'Revision requested', order: await viewAfter(tx, state) },
    audit: { type: 'revision_requested', log: `${state.viewer.name} requested a revision on order #${state.order.id}` },
    notify: [
      { userIds: [assignment.user_id], slug: 'revision_requested', vars: vars(state, { message: instructions }) },
    ],
  };
}

/** `POST orders/{id}/revision` {instructions}: the owning client on completed, admins on completed/under_review. */
export function requestRevision(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  input: z.output<typeof requestRevisionRequest>,
): Promise<OrderResult> {
  return changeOrder(deps, actor, orderId, (tx, state) => requestRevisionIn(tx, state, input));
}
