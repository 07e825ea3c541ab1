/**
 * Messages across orders:
 *   GET  /messages/list-unread  user: the newest 50 messages waiting for the caller (phone, message,
 *                               created_at, order_id, user {name}); admins need the inbox or orders menu
 *   POST /messages/{id}/read    user, party to the order: sets read_at when the caller's role is the target
 * @see services/orders/messages.ts; spec §7 Messages
 */
import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '@scriptorium/contracts/orders';
import { parseOr422 } from '../../../lib/http-errors.js';
import { listUnread, markRead } from '../../../services/orders/messages.js';

const messageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/list-unread', { config: { access: 'user' } }, async (request) => listUnread(app.db, request.user));
  app.post('/:id/read', { config: { access: 'user' } }, async (request) => markRead(app, request, parseOr422(idParam, request.params).id));
};

export default messageRoutes;
