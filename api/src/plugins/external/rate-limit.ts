/**
 * Rate limiting (@fastify/rate-limit), off by default and switched on per route:
 * `config: { rateLimit: loginRateLimit(config) }` (lib/rate-limits.ts). With REDIS_URL the counters live in Redis, shared by
 * every instance; while Redis is unreachable each instance counts on its own (in memory) instead, so
 * the limit still holds per instance — never a free-for-all, never a refusal because Redis is down.
 * 429 body: `{message: 'Too many attempts. Try again in N seconds.'}`.
 * @see docs/architecture.md One machine, then many
 */
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { HttpError } from '../../lib/http-errors.js';

type Store = FastifyRateLimitStore;
type StoreCtor = new (...args: unknown[]) => Store;
type ChildOptions = Parameters<Store['child']>[0];
type Incr = Parameters<Store['incr']>;

// The plugin's own stores (CommonJS, no typings of their own).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

/**
 * Counts in Redis while it answers, in this process's memory when it does not. Counters do not carry
 * over between the two: after an outage an address may get up to one extra window's worth of attempts.
 */
export class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: Incr[0], callback: Incr[1], timeWindow: Incr[2], max: Incr[3]): void {
    if (this.redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (err, result) => (err ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class @fastify/rate-limit instantiates: a {@link FallbackStore} over `redis` and memory. */
function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      const local = new LocalStore(params.continueExceeding, params.exponentialBackoff);
      return new FallbackStore(redis, shared, local);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: app.redis ? fallbackStore(app.redis, `${app.config.redisPrefix}-rl-`) : undefined,
      // A store failure that the fallback did not absorb lets the request through rather than refusing it.
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) =>
        new HttpError(429, `Too many attempts. Try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} seconds.`),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
