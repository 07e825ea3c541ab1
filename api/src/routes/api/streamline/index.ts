/**
 * `POST /api/streamline` {stream, action, params: [...]}: calls one action of a server stream and answers
 * with its return value. Access: any signed-in user (401 for guests); each action adds its own rule (403).
 * Unknown stream or action → 404 `{message}`; a malformed body or wrong params → 422 `{message, errors}`.
 * The streams are listed in services/streamline; the OpenAPI document describes each action's call and
 * answer (services/streamline/openapi.ts).
 * @see docs/product.md §7 Streamline calls; docs/product.md §R7 Server contract (Streamline)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callStreamline } from '../../../services/streamline/index.js';
import { streamlineAnswer } from '../../../services/streamline/openapi.js';
import { serviceDeps } from '../../deps.js';

const streamlineRequest = z.object({
  stream: z
    .string({ error: 'The stream field is required' })
    .min(1, { error: 'The stream field is required' })
    .max(100),
  action: z
    .string({ error: 'The action field is required' })
    .min(1, { error: 'The action field is required' })
    .max(100),
  params: z.array(z.unknown(), { error: 'The params field must be a list' }).max(20).default([]),
});

const streamlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  // Each action's params have their own schema: checked by callStreamline once the action is known.
  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary: 'Call an action of a server stream',
        body: streamlineRequest,
        response: { 200: streamlineAnswer },
      },
    },
    async (request) => callStreamline(deps, request.actor, request.body),
  );
};

export default streamlineRoutes;
