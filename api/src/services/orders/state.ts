/**
 * An order as one caller sees it: the row, its live writer assignment, and whether the caller is its
 * client or its writer. Every order call starts here, so "another client's order is 404" and "the
 * lifecycle table decides 403/409" hold everywhere.
 * @see docs/product.md §4 Orders, §6 Roles and permissions; contracts/src/orders/transitions.ts
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { hasPermission, type PermissionKey } from '@scriptorium/contracts/core';
import { canPerform, type OrderAction, type OrderActionContext } from '@scriptorium/contracts/orders';
import type { Executor } from '../../db/client.js';
import { assignments, orders } from '../../db/schema/index.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import type { AuthUser } from '../../core/auth/current-user.js';

export type OrderRow = typeof orders.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;

/** What an order call knows about the order and its caller. */
export interface OrderState {
  order: OrderRow;
  /** The newest assignment that is not cancelled, or null. */
  assignment: AssignmentRow | null;
  viewer: AuthUser;
  /** The caller is the client who placed the order. */
  isOwner: boolean;
  /** The caller is the writer of the live assignment. */
  isAssignedWriter: boolean;
}

/** Keys that let an admin read orders (detail, files, messages): the orders menu or the inbox. */
export const ORDER_READ_KEYS: readonly PermissionKey[] = ['orders.menu.view_orders', 'orders.inbox.view_inbox'];

/** Whether an admin may read orders at all (see `ORDER_READ_KEYS`). */
export function adminReadsOrders(viewer: AuthUser): boolean {
  return viewer.role === 'admin' && ORDER_READ_KEYS.some((k) => hasPermission(viewer.permissions, k));
}

/** The live (not cancelled) assignment of an order, newest first; null when none. */
export async function liveAssignment(db: Executor, orderId: number): Promise<AssignmentRow | null> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.order_id, orderId), ne(assignments.status, 'cancelled')))
    .orderBy(desc(assignments.id))
    .limit(1);
  return row ?? null;
}

/** The writer's newest assignment on the order, live or cancelled; null when never assigned. */
export async function writersAssignment(
  db: Executor,
  orderId: number,
  writerId: number,
): Promise<AssignmentRow | null> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.order_id, orderId), eq(assignments.user_id, writerId)))
    .orderBy(desc(assignments.id))
    .limit(1);
  return row ?? null;
}

export interface LoadOptions {
  /** Lock the order row (`FOR UPDATE`) for the rest of the transaction: every change does. */
  lock?: boolean;
  /** Let a writer whose assignment was cancelled read the order (detail only). */
  pastWriters?: boolean;
}

/**
 * Loads order `orderId` for `viewer`. Throws 404 'Order not found' when it does not exist, when a client
 * is not its owner, or a writer is not its (live) writer; 403 when an admin only reading it (no
 * `lock`) holds none of `ORDER_READ_KEYS`. The rights to change it are checked by `assertCan`.
 */
export async function loadOrder(
  db: Executor,
  viewer: AuthUser,
  orderId: number,
  opts: LoadOptions = {},
): Promise<OrderState> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = opts.lock ? await query.for('update') : await query;
  if (!order) throw notFound('Order');
  const assignment = await liveAssignment(db, orderId);
  const isOwner = viewer.role === 'client' && order.user_id === viewer.id;
  const isAssignedWriter = viewer.role === 'writer' && assignment?.user_id === viewer.id;
  if (viewer.role === 'client' && !isOwner) throw notFound('Order');
  if (viewer.role === 'writer' && !isAssignedWriter) {
    const past = opts.pastWriters ? await writersAssignment(db, orderId, viewer.id) : null;
    if (!past) throw notFound('Order');
  }
  if (viewer.role === 'admin' && !adminReadsOrders(viewer) && !opts.lock) throw forbidden();
  return { order, assignment, viewer, isOwner, isAssignedWriter };
}

/** The lifecycle table's view of this order and caller. */
export function actionContext(state: OrderState): OrderActionContext {
  return {
    role: state.viewer.role,
    permissions: state.viewer.permissions,
    status: state.order.status,
    isOwner: state.isOwner,
    isAssignedWriter: state.isAssignedWriter,
    hasAssignment: state.assignment !== null,
    assignmentStatus: state.assignment?.status ?? null,
    amount: state.order.amount,
    paidAmount: state.order.paid_amount,
  };
}

/**
 * Throws unless the caller may take `action` now: 403 `{message}` when the table refuses for who they
 * are (role, ownership, permission key), 409 `{message}` when it refuses for the order's state.
 */
export function assertCan(action: OrderAction, state: OrderState): void {
  const check = canPerform(action, actionContext(state));
  if (!check.allowed) throw new HttpError(check.reason === 'permission' ? 403 : 409, check.message);
}
