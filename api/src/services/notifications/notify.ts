/**
 * Notifying people of what happened: one `notifications` row per recipient and one mail from the
 * `notification_messages` template of `slug` (placeholders such as `{name}`, `{order_id}` filled), both
 * written in the caller's transaction; the realtime `new-notification` on `notifications.{userId}` is sent
 * only after the transaction commits (call the returned `publish`).
 * @see docs/product.md §7 Real time (notifications.{userId}, new-notification), §3 Notification; §4 Orders (every
 * transition notifies the parties)
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notification_messages, notifications, users } from '../../db/schema/index.js';
import { fillPlaceholders, renderTemplate, templateIn } from '../../core/mail.js';
import { savedLocale } from '../../core/i18n/index.js';
import type { ServiceDeps } from '../deps.js';

export interface NotifyRequest {
  /** Recipients (user ids); duplicates and unknown ids are ignored. */
  userIds: number[];
  /** Template slug in notification_messages, e.g. 'order_paid'. */
  slug: string;
  /** Placeholder values; `{name}` is filled per recipient with their name. */
  vars?: Record<string, string | number>;
  /** Send mail too (default true). */
  mail?: boolean;
}

/** The payload of a `new-notification` event. */
export interface NotificationEvent {
  id: number;
  created_at: string;
  data: { summary: string; message: string; action_url: string | null };
  notificationMessage: { summary: string; message: string; action_url: string | null };
}

/** What {@link notify} uses: the public URL (mail links), the mailer and realtime publishing. */
export type NotifyDeps = Pick<ServiceDeps, 'config' | 'mail' | 'publish'>;

/**
 * Writes the notifications (and mails) inside `tx`; returns `publish()` to emit them once committed.
 * A template missing for `slug` falls back to the slug as summary, so a notification is never lost.
 */
export async function notify(deps: NotifyDeps, tx: Tx, req: NotifyRequest): Promise<() => void> {
  const ids = [...new Set(req.userIds)].filter((id) => Number.isInteger(id));
  if (!ids.length) return () => undefined;
  const [stored] = await tx.select().from(notification_messages).where(eq(notification_messages.slug, req.slug));
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  const events: { userId: number; event: NotificationEvent }[] = [];
  for (const person of people) {
    // Written in the recipient's language, once, at creation (the row keeps the text).
    const locale = savedLocale(person.locale);
    const template = stored && templateIn(stored, locale);
    const vars = { app_name: 'Scriptorium', ...req.vars, name: person.name };
    const rendered = template
      ? renderTemplate(template, vars, deps.config.publicUrl)
      : { subject: req.slug.replace(/_/g, ' '), body: '', actionUrl: null };
    const summary = rendered.subject;
    const message = template ? fillPlaceholders(template.sms ?? template.mail, vars) : summary;
    // In-app links stay relative so they open inside the app.
    const actionUrl = template?.action_url ? fillPlaceholders(template.action_url, vars, encodeURIComponent) : null;
    const [row] = await tx
      .insert(notifications)
      .values({ user_id: person.id, data: { summary, message, action_url: actionUrl } })
      .returning();
    if (template && req.mail !== false) await deps.mail.send({ to: person.email, slug: req.slug, vars, locale }, tx);
    const data = { summary, message, action_url: actionUrl };
    events.push({
      userId: person.id,
      event: { id: row.id, created_at: row.created_at.toISOString(), data, notificationMessage: data },
    });
  }
  return () => {
    for (const { userId, event } of events) deps.publish(`notifications.${userId}`, 'new-notification', event);
  };
}
