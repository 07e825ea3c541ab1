/**
 * Notification messages (mail / notification templates): the rules beyond the field schema, and the
 * editor's preview. Templates whose slug the product sends (the seeded ones) keep their slug and cannot be
 * deleted, since the mailer's `send` needs them; their texts stay editable.
 * @see docs/product.md §3 notification_messages (placeholders such as {name} and {order_id} are
 * filled at send time; the editor shows a preview)
 */
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { formatKsh, formatUsd } from '@scriptorium/contracts/core';
import type { NotificationPreview } from '@scriptorium/contracts/settings';
import type { Executor } from '../../db/client.js';
import { notification_messages } from '../../db/schema/index.js';
import { NOTIFICATION_TEMPLATES } from '../../db/seed/notification-messages.js';
import { HttpError, fieldError } from '../../lib/http-errors.js';
import { renderTemplate } from '../../core/mail.js';

/** Slugs the product sends; their templates must exist. */
export const SYSTEM_NOTIFICATION_SLUGS: ReadonlySet<string> = new Set(NOTIFICATION_TEMPLATES.map((t) => t.slug));

export const SLUG_TAKEN_MESSAGE = 'The slug has already been taken.';
export const SYSTEM_SLUG_MESSAGE = 'The slug of a notification message the product sends cannot be changed';

/**
 * Checks a notification message about to be stored (`id` null when new): the slug is free, and a system
 * template keeps its slug. Throws 422 on `slug`.
 */
export async function assertNotificationMessageWritable(
  tx: Executor,
  id: number | null,
  values: Record<string, unknown>,
): Promise<void> {
  const slug = values.slug as string;
  const [taken] = await tx
    .select({ id: notification_messages.id })
    .from(notification_messages)
    .where(
      id === null
        ? eq(notification_messages.slug, slug)
        : and(eq(notification_messages.slug, slug), ne(notification_messages.id, id)),
    );
  if (taken) throw fieldError('slug', SLUG_TAKEN_MESSAGE);
  if (id === null) return;
  const [current] = await tx
    .select({ slug: notification_messages.slug })
    .from(notification_messages)
    .where(eq(notification_messages.id, id));
  if (current && current.slug !== slug && SYSTEM_NOTIFICATION_SLUGS.has(current.slug))
    throw fieldError('slug', SYSTEM_SLUG_MESSAGE);
}

/** Throws 409 when `row` is a template the product sends. */
export function assertNotificationMessageDeletable(row: { slug: string }): void {
  if (SYSTEM_NOTIFICATION_SLUGS.has(row.slug)) {
    throw new HttpError(
      409,
      `The notification message "${row.slug}" is sent by the product and cannot be deleted. Edit its text instead.`,
    );
  }
}

const text = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .max(max, { error: `At most ${max} characters` })
    .nullish();

/** Body of `POST settings/notification_messages/preview`: the editor's current (possibly partial) texts. */
export const notificationPreviewRequest = z.object({
  /** The message being edited: picks the sample amount's currency (KSh for writer money). */
  slug: text(120),
  subject: text(255),
  mail: text(20000),
  sms: text(1000),
  action_url: text(2048),
  action_label: text(120),
  vars: z
    .record(z.string(), z.union([z.string().max(1000), z.number()]), { error: 'The vars must map names to values' })
    .optional(),
});

/** Messages whose `{amount}` is writer money (KSh); every other amount is a client price (USD). */
export const KSH_AMOUNT_SLUGS: ReadonlySet<string> = new Set([
  'writer_assigned',
  'withdrawal_requested',
  'withdrawal_approved',
  'withdrawal_rejected',
]);

/**
 * Sample placeholder values shown in the preview (the placeholders the product's templates use). The
 * amount reads as the real message of `slug` will: `KSh 4,115.00` for writer money, `$45.00` otherwise.
 */
export function sampleVars(recipientName: string, slug?: string | null): Record<string, string | number> {
  return {
    app_name: 'Scriptorium',
    name: recipientName,
    order_id: 1024,
    title: 'Sample order: The causes of the First World War',
    amount: slug && KSH_AMOUNT_SLUGS.has(slug) ? formatKsh(4115) : formatUsd(45),
    reason: 'The account details were incomplete',
    message: 'Please add two more references.',
    reference: 'REF-20250101-0001',
    token: 'sample-token',
    email: 'client@example.com',
  };
}

/**
 * Renders the editor's texts with sample values (the caller's `vars` win) exactly as the mailer would.
 */
export function previewNotification(
  input: z.output<typeof notificationPreviewRequest>,
  recipientName: string,
  publicUrl: string,
): NotificationPreview {
  const vars = { ...sampleVars(recipientName, input.slug), ...input.vars };
  const template = {
    subject: input.subject ?? '',
    mail: input.mail ?? '',
    action_url: input.action_url || null,
    action_label: input.action_label || null,
  };
  const rendered = renderTemplate(template, vars, publicUrl);
  const sms = input.sms
    ? renderTemplate({ ...template, mail: input.sms, action_url: null }, vars, publicUrl).body.trimEnd()
    : null;
  return {
    subject: rendered.subject,
    body: rendered.body,
    mail: renderTemplate({ ...template, action_url: null }, vars, publicUrl).body.trimEnd(),
    sms,
    action_url: rendered.actionUrl,
    action_label: template.action_label,
    vars,
  };
}
