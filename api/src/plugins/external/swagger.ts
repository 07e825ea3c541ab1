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

/** The parts of the OpenAPI document a rewrite reads and writes (the document has more). */
export type OpenApiDocument = {
  paths?: Record<string, Record<string, Record<string, unknown>> | undefined>;
  components?: { schemas?: Record<string, unknown> };
};

export interface SwaggerOptions {
  /**
   * Rewrites the finished document, e.g. to spell out the actions of one route that serves many
   * (services/streamline/openapi.ts, handed in by app.ts). Default: none.
   */
  describe?: (doc: OpenApiDocument) => OpenApiDocument;
}

export default fp<SwaggerOptions>(
  async (app, { describe = (doc) => doc }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Scriptorium API', description: 'Orders, writers, payments and settings.', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: openapiTransform,
      transformObject: (input) => describe((input as { openapiObject: OpenApiDocument }).openapiObject) as never,
    });
    // swagger-ui serves its own CSP for its static files; the app-wide one would block its inline setup.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs'))
        route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
