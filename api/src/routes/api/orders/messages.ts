/**
 * The order chat:
 *   GET  /orders/{id}/messages  parties → [Message] oldest first (client/writer: aimed at their role or their own)
 *   POST /orders/{id}/messages  parties: {message, target?} → {message: 'Message sent', data}; emits `new-message`
 *   POST /orders/{id}/typing    parties: {target?} → {ok: true}; emits `typing` {user, orderId}
 * @see services/orders/messages.ts; docs/product.md §7 Messages, Real time
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  messageList,
  messageSent,
  sendMessageRequest,
  typingRequest,
  typingResult,
} from '@scriptorium/contracts/orders';
import { listMessages, sendMessage, typing } from '../../../services/orders/messages.js';
import { serviceDeps } from '../../deps.js';

const orderMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const config = { access: 'user' as const };
  const tags = ['orders'];
  app.get(
    '/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'The messages of an order the caller may read',
        params: idParam,
        response: { 200: messageList },
      },
    },
    async (request) => listMessages(app.db, request.user, request.params.id),
  );
  app.post(
    '/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Send a chat message',
        params: idParam,
        body: sendMessageRequest,
        response: { 200: messageSent },
      },
    },
    async (request) => sendMessage(deps, request.actor, request.params.id, request.body),
  );
  app.post(
    '/:id/typing',
    {
      config,
      schema: {
        tags,
        summary: 'Tell the other side you are typing',
        params: idParam,
        body: typingRequest,
        response: { 200: typingResult },
      },
    },
    async (request) => typing(deps, request.actor, request.params.id, request.body),
  );
};

export default orderMessageRoutes;
