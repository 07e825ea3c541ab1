/**
 * Rate limiting (@fastify/rate-limit), off by default and switched on per route:
 * `config: { rateLimit: loginRateLimit(config) }`. With REDIS_URL the counters are shared by every
 * instance; if Redis is unreachable requests are let through rather than refused.
 * 429 body: `{message: 'Too many attempts. Try again in N seconds.'}`.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '../../config.js';
import { HttpError } from '../../lib/http-errors.js';

/** Per-IP limit of the sign-in family of routes: LOGIN_RATE_LIMIT attempts per minute. */
export function loginRateLimit(config: AppConfig) {
  return { max: config.loginRateLimit, timeWindow: 60_000 };
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis ?? undefined,
      nameSpace: `${app.config.redisPrefix}-rl-`,
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) => new HttpError(429, `Too many attempts. Try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} seconds.`),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
