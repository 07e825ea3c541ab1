/**
 * The database part of a backup. Embedded PGlite: its data folder as a tarball, taken by the running
 * server (over `backup.sock`) or, when none runs, by opening the folder here. PostgreSQL: its own
 * `pg_dump` / `pg_restore` (custom format), which must be installed on the machine running the command.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { isPostgresUrl, type AppConfig } from '../../config.js';
import { backupSocketPath } from '../../plugins/app/backup-socket.js';
import { APPLIED_MIGRATIONS_SQL, BackupError, migrationLevel, type BackupManifest } from './manifest.js';

/** Names of the database file inside the archive's `database/` folder. */
export const DATABASE_FILES = { pglite: 'pglite.tar.gz', postgres: 'postgres.dump' } as const;

type Kind = BackupManifest['database'];

/** Which database `config` names; refuses the in-memory one (nothing to back up or restore into). */
export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): Kind {
  if (isPostgresUrl(config.databaseUrl)) return 'postgres';
  if (config.databaseUrl) throw new BackupError(`DATABASE_URL=${config.databaseUrl} is not a database that outlives the process.`);
  return 'pglite';
}

/** Runs a PostgreSQL client tool; a missing one is reported with how to install it. */
async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const child = spawn(tool, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        reject(new BackupError(`${tool} was not found on PATH. Install PostgreSQL's client tools of the server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client).`));
      } else reject(err);
    });
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`);
}

/** Asks the server running on `dataDir` for its database; null when none answers on the socket. */
async function snapshotFromServer(dataDir: string, target: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return false;
  const res = await new Promise<http.IncomingMessage | null>((resolve, reject) => {
    const req = http.get({ socketPath, path: '/database' }, resolve);
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(null) : reject(err)));
  });
  if (!res) return false;
  if (res.statusCode !== 200) {
    res.resume();
    throw new BackupError(`The running server could not take the backup (HTTP ${res.statusCode}); see its log.`);
  }
  await pipeline(res, fs.createWriteStream(target));
  return true;
}

/** Opens a PGlite from a data-folder tarball (in memory unless `dir` is given). */
async function openTarball(tarball: string, dir?: string): Promise<PGlite> {
  const loadDataDir = new File([fs.readFileSync(tarball)], DATABASE_FILES.pglite, { type: 'application/gzip' });
  const client = dir ? new PGlite(dir, { extensions: { pg_trgm }, loadDataDir }) : new PGlite({ extensions: { pg_trgm }, loadDataDir });
  await client.waitReady;
  return client;
}

/**
 * Writes the database into `folder/database/` (a file named by {@link DATABASE_FILES}); returns its migration
 * level. PGlite: from the running server, else from the folder directly (no server may start meanwhile).
 */
export async function dumpDatabase(config: AppConfig, folder: string): Promise<{ kind: Kind; migration: BackupManifest['migration']; how: string }> {
  const kind = databaseKind(config);
  const target = path.join(folder, 'database', DATABASE_FILES[kind]);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (kind === 'postgres') {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${config.databaseUrl}`]);
    const client = new pg.Client({ connectionString: config.databaseUrl! });
    await client.connect();
    try {
      const { rows } = await client.query<{ created_at: string }>(APPLIED_MIGRATIONS_SQL);
      return { kind, migration: migrationLevel(rows.map((r) => r.created_at)), how: 'pg_dump' };
    } finally {
      await client.end();
    }
  }
  const fromServer = await snapshotFromServer(config.dataDir, target);
  if (!fromServer) {
    const dir = path.join(config.dataDir, 'pglite');
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${config.dataDir} (no pglite/ folder): check DATA_DIR.`);
    const client = new PGlite(dir, { extensions: { pg_trgm } });
    try {
      await client.waitReady;
      const tarball = await client.dumpDataDir('gzip');
      await fs.promises.writeFile(target, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  // Opening the copy proves it loads, and tells its migration level.
  const copy = await openTarball(target);
  try {
    const { rows } = await copy.query<{ created_at: string }>(APPLIED_MIGRATIONS_SQL);
    return { kind, migration: migrationLevel(rows.map((r) => r.created_at)), how: fromServer ? 'taken by the running server' : 'no server running: opened here' };
  } finally {
    await copy.close();
  }
}

/** Throws {@link BackupError} unless the database `config` names is empty (no table outside the system schemas). */
export async function assertDatabaseEmpty(config: AppConfig): Promise<void> {
  const kind = databaseKind(config);
  if (kind === 'pglite') {
    const entries = fs.existsSync(config.dataDir) ? fs.readdirSync(config.dataDir) : [];
    if (entries.length) {
      throw new BackupError(`DATA_DIR ${config.dataDir} is not empty (${entries.slice(0, 5).join(', ')}). Restore into a new, empty DATA_DIR; nothing was changed.`);
    }
    return;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl! });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0].n > 0) throw new BackupError(`The database at DATABASE_URL already has ${rows[0].n} tables. Restore into a new, empty database; nothing was changed.`);
  } finally {
    await client.end();
  }
}

/** Loads the database file of an unpacked archive into the (empty) database `config` names. */
export async function restoreDatabase(config: AppConfig, folder: string, manifest: BackupManifest): Promise<void> {
  const kind = databaseKind(config);
  if (kind !== manifest.database) {
    throw new BackupError(
      `This backup holds a ${manifest.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database; restore it with ${manifest.database === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL=postgres://…'}.`,
    );
  }
  const source = path.join(folder, 'database', DATABASE_FILES[kind]);
  if (kind === 'postgres') {
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${config.databaseUrl}`, source]);
    return;
  }
  const dir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = await openTarball(source, dir);
  await client.close();
}
