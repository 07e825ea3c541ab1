/**
 * The order chat:
 *   GET  /orders/{id}/messages  parties → [Message] oldest first (client/writer: aimed at their role or their own)
 *   POST /orders/{id}/messages  parties: {message, target?} → {message: 'Message sent', data}; emits `new-message`
 *   POST /orders/{id}/typing    parties: {target?} → {ok: true}; emits `typing` {user, orderId}
 * @see services/orders/messages.ts; spec §7 Messages, Real time
 */
import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '@scriptorium/contracts/orders';
import { parseOr422 } from '../../../lib/http-errors.js';
import { listMessages, sendMessage, typing } from '../../../services/orders/messages.js';

const orderMessageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:id/messages', { config: { access: 'user' } }, async (request) => {
    return listMessages(app.db, request.user, parseOr422(idParam, request.params).id);
  });
  app.post('/:id/messages', { config: { access: 'user' } }, async (request) => {
    return sendMessage(app, request, parseOr422(idParam, request.params).id);
  });
  app.post('/:id/typing', { config: { access: 'user' } }, async (request) => {
    return typing(app, request, parseOr422(idParam, request.params).id);
  });
};

export default orderMessageRoutes;
