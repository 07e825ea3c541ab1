import { notificationPage, notificationReadResult, type AppNotification } from '@scriptorium/contracts/core';
import { get, post } from '@scriptorium/shared-kit/core';

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
