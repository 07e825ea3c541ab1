/**
 * `GET /api/config`: what the shell needs before sign-in (session timeout, Google client id, …).
 * @see contracts/src/config.ts runtimeConfig; docs/product.md §4 Session, §9
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfig, type RuntimeConfig } from '@scriptorium/contracts/core';
import { runtimeConfigOf } from '../../../services/settings/runtime-config.js';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'The settings the web app runs with', response: { 200: runtimeConfig } },
    },
    async (): Promise<RuntimeConfig> => runtimeConfigOf(app.config),
  );
};

export default configRoutes;
