/**
 * Route access, declared once per route in its options and enforced before anything else runs:
 *
 *   config: { access: 'public' }                      anyone
 *   config: { access: 'user' }                        any signed-in user
 *   config: { access: { roles: ['admin'], permission: 'orders.order.assign_writer' } }
 *
 * An `/api/*` route without `config.access` stops the app from starting, so no route ships without a
 * decision. Guests get 401, wrong role or missing permission 403 (bodies from contracts/src/errors.ts).
 * @see docs/product.md §6 Roles and permissions; docs/architecture.md API (access on the server)
 */
import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import { forbidden, unauthenticated } from '../../lib/http-errors.js';
import { isAllowed, type RouteAccess } from '../../core/access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every `/api/*` route. @see RouteAccess */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every `/api` route with its access rule and declared schema, in registration order (for tests and docs). */
    apiRoutes: { method: string; url: string; access: RouteAccess; schema?: FastifySchema }[];
  }
}

/** Thrown at start-up when an `/api` route has no access rule. */
export class MissingAccessError extends Error {
  constructor(method: string, url: string) {
    super(`Route ${method} ${url} has no config.access: declare 'public', 'user' or { roles, permission }`);
    this.name = 'MissingAccessError';
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

export default fp(
  async (app) => {
    app.decorate('apiRoutes', []);
    app.addHook('onRoute', (route) => {
      if (!isApi(route.url)) return;
      route.config ??= {};
      // The OpenAPI page is documentation, readable by anyone.
      if (!route.config.access && route.url.startsWith('/api/docs')) route.config.access = 'public';
      const access = route.config.access;
      const methods = ([] as string[]).concat(route.method);
      if (!access) throw new MissingAccessError(methods.join(','), route.url);
      for (const method of methods)
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access, schema: route.schema });
    });
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      if (!request.auth) throw unauthenticated();
      if (!isAllowed(access, request.auth)) throw forbidden();
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
