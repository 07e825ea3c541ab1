/**
 * What the web app runs with, known before sign-in (session timeout, Google client id, money, gateways):
 * answered by `GET /api/config` and written into the app's page (routes/site.ts).
 * @see contracts/src/config.ts runtimeConfig; docs/product.md §4 Session, §9
 */
import type { RuntimeConfig } from '@scriptorium/contracts/core';
import type { AppConfig } from '../../config.js';
import { configuredGateways } from '../payments-gateway/registry.js';

/** The runtime config of `config` (upload limit in bytes; the gateways the payment modal offers). */
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
