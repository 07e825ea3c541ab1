/**
 * What happened and who was told: the audit log, in-app notifications and the mail outbox.
 * @see docs/product.md §3 Log, Notification; §2 /logs
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns.js';
import { users } from './users.js';

/** One audited action. `device` reads "OS - Browser". */
export const logs = pgTable(
  'logs',
  {
    id: id(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    type: text().notNull(),
    log: text().notNull(),
    ip_address: text(),
    device: text(),
    user_agent: text(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [index('logs_created_at_idx').on(t.created_at), index('logs_user_idx').on(t.user_id)],
);

/** Payload of an in-app notification (docs/product.md §3 Notification). */
export interface NotificationData {
  summary: string;
  message: string;
  action_url?: string | null;
}

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb().$type<NotificationData>().notNull(),
    read_at: tstz(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [index('notifications_user_read_idx').on(t.user_id, t.read_at)],
);

/** Every mail the product sends, kept even when SMTP delivers it. `sent_at` null = not delivered. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    slug: text(),
    sent_at: tstz(),
    error: text(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
