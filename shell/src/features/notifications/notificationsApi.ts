import { notificationPage, notificationReadResult, type AppNotification } from '@scriptorium/contracts/core';
import { get, post } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** The newest `perPage` notifications (read and unread) and how many there are. `GET notifications`. */
export async function fetchNotifications(perPage = 8): Promise<{ items: AppNotification[]; total: number }> {
  const body = notificationPage.parse(await get('notifications', { per_page: perPage }));
  return { items: body.data.data, total: body.data.total };
}

/** Marks one read; resolves to the caller's unread count after it. `POST notifications/{id}/read`. */
export async function markNotificationRead(id: number): Promise<number> {
  return notificationReadResult.parse(await post(`notifications/${id}/read`)).unread;
}

/** Marks all read. `POST notifications/read-all`. */
export async function markAllNotificationsRead(): Promise<void> {
  notificationReadResult.parse(await post('notifications/read-all'));
}

/** Cache key of the bell's list; a realtime `new-notification` goes on top of it. */
export const NOTIFICATIONS_KEY = ['notifications', 'bell'] as const;

/** How many notifications the bell lists. */
export const BELL_SIZE = 8;

/** Query options of the bell's list: the newest {@link BELL_SIZE} notifications, loaded when the bell first opens. */
export const notificationsQuery = () =>
  queryOptions({ queryKey: NOTIFICATIONS_KEY, queryFn: async () => (await fetchNotifications(BELL_SIZE)).items });
