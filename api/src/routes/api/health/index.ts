/**
 * `GET /api/health`: 200 `{status: 'ok', db: 'ok'}`, or 503 `{status: 'error', db: 'down'}` when the
 * database does not answer (for load balancers and uptime checks).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthBody = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'down']) });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Whether the API and its database answer',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        app.log.error({ err }, 'health: database down');
        return reply.code(503).send({ status: 'error', db: 'down' });
      }
    },
  );
};

export default healthRoutes;
