/**
 * The caller's in-app notifications (the shell's bell):
 *   GET  /notifications            user: table protocol, newest first (`?unread=1` only unread); rows
 *                                  {id, created_at, read_at, data: {summary, message, action_url}, …}
 *   POST /notifications            user: export of the same (table protocol) → {file, name}
 *   POST /notifications/{id}/read  user: marks one of the caller's notifications read → {message, unread, data}
 *                                  (404 for someone else's)
 *   POST /notifications/read-all   user: marks all read → {message, updated, unread: 0}
 * The unread count also comes with `GET auth/user` as `unread_notifications`.
 * @see docs/product.md §3 Notification, §7 Real time; services/notifications/feed.ts
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationMarkedRead, notificationSchema, notificationsMarkedRead } from '@scriptorium/contracts/core';
import { idParam } from '@scriptorium/contracts/orders';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import {
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_EXPORT_COLUMNS,
  notificationsTableSpec,
} from '../../../services/notifications/feed.js';

const unreadFilter = z.object({ unread: z.enum(['1', 'true', '0', 'false']).optional() });

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  tableRoutes(app, '/', {
    rows: 'my notifications, newest first',
    access: 'user',
    row: notificationSchema,
    query: unreadFilter,
    spec: (request, { query: { unread } }) =>
      notificationsTableSpec(app.db, request.user.id, unread === '1' || unread === 'true'),
    exportName: 'notifications',
    exportColumns: NOTIFICATION_EXPORT_COLUMNS,
  });

  app.post(
    '/read-all',
    {
      config: { access: 'user' },
      schema: { summary: 'Mark all my notifications read', response: { 200: notificationsMarkedRead } },
    },
    async (request) => markAllNotificationsRead(app.db, request.actor),
  );

  app.post(
    '/:id/read',
    {
      config: { access: 'user' },
      schema: { summary: 'Mark a notification read', params: idParam, response: { 200: notificationMarkedRead } },
    },
    async (request) => markNotificationRead(app.db, request.actor, request.params.id),
  );
};

export default notificationRoutes;
