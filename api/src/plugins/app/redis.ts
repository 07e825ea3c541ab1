/**
 * Optional Redis connection (REDIS_URL) shared by the rate limiter and socket.io fan-out.
 * Commands fail fast while Redis is unreachable (no offline queue), so HTTP keeps serving without it.
 * @see docs/architecture.md "One machine, then many"
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis client, or null when REDIS_URL is not set. */
    redis: Redis | null;
  }
}

/** Resolves when `client` is ready, or after `ms` (false) — start-up never waits on Redis for long. */
export function waitReady(client: Redis, ms: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    client.once('ready', onReady);
  });
}

/** Logs Redis errors at most every 30 s (ioredis reports one per reconnect attempt). */
export function quietErrors(client: Redis, log: (msg: string) => void): void {
  let last = 0;
  client.on('error', (err: Error) => {
    if (Date.now() - last < 30_000) return;
    last = Date.now();
    log(`redis: ${err.message}`);
  });
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (!config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 5000,
    });
    quietErrors(client, (m) => app.log.warn(m));
    if (!(await waitReady(client, 5000)))
      app.log.warn('redis: not reachable at start; continuing without it until it is');
    app.decorate('redis', client);
    app.addHook('onClose', async () => client.disconnect());
  },
  { name: 'redis' },
);
