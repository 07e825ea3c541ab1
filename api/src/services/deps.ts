/**
 * What a service takes instead of the Fastify app: the database, the runtime config, a logger, file
 * storage, realtime publishing and mail, each one explicitly. A service names the part it uses with
 * `Pick<ServiceDeps, 'db' | …>`, so a test can call it with a database and hand-made stand-ins, without
 * building the app. Routes build a `ServiceDeps` from the app (routes/deps.ts). The interfaces live in core/.
 * @see docs/architecture.md API
 */
import type { Server } from 'socket.io';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../core/mail.js';
import type { Publish } from '../core/realtime.js';
import type { Storage } from '../core/storage/index.js';

/** Structured logging (the app's pino logger fits): a context object first, then the message. */
export interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Everything a service may use; each service takes the part it needs (`Pick<ServiceDeps, …>`). */
export interface ServiceDeps {
  /** The database; a service opens its own transactions on it. */
  db: Db;
  /** The configuration the app was built with (read when used: tests change fields in place). */
  config: AppConfig;
  /** Where failures that do not fail the call are logged. */
  log: Logger;
  /** Uploaded files. */
  storage: Storage;
  /** Realtime events to the browsers (call after the transaction that caused them commits). */
  publish: Publish;
  /** Outgoing mail, queued in the `outbox` table (pass the transaction to `send`). */
  mail: Mailer;
  /** The socket.io server itself, only for ending or re-checking sockets (services/realtime/revoke.ts). */
  io: Server;
}
