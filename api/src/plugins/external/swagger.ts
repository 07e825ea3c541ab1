/**
 * OpenAPI document from the routes' zod schemas (@fastify/swagger + fastify-type-provider-zod), browsable
 * at `/api/docs` (@fastify/swagger-ui), JSON at `/api/docs/json`. The few routes that stream or dispatch
 * their body get the contract schemas of `lib/openapi/registry.ts` attached for the document only.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentRoute } from '../../lib/openapi/index.js';

export default fp(
  async (app) => {
    // Before @fastify/swagger's own onRoute hook collects the route.
    app.addHook('onRoute', (route) => documentRoute(route));
    await app.register(swagger, {
      openapi: {
        info: { title: 'Scriptorium API', description: 'Orders, writers, payments and settings.', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    // swagger-ui serves its own CSP for its static files; the app-wide one would block its inline setup.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
