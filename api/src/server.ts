/**
 * Starts the API: reads the environment, migrates and seeds, listens (HTTP + socket.io on one port),
 * and on SIGINT/SIGTERM closes socket.io, Fastify and the database so PGlite's data is flushed to disk.
 * Run: `PORT=8181 npx tsx api/src/server.ts`.
 */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp(config);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  // A stuck close must not leave the process hanging forever.
  setTimeout(() => {
    app.log.error('close timed out; exiting');
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
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? app.database.kind : `pglite at ${config.dataDir}/pglite`, redis: !!config.redisUrl, demo: config.seedDemo },
    `Scriptorium API on ${config.publicUrl} (docs at /api/docs)`,
  );
} catch (err) {
  app.log.error({ err }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
