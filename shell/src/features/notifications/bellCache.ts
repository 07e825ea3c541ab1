import type { AppNotification, User } from '@scriptorium/contracts/core';
import type { Counts } from '@scriptorium/shared-kit/ui';
import { useSession } from '@scriptorium/shared-kit/core';
import type { QueryClient } from '@scriptorium/shared-kit/data';
import { MENU_COUNTS_KEY, useMenuCounts } from '../menu-counts/index.js';
import { NOTIFICATIONS_KEY } from './notificationsApi.js';

/** How many notifications the bell keeps in its list (realtime ones go on top). */
const KEEP = 20;

/** The unread count: the badge counts' `notifications`, else `GET auth/user`'s `unread_notifications` until they load. */
function unreadFrom(counts: Counts | undefined, user: User | null): number {
  return Math.max(0, counts?.notifications ?? user?.unread_notifications ?? 0);
}

/** The bell's unread count, read from the query cache. @see docs/product.md §2 Layouts (notification bell with an unread count) */
export function useUnreadNotifications(): number {
  const user = useSession((s) => s.user);
  return unreadFrom(useMenuCounts(), user);
}

const setUnread = (client: QueryClient, user: User | null, next: (unread: number) => number) =>
  client.setQueryData<Counts>(MENU_COUNTS_KEY, (counts) => ({
    ...counts,
    notifications: Math.max(0, next(unreadFrom(counts, user))),
  }));

/**
 * A `new-notification` arrived: it goes on top of the bell's list (when loaded) and the count goes up at
 * once; the caller then reloads the counts, which bring the server's own count.
 */
export function notificationReceived(client: QueryClient, user: User | null, n: AppNotification): void {
  const list = client.getQueryData<AppNotification[]>(NOTIFICATIONS_KEY);
  if (list?.some((i) => i.id === n.id)) return;
  if (list) client.setQueryData(NOTIFICATIONS_KEY, [n, ...list].slice(0, KEEP));
  setUnread(client, user, (u) => u + 1);
}

/** One was marked read; `unread` is the server's count after it. */
export function notificationMarkedRead(client: QueryClient, user: User | null, id: number, unread: number): void {
  const now = new Date().toISOString();
  client.setQueryData<AppNotification[]>(NOTIFICATIONS_KEY, (list) =>
    list?.map((i) => (i.id === id && !i.read_at ? { ...i, read_at: now } : i)),
  );
  setUnread(client, user, () => unread);
}

/** All were marked read. */
export function allNotificationsRead(client: QueryClient, user: User | null): void {
  const now = new Date().toISOString();
  client.setQueryData<AppNotification[]>(NOTIFICATIONS_KEY, (list) =>
    list?.map((i) => (i.read_at ? i : { ...i, read_at: now })),
  );
  setUnread(client, user, () => 0);
}
