/**
 * `buildApp(config)`: the whole API as a Fastify instance, ready for `inject` (tests) or `listen`
 * (server.ts). Plugins load in a fixed order: headers and CORS first (so even a 401 carries CORS
 * headers), then database, auth and the access rule (before any route exists), then the rest.
 * @see docs/architecture.md API
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { zodValidatorCompiler } from './lib/http-errors.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { googleApiVerifier, type GoogleVerifier } from './services/auth/google.js';
import helmet from './plugins/external/helmet.js';
import cors from './plugins/external/cors.js';
import compress from './plugins/external/compress.js';
import multipart from './plugins/external/multipart.js';
import rateLimit from './plugins/external/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import type { OpenOptions } from './db/client.js';
import errorHandler from './plugins/app/error-handler.js';
import db from './plugins/app/db.js';
import redis from './plugins/app/redis.js';
import auth from './plugins/app/auth.js';
import i18n from './plugins/app/i18n.js';
import access from './plugins/app/access.js';
import storage from './plugins/app/storage.js';
import backupSocket from './plugins/app/backup-socket.js';
import mailer from './plugins/app/mailer.js';
import realtime from './plugins/app/realtime.js';
import toolkitProtocol from './plugins/app/toolkit-protocol.js';
import apiRoutes from './routes/api/index.js';
import site from './routes/site.js';
import { authorizeChannel, isChannelName } from './services/realtime/channels.js';
import { describeStreamline } from './services/streamline/openapi.js';
import { setBusinessTimeZone } from './lib/table/dateRange.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed configuration the app was built with. */
    config: AppConfig;
    /** Verifies Google access tokens for `POST auth/social/google`. */
    googleVerifier: GoogleVerifier;
  }
}

export interface BuildOptions {
  /** Replaces the Google verifier (tests pass a fake). Default: Google's tokeninfo/userinfo endpoints. */
  googleVerifier?: GoogleVerifier;
  /** Fastify logger option; default `{ level: config.logLevel }`. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Extra route plugins mounted under `/api` after the built-in ones (tests, experiments). */
  routes?: FastifyPluginAsync[];
  /**
   * Parse every JSON answer with the route's declared `response` schema and fail the request (500) when
   * it does not fit (tests set it, so the API tests check the published contract). Default false.
   */
  checkResponses?: boolean;
  /** How an in-memory PGlite (`memory://`) is opened: tests start each app from one initialised cluster. */
  database?: OpenOptions;
}

/**
 * Builds the API: opens, migrates and seeds the database, registers every plugin and route, and waits
 * until ready. Rejects (after closing what it opened) if any plugin fails, e.g. a route without
 * `config.access`. Close with `app.close()`: it also closes socket.io, Redis and the database.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    // Opening, migrating and seeding the database (possibly waiting for another instance's migration
    // lock) can take well over fastify's default 10 s on a busy machine.
    pluginTimeout: 300_000,
    // Idle keep-alive connections must not hold up a shutdown.
    forceCloseConnections: true,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: options.checkResponses }));
  app.decorate('config', config);
  setBusinessTimeZone(config.appTimezone);
  app.decorate('googleVerifier', options.googleVerifier ?? googleApiVerifier(config.googleClientId));

  try {
    await app.register(errorHandler);
    await app.register(helmet, { config });
    await app.register(cors, { config });
    await app.register(compress);
    await app.register(db, { config, database: options.database });
    await app.register(redis, { config });
    await app.register(auth);
    await app.register(i18n);
    await app.register(access);
    await app.register(multipart, { config });
    await app.register(toolkitProtocol);
    await app.register(rateLimit);
    // One route, many actions: each action's call and answer (services/streamline/openapi.ts).
    await app.register(swagger, { describe: describeStreamline });
    await app.register(storage, { config });
    await app.register(backupSocket, { config });
    await app.register(mailer, { config });
    await app.register(realtime, { config, channels: { isChannelName, authorize: authorizeChannel } });
    await app.register(site, { config });
    await app.register(
      async (api) => {
        await api.register(apiRoutes);
        for (const extra of options.routes ?? []) await api.register(extra);
      },
      { prefix: '/api' },
    );
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
