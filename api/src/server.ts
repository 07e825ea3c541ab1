/**
 * Starts the API: reads the environment, migrates and seeds, listens (HTTP + socket.io on one port),
 * and on SIGINT/SIGTERM closes socket.io, Fastify and the database so PGlite's data is flushed to disk.
 * A signal received while still starting stops the server as soon as it has started.
 * Run: `PORT=8181 npx tsx api/src/server.ts`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
let app: FastifyInstance | null = null;
let pendingSignal: string | null = null;
let stopping = false;

async function stop(signal: string): Promise<void> {
  if (!app || stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  // A stuck close must not leave the process hanging forever.
  setTimeout(() => {
    app?.log.error('close timed out; exiting');
    process.exit(1);
  }, 10_000).unref();
  try {
    const started = Date.now();
    await app.close();
    app.log.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while stopping');
    process.exit(1);
  }
}
/** Stops now, or, while still starting, as soon as start-up completes. */
function onSignal(signal: string): void {
  if (app) void stop(signal);
  else pendingSignal ??= signal;
}
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

app = await buildApp(config);
if (pendingSignal) {
  await stop(pendingSignal);
} else {
  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        database: config.databaseUrl ? app.database.kind : `pglite at ${config.dataDir}/pglite`,
        redis: !!config.redisUrl,
        demo: config.seedDemo,
      },
      `Scriptorium API on ${config.publicUrl} (docs at /api/docs)`,
    );
  } catch (err) {
    app.log.error({ err }, 'could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}
