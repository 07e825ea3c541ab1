/**
 * One order as the detail call returns it (docs/product.md §3 Order), shaped for the caller:
 * - admins see what their `view_*` keys allow: no `view_amount` → no money fields; no `view_deadline` →
 *   no client deadline; no `view_client` → no `user`; no `view_order_source` → no source, link, referrer;
 *   no `view_writer_deadline` → no `assign.deadline`;
 * - clients see their order and its price, never the writer (`assign: null`) nor the source;
 * - writers see their own assignment (KSh amount, their deadline as `deadline`), never the client, the
 *   price or the source.
 * `actions` lists `availableActions` for the caller, so the screens show exactly the allowed buttons.
 * @see docs/product.md §3 Order, Assignment; §6 permission keys; contracts/src/orders/responses.ts
 */
import { and, asc, desc, eq, getTableName, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CLIENT_CURRENCY, fromMinor, WRITER_CURRENCY, hasPermission } from '@scriptorium/contracts/core';
import {
  availableActions,
  paymentState,
  pendingAmount,
  type Assignment,
  type Order,
  type PastAssignment,
} from '@scriptorium/contracts/orders';
import type { Executor } from '../../db/client.js';
import {
  assignments,
  links,
  messages,
  order_order_services,
  order_services,
  order_sources,
  revisions,
  service_types,
  users,
} from '../../db/schema/index.js';
import type { AuthUser } from '../../core/auth/current-user.js';
import { actionContext, writersAssignment, type AssignmentRow, type OrderState } from './state.js';

/**
 * SQL count of the messages on order `orderId` waiting for `viewer`: aimed at their role, unread, not
 * written by them. Usable as a select field (correlated on a column) or alone.
 */
export function unreadCountSql(viewer: AuthUser, orderId: AnyColumn | number): SQL<number> {
  const outer = typeof orderId === 'number' ? sql`${orderId}` : qualified(orderId);
  const m = (c: AnyColumn) => qualified(c);
  return sql<number>`(select count(*)::int from ${messages} where ${m(messages.order_id)} = ${outer} and ${m(messages.target)} = ${viewer.role} and ${m(messages.read_at)} is null and ${m(messages.user_id)} <> ${viewer.id})`;
}

/**
 * `"table"."column"` always: Drizzle leaves columns of single-table selects unqualified, which would make
 * a correlated subquery compare its own columns.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Whether an admin holds `orders.order.{key}`; clients and writers never do. */
export function canView(
  viewer: AuthUser,
  key: 'view_amount' | 'view_deadline' | 'view_writer_deadline' | 'view_client' | 'view_order_source',
): boolean {
  return viewer.role === 'admin' && hasPermission(viewer.permissions, `orders.order.${key}`);
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

async function assignmentView(db: Executor, viewer: AuthUser, a: AssignmentRow): Promise<Assignment> {
  const [[writer], revs] = await Promise.all([
    db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, a.user_id)),
    db
      .select({ id: revisions.id, instructions: revisions.instructions, created_at: revisions.created_at })
      .from(revisions)
      .where(eq(revisions.assignment_id, a.id))
      .orderBy(asc(revisions.id)),
  ]);
  const seesAmount = viewer.role === 'writer' || canView(viewer, 'view_amount');
  const seesDeadline = viewer.role === 'writer' || canView(viewer, 'view_writer_deadline');
  return {
    id: a.id,
    user: writer ?? { id: a.user_id, name: '' },
    ...(seesAmount ? { amount: fromMinor(a.amount) } : {}),
    ...(seesDeadline ? { deadline: iso(a.deadline) } : {}),
    status: a.status,
    revisions: revs.map((r) => ({ id: r.id, instructions: r.instructions, created_at: r.created_at.toISOString() })),
    cancel_reason: a.cancel_reason,
    currency: WRITER_CURRENCY,
  };
}

/** The cancelled assignments of order `orderId`, newest first, as an admin sees them (amount with view_amount). */
async function assignmentHistory(db: Executor, viewer: AuthUser, orderId: number): Promise<PastAssignment[]> {
  const rows = await db
    .select({ a: assignments, writer: users.name })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.user_id))
    .where(and(eq(assignments.order_id, orderId), eq(assignments.status, 'cancelled')))
    .orderBy(desc(assignments.id));
  const seesAmount = canView(viewer, 'view_amount');
  return rows.map(({ a, writer }) => ({
    id: a.id,
    user: { id: a.user_id, name: writer },
    ...(seesAmount ? { amount: fromMinor(a.amount) } : {}),
    cancel_reason: a.cancel_reason,
    created_at: a.created_at.toISOString(),
    cancelled_at: a.updated_at.toISOString(),
    currency: WRITER_CURRENCY,
  }));
}

/** The order of `state` shaped for `state.viewer` (see the module comment). */
export async function orderView(db: Executor, state: OrderState): Promise<Order> {
  const { order: o, viewer } = state;
  // The independent reads go out together: on a pool they run side by side, in a transaction they queue.
  const joinedQuery = db
    .select({
      client: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      serviceType: { id: service_types.id, name: service_types.name },
      source: { id: order_sources.id, name: order_sources.name },
      link: { id: links.id, url: links.url },
      unread: unreadCountSql(viewer, o.id),
    })
    .from(users)
    .leftJoin(service_types, eq(service_types.id, o.service_type_id ?? -1))
    .leftJoin(order_sources, eq(order_sources.id, o.order_source_id ?? -1))
    .leftJoin(links, eq(links.id, o.link_id ?? -1))
    .where(eq(users.id, o.user_id));
  const extrasQuery = db
    .select({ id: order_services.id, name: order_services.name, amount: order_order_services.amount })
    .from(order_order_services)
    .innerJoin(order_services, eq(order_services.id, order_order_services.order_service_id))
    .where(eq(order_order_services.order_id, o.id));

  const isAdmin = viewer.role === 'admin';
  const seesMoney = viewer.role === 'client' || canView(viewer, 'view_amount');
  const seesSource = canView(viewer, 'view_order_source');
  const assignQuery = (async () => {
    let assigned: AssignmentRow | null = null;
    if (isAdmin) assigned = state.assignment;
    else if (viewer.role === 'writer')
      assigned = state.isAssignedWriter ? state.assignment : await writersAssignment(db, o.id, viewer.id);
    return assigned ? assignmentView(db, viewer, assigned) : null;
  })();
  const historyQuery = isAdmin ? assignmentHistory(db, viewer, o.id) : Promise.resolve(undefined);
  const [[joined], extras, assign, history] = await Promise.all([joinedQuery, extrasQuery, assignQuery, historyQuery]);

  const money = seesMoney
    ? {
        amount: fromMinor(o.amount),
        currency: CLIENT_CURRENCY,
        paid_amount: fromMinor(o.paid_amount),
        pending_amount: fromMinor(pendingAmount(o.amount, o.paid_amount)),
        paid: o.amount > 0 && o.paid_amount >= o.amount,
        payment_state: paymentState(o.amount, o.paid_amount),
        tip: o.tip == null ? null : fromMinor(o.tip),
      }
    : {};
  let deadline: { deadline?: string | null } = {};
  if (viewer.role === 'writer') deadline = { deadline: assign?.deadline ?? null };
  else if (viewer.role === 'client' || canView(viewer, 'view_deadline')) deadline = { deadline: iso(o.deadline) };

  return {
    id: o.id,
    title: o.title,
    instructions: o.instructions,
    status: o.status,
    ...money,
    ...deadline,
    deadline_id: o.deadline_id,
    user_id: o.user_id,
    ...(viewer.role === 'client' || canView(viewer, 'view_client') ? { user: joined?.client ?? null } : {}),
    service_type: joined?.serviceType?.id != null ? joined.serviceType : null,
    ...(seesSource
      ? {
          source: joined?.source?.id != null ? joined.source : null,
          link: joined?.link?.id != null ? joined.link : null,
          referrer: o.referrer,
        }
      : {}),
    assign,
    ...(history ? { assignment_history: history } : {}),
    unread_messages_count: Number(joined?.unread ?? 0),
    package_id: o.package_id,
    rating: o.rating,
    comments: o.comments,
    created_at: o.created_at.toISOString(),
    order_services: extras.map((e) => ({
      id: e.id,
      name: e.name,
      ...(seesMoney ? { amount: fromMinor(e.amount) } : {}),
    })),
    actions: availableActions(actionContext(state)),
  };
}

/** Messages waiting for `viewer` (aimed at their role, unread, not their own), as a condition on `messages`. */
export const messageUnreadWhere = (viewer: AuthUser): SQL | undefined =>
  and(eq(messages.target, viewer.role), isNull(messages.read_at), ne(messages.user_id, viewer.id));
