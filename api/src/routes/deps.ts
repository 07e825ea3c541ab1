/**
 * The bridge from the Fastify app to the services: route plugins call `serviceDeps(app)` once and pass
 * the result (or the part a service names) to the service functions, which never see the app.
 * @see services/deps.ts; docs/architecture.md API
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../services/deps.js';

/**
 * The services' dependencies taken from `app`'s decorations (database, config, logger, storage,
 * socket.io, mailer). The config object is shared, not copied, so a change to it is seen by the
 * services. Call it after the plugins have loaded (inside a route plugin); it throws nothing.
 */
export function serviceDeps(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    config: app.config,
    log: app.log,
    storage: app.storage,
    publish: app.realtime.publish,
    mail: app.mailer,
    io: app.realtime.io,
  };
}
