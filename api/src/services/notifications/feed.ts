/**
 * A person's in-app notifications (the bell): newest first, read and unread, and marking them read.
 * Every notification belongs to one user; nobody sees or marks anyone else's (another user's id answers
 * 404, as if it did not exist). Marking read writes one audit row in the same transaction, and only when
 * something changed.
 * @see docs/product.md §3 Notification (id, created_at, data.summary, data.message, data.action_url); §7 Streamline
 * (notifications: getUnreadNotifications, markRead)
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import { type TableSpec } from '../../lib/table/paginate.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';

type NotificationRow = typeof notifications.$inferSelect;

/** Wire shape of one notification (docs/product.md §3 Notification); times ISO 8601, `read_at` null while unread. */
export interface NotificationView {
  id: number;
  created_at: string;
  read_at: string | null;
  data: { summary: string; message: string; action_url: string | null };
}

/** A row as the API sends it. */
export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at ? row.read_at.toISOString() : null,
    data: { summary: row.data.summary, message: row.data.message ?? '', action_url: row.data.action_url ?? null },
  };
}

/** Export columns of `POST notifications` (export). */
export const NOTIFICATION_EXPORT_COLUMNS = [
  { key: 'id', title: 'Id' },
  { key: 'summary', title: 'Summary' },
  { key: 'message', title: 'Message' },
  { key: 'action_url', title: 'Action url' },
  { key: 'read_at', title: 'Read at' },
  { key: 'created_at', title: 'Created at' },
];

/**
 * Table spec of `GET notifications` for `userId`: newest first by default; search over summary and
 * message; sort by created_at or read_at; `unreadOnly` keeps the unread ones. Rows: {@link NotificationView}
 * plus flat `summary`, `message`, `action_url` (for export and table columns).
 */
export function notificationsTableSpec(db: Db, userId: number, unreadOnly = false): TableSpec<NotificationRow> {
  const mine = eq(notifications.user_id, userId);
  return {
    rows: () => db.select().from(notifications).$dynamic(),
    db,
    where: [mine, unreadOnly ? isNull(notifications.read_at) : undefined],
    searchable: [sql`${notifications.data}->>'summary'`, sql`${notifications.data}->>'message'`],
    sortable: { created_at: notifications.created_at, read_at: notifications.read_at },
    id: notifications.id,
    createdAt: notifications.created_at,
    map: (row) => {
      const view = notificationView(row);
      return { ...view, summary: view.data.summary, message: view.data.message, action_url: view.data.action_url };
    },
  };
}

/** How many unread notifications `userId` has. */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return n;
}

/** `getUnreadNotifications`: the unread count and the newest `limit` unread notifications. */
export async function unreadNotifications(
  db: Executor,
  userId: number,
  limit = 20,
): Promise<{ count: number; notifications: NotificationView[] }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return { count: await unreadCount(db, userId), notifications: rows.map(notificationView) };
}

/** Result of marking notifications read: the message, the caller's unread count after it. */
export interface MarkReadResult {
  message: string;
  unread: number;
  data?: NotificationView;
}

/**
 * Marks the caller's notification `id` read (once; reading it again changes nothing and logs nothing).
 * @throws 404 'Notification not found' when it does not exist or is someone else's.
 */
export async function markNotificationRead(db: Db, actor: Actor, id: number): Promise<MarkReadResult> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
    if (!found) throw notFound('Notification');
    let row = found;
    if (!found.read_at) {
      [row] = await tx.update(notifications).set({ read_at: new Date() }).where(eq(notifications.id, id)).returning();
      await audit(tx, actor, 'notification_read', `${actor.name} read notification #${id}`);
    }
    return {
      message: 'Notification marked as read',
      unread: await unreadCount(tx, userId),
      data: notificationView(row),
    };
  });
}

/** Marks every unread notification of the caller read; one audit row when there was any. */
export async function markAllNotificationsRead(db: Db, actor: Actor): Promise<MarkReadResult & { updated: number }> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ read_at: new Date() })
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
      .returning({ id: notifications.id });
    if (updated.length)
      await audit(tx, actor, 'notifications_read', `${actor.name} marked ${updated.length} notification(s) as read`);
    return { message: 'All notifications marked as read', updated: updated.length, unread: 0 };
  });
}
