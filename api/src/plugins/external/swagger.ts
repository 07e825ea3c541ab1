/**
 * OpenAPI document from the zod schemas the routes declare and validate with (@fastify/swagger +
 * fastify-type-provider-zod), browsable at `/api/docs` (@fastify/swagger-ui), JSON at `/api/docs/json`.
 * Upload routes declare `consumes: ['multipart/form-data']` and their parts in `body`; every route declares
 * its success `response` (a contracts schema, or a content type / no body: lib/openapi/responses.ts).
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openapiTransform } from '../../lib/openapi/transform.js';
import { describeStreamline } from '../../services/streamline/openapi.js';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Scriptorium API', description: 'Orders, writers, payments and settings.', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: openapiTransform,
      // One route, many actions: each action's call and answer (services/streamline/openapi.ts).
      transformObject: (input) => describeStreamline((input as { openapiObject: Parameters<typeof describeStreamline>[0] }).openapiObject) as never,
    });
    // swagger-ui serves its own CSP for its static files; the app-wide one would block its inline setup.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
