/**
 * `GET /api/config`: what the shell needs before sign-in (session timeout, Google client id, …).
 * @see contracts/src/config.ts runtimeConfig; spec §4 Session, §9
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfig, type RuntimeConfig } from '@scriptorium/contracts/core';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: runtimeConfig } } }, async (): Promise<RuntimeConfig> => ({
    sessionTimeoutMinutes: app.config.sessionTimeoutMinutes,
    googleClientId: app.config.googleClientId,
    publicUrl: app.config.publicUrl,
    socketPath: '/socket.io',
    maxUploadBytes: app.config.maxUploadMb * 1024 * 1024,
    money: { client: 'USD', writer: 'KSh', kshPerUsd: app.config.kshPerUsd },
  }));
};

export default configRoutes;
