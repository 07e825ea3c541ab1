/**
 * `GET /api/config`: what the shell needs before sign-in (session timeout, Google client id, …).
 * @see contracts/src/config.ts runtimeConfig; docs/product.md §4 Session, §9
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfig, type RuntimeConfig } from '@scriptorium/contracts/core';
import type { AppConfig } from '../../../config.js';
import { configuredGateways } from '../../../services/payments-gateway/registry.js';

/** The runtime config of `config`; also written into the app's page (static-site.ts). */
export function runtimeConfigOf(config: AppConfig): RuntimeConfig {
  return {
    sessionTimeoutMinutes: config.sessionTimeoutMinutes,
    googleClientId: config.googleClientId,
    publicUrl: config.publicUrl,
    socketPath: '/socket.io',
    maxUploadBytes: config.maxUploadMb * 1024 * 1024,
    money: { client: 'USD', writer: 'KSh', kshPerUsd: config.kshPerUsd },
    gateways: configuredGateways(config),
  };
}

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'public' }, schema: { tags: ['system'], summary: 'The settings the web app runs with', response: { 200: runtimeConfig } } }, async (): Promise<RuntimeConfig> => runtimeConfigOf(app.config));
};

export default configRoutes;
