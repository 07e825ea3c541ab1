/**
 * Calls of the notification message editor.
 * @see docs/product.md §3 notification_messages (the editor previews a message as it is written)
 */
import { notificationPreview, type NotificationPreview } from '@scriptorium/contracts/settings';
import { post, put } from '@scriptorium/shared-kit/core';

/** The editor's values (the fields of docs/product.md §3 notification_messages). */
export interface NotificationMessageValues {
  slug: string;
  subject: string;
  mail: string;
  sms: string | null;
  action_url: string | null;
  action_label: string | null;
  permission: string | null;
}

/** Renders the editor's current texts on the server (the mailer's own renderer, sample values). */
export function previewNotificationMessage(
  values: Partial<NotificationMessageValues>,
  signal?: AbortSignal,
): Promise<NotificationPreview> {
  return post('settings/notification_messages/preview', values, { signal }).then((body) =>
    notificationPreview.parse(body),
  );
}

/** Creates (id null) or updates a notification message; resolves to `{message: 'Notification saved'}`. */
export function saveNotificationMessage(
  id: number | null,
  values: NotificationMessageValues,
): Promise<{ message: string }> {
  return id === null
    ? post('settings/notification_messages', values)
    : put(`settings/notification_messages/${id}`, values);
}
