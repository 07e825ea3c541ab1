/**
 * The caller's in-app notifications (the shell's bell): one row of `GET notifications`, the
 * `new-notification` realtime event and the bodies of the read calls.
 * @see docs/product.md §3 Notification, §7 Real time; api/src/routes/api/notifications
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';

/** A notification's text and where it leads. */
export const notificationData = z.object(
  lazyShape({
    summary: () => z.string(),
    message: () =>
      z
        .string()
        .nullish()
        .transform((m) => m ?? ''),
    action_url: () =>
      z
        .string()
        .nullish()
        .transform((u) => u ?? null),
  }),
);

/** One notification (docs/product.md §3 Notification): `GET notifications` row or `new-notification` payload. */
export const notificationSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    created_at: () => z.string(),
    read_at: () =>
      z
        .string()
        .nullish()
        .transform((r) => r ?? null),
    data: notificationData,
  }),
);
export type AppNotification = z.infer<typeof notificationSchema>;

/**
 * The `new-notification` event on `notifications.{userId}`: the notification, with its text also under
 * `notificationMessage` (the name the spec shows). @see docs/product.md §7 Real time
 */
export const notificationEventSchema = z
  .object(
    lazyShape({
      id: () => z.number().int(),
      created_at: () => z.string(),
      data: () => notificationData.optional(),
      notificationMessage: () => notificationData.optional(),
    }),
  )
  .transform((e, ctx): AppNotification => {
    const data = e.data ?? e.notificationMessage;
    if (!data) {
      ctx.addIssue({ code: 'custom', message: 'A notification needs data or notificationMessage' });
      return z.NEVER;
    }
    return { id: e.id, created_at: e.created_at, read_at: null, data };
  });

/** `GET notifications`: the newest page (table protocol) and how many there are. */
export const notificationPage = z.object(
  lazyShape({ data: () => z.object(lazyShape({ data: () => z.array(notificationSchema), total: () => z.number() })) }),
);

/** `POST notifications/{id}/read` and `POST notifications/read-all`: the caller's unread count after it. */
export const notificationReadResult = z.object(
  lazyShape({ message: () => z.string(), unread: () => z.number().int() }),
);
