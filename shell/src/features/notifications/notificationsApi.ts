import { z } from 'zod';
import { get, post } from '@scriptorium/shared-kit/core';

const notificationData = z.object({
  summary: z.string(),
  message: z.string().nullish().transform((m) => m ?? ''),
  action_url: z.string().nullish().transform((u) => u ?? null),
});

/** One notification (spec §3 Notification): `GET notifications` row or `new-notification` payload. */
export const notificationSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  read_at: z.string().nullish().transform((r) => r ?? null),
  data: notificationData,
});
export type AppNotification = z.infer<typeof notificationSchema>;

/**
 * The `new-notification` event on `notifications.{userId}`: the notification, with its text also under
 * `notificationMessage` (the name the spec shows). @see spec §7 Real time
 */
export const notificationEventSchema = z
  .object({ id: z.number().int(), created_at: z.string(), data: notificationData.optional(), notificationMessage: notificationData.optional() })
  .transform((e, ctx): AppNotification => {
    const data = e.data ?? e.notificationMessage;
    if (!data) {
      ctx.addIssue({ code: 'custom', message: 'A notification needs data or notificationMessage' });
      return z.NEVER;
    }
    return { id: e.id, created_at: e.created_at, read_at: null, data };
  });

const page = z.object({ data: z.object({ data: z.array(notificationSchema), total: z.number() }) });
const readResult = z.object({ message: z.string(), unread: z.number().int() });

/** The newest `perPage` notifications (read and unread) and how many there are. `GET notifications`. */
export async function fetchNotifications(perPage = 8): Promise<{ items: AppNotification[]; total: number }> {
  const body = page.parse(await get('notifications', { per_page: perPage }));
  return { items: body.data.data, total: body.data.total };
}

/** Marks one read; resolves to the caller's unread count after it. `POST notifications/{id}/read`. */
export async function markNotificationRead(id: number): Promise<number> {
  return readResult.parse(await post(`notifications/${id}/read`)).unread;
}

/** Marks all read. `POST notifications/read-all`. */
export async function markAllNotificationsRead(): Promise<void> {
  readResult.parse(await post('notifications/read-all'));
}
