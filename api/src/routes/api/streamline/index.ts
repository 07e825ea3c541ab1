/**
 * `POST /api/streamline` {stream, action, params: [...]}: calls one action of a server stream and answers
 * with its return value. Access: any signed-in user (401 for guests); each action adds its own rule (403).
 * Unknown stream or action → 404 `{message}`; a malformed body or wrong params → 422 `{message, errors}`.
 * The streams are listed in ./streams.ts.
 * @see spec §7 Streamline calls; reference-behaviour.md Server contract (Streamline)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError, parseOr422 } from '../../../lib/http-errors.js';
import { isAllowed } from '../../../plugins/app/access.js';
import { findAction } from './streams.js';

const streamlineRequest = z.object({
  stream: z.string({ error: 'The stream field is required' }).min(1, { error: 'The stream field is required' }).max(100),
  action: z.string({ error: 'The action field is required' }).min(1, { error: 'The action field is required' }).max(100),
  params: z.array(z.unknown(), { error: 'The params field must be a list' }).max(20).default([]),
});

const streamlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { config: { access: 'user' }, schema: { tags: ['system'], body: streamlineRequest } }, async (request) => {
    const { body } = request;
    const found = findAction(body.stream, body.action);
    if (!found) throw new HttpError(404, `Unknown streamline action '${body.action}' of stream '${body.stream}'`);
    if (!isAllowed(found.access, request.auth)) throw forbidden();
    // Each action's params have their own schema: checked once the action is known.
    const { params } = parseOr422(z.object({ params: found.params }), { params: body.params });
    return found.run(app, request, params);
  });
};

export default streamlineRoutes;
