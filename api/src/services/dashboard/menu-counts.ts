/**
 * Counts behind the menu and tab badges (`stats` stream, `getMenuCounts`): element id → count. A count is
 * included only when the caller may open what it counts, so the badges never leak numbers a person may not
 * see. Element ids are the menu paths with the leading `/` dropped, `/tab/…` cut and `/` or `-` turned into
 * `_` (`/orders/under_review/tab/under_review` → `orders_under_review`, `/payments/withdrawals` →
 * `payments_withdrawals`); status tabs are `orders_tab_{status}`. The shell derives the same ids from its
 * menu (shell/src/app/layouts/menus.ts `menuId`).
 *
 *   notifications            everyone: unread notifications
 *   inbox                    admin (orders.inbox.view_inbox): unread messages to the admins;
 *                            client: unread messages to the client on their orders
 *   orders_{area}            admin (orders.menu.view_orders): orders in the area's statuses (quotes, available,
 *                            progressed, under_review, closed); orders_tab_{status} per status
 *   payments_withdrawals     admin (payments.withdrawals.view_withdrawal): pending withdrawals
 *   users_writers            admin (users.menu.view_users): writers waiting for approval (pending)
 *   writer_orders_active     writer: their assignments in progress or in revision
 * @see docs/product.md §2 Menus ("Menu and tab badges … Counts come from a call returning element-id to count"), §7
 * Streamline calls (stats: getMenuCounts)
 */
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  ADMIN_ORDER_AREAS,
  hasPermission,
  ORDER_STATUSES,
  WRITER_ORDER_AREAS,
  type OrderStatus,
} from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import { assignments, messages, orders, users, withdrawals } from '../../db/schema/index.js';
import type { AuthUser } from '../../core/auth/current-user.js';
import { unreadCount } from '../notifications/feed.js';
import { forbidden } from '../../lib/http-errors.js';
import { qualified } from '../orders/view.js';

/** Element id → count. */
export type MenuCounts = Record<string, number>;

/** Unread messages aimed at `viewer`'s role; a client's only on their own orders. */
async function unreadMessages(db: Executor, viewer: AuthUser): Promise<number> {
  const own =
    viewer.role === 'client'
      ? sql`exists (select 1 from ${orders} where ${qualified(orders.id)} = ${qualified(messages.order_id)} and ${qualified(orders.user_id)} = ${viewer.id})`
      : undefined;
  const [{ n }] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.target, viewer.role), isNull(messages.read_at), ne(messages.user_id, viewer.id), own));
  return n;
}

/** Orders per status (of the client `clientId` only, when given); statuses without orders are absent. */
async function ordersByStatus(db: Executor, clientId?: number): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(clientId === undefined ? undefined : eq(orders.user_id, clientId))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** A writer's orders per status of their assignment on it (the status their order tabs filter by). */
async function assignmentsByStatus(db: Executor, writerId: number): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .select({ status: assignments.status, n: sql<number>`count(distinct ${assignments.order_id})::int` })
    .from(assignments)
    .where(eq(assignments.user_id, writerId))
    .groupBy(assignments.status);
  return new Map(rows.map((r) => [r.status as OrderStatus, Number(r.n)]));
}

/**
 * `GET orders/tab-counts`: the badge count of every order status tab, keyed by the tab's name (the
 * status), every status present (0 when none), as `RoutedTabs counts="orders/tab-counts"` reads them:
 * admins (orders.menu.view_orders) every order, clients their own orders, writers their assignments.
 * The same numbers as `orders_tab_{status}` of {@link menuCounts}.
 * @throws HttpError 403 for an admin without orders.menu.view_orders
 * @see docs/product.md §2 (Menu and tab badges)
 */
export async function orderTabCounts(db: Executor, viewer: AuthUser): Promise<Record<OrderStatus, number>> {
  let byStatus: Map<OrderStatus, number>;
  if (viewer.role === 'admin') {
    if (!hasPermission(viewer.permissions, 'orders.menu.view_orders')) throw forbidden();
    byStatus = await ordersByStatus(db);
  } else if (viewer.role === 'client') byStatus = await ordersByStatus(db, viewer.id);
  else byStatus = await assignmentsByStatus(db, viewer.id);
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<OrderStatus, number>;
}

async function adminCounts(db: Executor, viewer: AuthUser, out: MenuCounts): Promise<void> {
  const can = (key: string) => hasPermission(viewer.permissions, key);
  if (can('orders.inbox.view_inbox')) out.inbox = await unreadMessages(db, viewer);
  if (can('orders.menu.view_orders')) {
    const byStatus = await ordersByStatus(db);
    for (const [area, statuses] of Object.entries(ADMIN_ORDER_AREAS)) {
      out[`orders_${area}`] = statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
      for (const s of statuses) out[`orders_tab_${s}`] = byStatus.get(s) ?? 0;
    }
  }
  if (can('payments.withdrawals.view_withdrawal')) {
    const [{ n }] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'pending'));
    out.payments_withdrawals = n;
  }
  if (can('users.menu.view_users')) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'writer'), eq(users.status, 'pending')));
    out.users_writers = n;
  }
}

/** The badge counts `viewer` may see. */
export async function menuCounts(db: Executor, viewer: AuthUser): Promise<MenuCounts> {
  const out: MenuCounts = { notifications: await unreadCount(db, viewer.id) };
  if (viewer.role === 'admin') await adminCounts(db, viewer, out);
  else if (viewer.role === 'client') out.inbox = await unreadMessages(db, viewer);
  else {
    const [{ n }] = await db
      .select({ n: count() })
      .from(assignments)
      .where(
        and(
          eq(assignments.user_id, viewer.id),
          inArray(assignments.status, WRITER_ORDER_AREAS.active as (typeof assignments.$inferSelect.status)[]),
        ),
      );
    out.writer_orders_active = n;
  }
  return out;
}
