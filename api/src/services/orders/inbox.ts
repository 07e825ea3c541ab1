/**
 * The inbox: one row per order with messages, its last message and the caller's unread count, newest
 * conversation first (the row key `id` is the last message's id). Admins (orders.inbox.view_inbox) see
 * every order; a client sees their own orders and only the messages they may read.
 * @see docs/product.md §2 /inbox, /inbox/view/{id}; §7 (Admin: inbox)
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { hasPermission } from '@scriptorium/contracts/core';
import type { Db } from '../../db/client.js';
import { messages, orders, users } from '../../db/schema/index.js';
import { forbidden } from '../../lib/http-errors.js';
import { type TableSpec } from '../../lib/table/paginate.js';
import type { AuthUser } from '../../core/auth/current-user.js';
import { canView, unreadCountSql } from './view.js';

/** Throws 403 unless the caller may open the inbox: a client, or an admin with orders.inbox.view_inbox. */
export function assertInbox(viewer: AuthUser): void {
  if (viewer.role === 'client') return;
  if (viewer.role === 'admin' && hasPermission(viewer.permissions, 'orders.inbox.view_inbox')) return;
  throw forbidden();
}

function lastMessages(db: Db, viewer: AuthUser) {
  const visible =
    viewer.role === 'client'
      ? and(eq(orders.user_id, viewer.id), or(eq(messages.target, 'client'), eq(messages.user_id, viewer.id)))
      : undefined;
  return db
    .select({ order_id: messages.order_id, last_id: sql<number>`max(${messages.id})`.as('last_id') })
    .from(messages)
    .innerJoin(orders, eq(orders.id, messages.order_id))
    .where(visible)
    .groupBy(messages.order_id)
    .as('last');
}

function inboxQuery(db: Db, viewer: AuthUser) {
  const last = lastMessages(db, viewer);
  const fields = {
    id: messages.id,
    order_id: orders.id,
    title: orders.title,
    status: orders.status,
    client_id: users.id,
    client_name: users.name,
    last_message: messages.message,
    last_at: messages.created_at,
    unread: unreadCountSql(viewer, orders.id),
  };
  const from = () =>
    db
      .select(fields)
      .from(last)
      .innerJoin(messages, eq(messages.id, last.last_id))
      .innerJoin(orders, eq(orders.id, last.order_id))
      .leftJoin(users, eq(users.id, orders.user_id));
  return { from };
}
type InboxRaw = Awaited<ReturnType<ReturnType<typeof inboxQuery>['from']>>[number];

/** The inbox table of `viewer` (call `assertInbox` first). Search: order id, title, client, last message. */
export function inboxSpec(db: Db, viewer: AuthUser): TableSpec<InboxRaw> {
  const client = viewer.role === 'client' || canView(viewer, 'view_client');
  const q = inboxQuery(db, viewer);
  return {
    rows: () => q.from().$dynamic() as never,
    db,
    searchable: [orders.id, orders.title, messages.message, ...(client ? [users.name] : [])],
    sortable: { created_at: messages.created_at, order_id: orders.id, title: orders.title },
    id: messages.id,
    createdAt: messages.created_at,
    map: (r) => ({
      id: r.id,
      order_id: r.order_id,
      title: r.title,
      status: r.status,
      user: client && r.client_id != null && r.client_name != null ? { id: r.client_id, name: r.client_name } : null,
      last_message: r.last_message,
      unread_messages_count: Number(r.unread),
      created_at: r.last_at.toISOString(),
    }),
  };
}
