/**
 * Backups of the embedded database while the app serves. PGlite lives inside this one process, so the
 * server itself takes the copy: on a Unix socket in DATA_DIR (`backup.sock`, owner-only), `GET /database`
 * answers its data folder as a gzipped tarball. `npm run backup` asks it there; nothing is exposed on the
 * network. Not started on PostgreSQL (pg_dump does it) nor on the in-memory database.
 * @see api/src/services/backup/backup.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { backupSocketPath } from '../../core/backup-socket.js';

/** Longest Unix socket path Linux and macOS accept. */
const MAX_SOCKET_PATH = 103;

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const snapshot = app.database.snapshot?.bind(app.database);
    if (config.databaseUrl || !snapshot || process.platform === 'win32') return;
    const socketPath = backupSocketPath(config.dataDir);
    if (socketPath.length > MAX_SOCKET_PATH) {
      app.log.warn(
        { socketPath },
        'DATA_DIR path too long for the backup socket: npm run backup needs the app stopped',
      );
      return;
    }
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/database') {
        res.writeHead(404).end();
        return;
      }
      const started = Date.now();
      snapshot()
        .then(async (tarball) => {
          res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(tarball.size) });
          await pipeline(Readable.fromWeb(tarball.stream() as import('node:stream/web').ReadableStream), res);
          app.log.info({ bytes: tarball.size, ms: Date.now() - started }, 'database backup taken');
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'database backup failed');
          if (!res.headersSent) res.writeHead(500).end(err instanceof Error ? err.message : 'backup failed');
          else res.destroy();
        });
    });
    // A socket left by a server that did not stop cleanly would make listen fail.
    fs.rmSync(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    fs.chmodSync(socketPath, 0o600);
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socketPath, { force: true });
    });
  },
  { name: 'backup-socket', dependencies: ['db'] },
);
