/**
 * Answers shared by every area: a table endpoint's page, the menu badge counts, the notification feed's
 * unread summary and read results. (The area answers sit beside their requests: orders/answers.ts,
 * payment-answers.ts, setting-answers.ts, user-answers.ts.)
 * @see docs/product.md §7 Table load, Streamline calls; docs/product.md §R1 Tables
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { notificationReadResult, notificationSchema } from './notifications.js';

/**
 * `GET {endpoint}` of the table protocol with rows of `row`: the paging envelope
 * `{data: {data, current_page, from, to, last_page, per_page, total, total_is_estimate?}}`, or with
 * `all=1` the bare array of rows. Typed as a plain `ZodType`: the server's table rows are untyped until
 * mapped, and the UI reads rows with its own column types.
 */
export function tablePage(row: z.ZodType): z.ZodType {
  const envelope = z.object(
    lazyShape({
      data: () =>
        z.object(
          lazyShape({
            data: () => z.array(row),
            current_page: () => z.number().int(),
            from: () => z.number().int().nullable(),
            to: () => z.number().int().nullable(),
            last_page: () => z.number().int(),
            per_page: () => z.number().int(),
            total: () => z.number().int(),
            total_is_estimate: () => z.boolean().optional(),
          }),
        ),
    }),
  );
  return z.union([envelope, z.array(row)]);
}

/** Menu and tab badges (`stats` stream): element id (e.g. `orders_tab_pending`) → count. */
export const menuCounts = z.record(z.string(), z.number().int());
/** Parsed shape of `menuCounts`. */
export type MenuCounts = z.infer<typeof menuCounts>;

/** `notifications.getUnreadNotifications` / `onMounted`: how many are unread and the newest of them. */
export const unreadNotificationsAnswer = z.object(
  lazyShape({
    count: () => z.number().int(),
    notifications: () => z.array(notificationSchema),
  }),
);

/** `POST notifications/{id}/read` (and `markRead`): the message, the unread count left and the notification. */
export const notificationMarkedRead = notificationReadResult.extend(
  lazyShape({ data: () => notificationSchema.optional() }),
);
/** `POST notifications/read-all` (and `markAllRead`): also how many were marked. */
export const notificationsMarkedRead = notificationMarkedRead.extend(lazyShape({ updated: () => z.number().int() }));
