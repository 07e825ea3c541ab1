/**
 * Client errors (anyone, rate-limited per address):
 *   POST client-errors   {remote, release, kind}: a browser could not load that release of a remote
 *                        (`load`) or one of its screens failed (`render`) → 200 {counted} (false: no such
 *                        release). Counted on the release (`npm run releases`, Settings → Releases show
 *                        it); nothing else is kept: no message, URL, address or person.
 * @see docs/deploying.md Releases (canary)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorCounted, clientErrorRequest } from '@scriptorium/contracts/settings';
import { countClientError } from '../../../services/releases/records.js';

/** Reports per minute from one address: a broken release reports once per remote and page load. */
const REPORTS_PER_MINUTE = 30;

const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'public', rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['releases'],
        summary: 'Report a failure of a release in the browser',
        body: clientErrorRequest,
        response: { 200: clientErrorCounted },
      },
    },
    async (request) => ({ counted: await countClientError(app.db, request.body.remote, request.body.release) }),
  );
};

export default clientErrorRoutes;
