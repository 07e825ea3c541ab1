/**
 * Messages across orders:
 *   GET  /messages/list-unread  user: the newest 50 messages waiting for the caller (phone, message,
 *                               created_at, order_id, user {name}); admins need the inbox or orders menu
 *   POST /messages/{id}/read    user, party to the order: sets read_at when the caller's role is the target
 * @see services/orders/messages.ts; docs/product.md §7 Messages
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, messageSent, unreadMessageList } from '@scriptorium/contracts/orders';
import { listUnread, markRead } from '../../../services/orders/messages.js';
import { serviceDeps } from '../../deps.js';

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  app.get(
    '/list-unread',
    {
      config: { access: 'user' },
      schema: { summary: "My unread messages (the top bar's list)", response: { 200: unreadMessageList } },
    },
    async (request) => listUnread(app.db, request.user),
  );
  app.post(
    '/:id/read',
    {
      config: { access: 'user' },
      schema: { summary: 'Mark a message read', params: idParam, response: { 200: messageSent } },
    },
    async (request) => markRead(deps, request.actor, request.params.id),
  );
};

export default messageRoutes;
