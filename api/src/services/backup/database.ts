/**
 * The database part of a backup. Embedded PGlite: its data folder as a tarball, taken by the running
 * server (over `backup.sock`) or, when no process has it open, by opening the folder here. PostgreSQL:
 * its own `pg_dump` / `pg_restore` (custom format), which must be installed on the machine running the
 * command; the password reaches them in `PGPASSWORD`, never on their command line.
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
import { holdPglite, pgliteHolder, pgliteHolderFile } from '../../db/pglite-holder.js';
import { backupSocketPath } from '../../core/backup-socket.js';
import { APPLIED_MIGRATIONS_SQL, BackupError, migrationLevel, type BackupManifest } from './manifest.js';

/** Names of the database file inside the archive's `database/` folder. */
export const DATABASE_FILES = { pglite: 'pglite.tar.gz', postgres: 'postgres.dump' } as const;

type Kind = BackupManifest['database'];

/** Which database `config` names; refuses the in-memory one (nothing to back up or restore into). */
export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): Kind {
  if (isPostgresUrl(config.databaseUrl)) return 'postgres';
  if (config.databaseUrl)
    throw new BackupError(`DATABASE_URL=${config.databaseUrl} is not a database that outlives the process.`);
  return 'pglite';
}

/**
 * How a PostgreSQL client tool reaches `databaseUrl` without the password on its command line (which
 * any user of the machine can read in the process list): `dbname`, the URL without its password (user,
 * host, port, database and options stay), for `--dbname`; `env`, `PGPASSWORD` when the URL carries one
 * (as `user:password@` or `?password=`), for the tool's environment (readable only by its own user).
 */
export function pgToolConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * Runs a PostgreSQL client tool against `databaseUrl` (given as `--dbname`, its password in the
 * environment: {@link pgToolConnection}); a missing tool is reported with how to install it.
 */
async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = pgToolConnection(databaseUrl);
  const child = spawn(tool, [`--dbname=${dbname}`, ...args], {
    stdio: ['ignore', 'inherit', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        reject(
          new BackupError(
            `${tool} was not found on PATH. Install PostgreSQL's client tools of the server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client).`,
          ),
        );
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
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(null) : reject(err),
    );
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
  const client = dir
    ? new PGlite(dir, { extensions: { pg_trgm }, loadDataDir })
    : new PGlite({ extensions: { pg_trgm }, loadDataDir });
  await client.waitReady;
  return client;
}

/**
 * Writes the database into `folder/database/` (a file named by {@link DATABASE_FILES}); returns its migration
 * level. PGlite: from the running server, else from the folder directly (no server may start meanwhile).
 * Throws {@link BackupError} when another process has the folder open and does not answer on the socket.
 */
export async function dumpDatabase(
  config: AppConfig,
  folder: string,
): Promise<{ kind: Kind; migration: BackupManifest['migration']; how: string }> {
  const kind = databaseKind(config);
  const target = path.join(folder, 'database', DATABASE_FILES[kind]);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (kind === 'postgres') {
    await runTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`],
      config.databaseUrl!,
    );
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
    if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
      throw new BackupError(`There is no database in ${config.dataDir} (no pglite/ folder): check DATA_DIR.`);
    // Opening a database another process has open would read pages it has not written yet (and may
    // write over its own): only the server that holds it can copy it.
    const holder = pgliteHolder(config.dataDir);
    if (holder !== null) {
      throw new BackupError(
        `The database in ${config.dataDir} is open in process ${holder} (${pgliteHolderFile(config.dataDir)}), which does not answer on ${backupSocketPath(config.dataDir)}` +
          ' (the server makes no socket when that path is longer than 103 characters). Stop that process, or give the app a shorter DATA_DIR, and run the backup again; nothing was written.',
      );
    }
    const release = holdPglite(config.dataDir);
    const client = new PGlite(dir, { extensions: { pg_trgm } });
    try {
      await client.waitReady;
      const tarball = await client.dumpDataDir('gzip');
      await fs.promises.writeFile(target, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
      release();
    }
  }
  // Opening the copy proves it loads, and tells its migration level.
  const copy = await openTarball(target);
  try {
    const { rows } = await copy.query<{ created_at: string }>(APPLIED_MIGRATIONS_SQL);
    return {
      kind,
      migration: migrationLevel(rows.map((r) => r.created_at)),
      how: fromServer ? 'taken by the running server' : 'no server running: opened here',
    };
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
      throw new BackupError(
        `DATA_DIR ${config.dataDir} is not empty (${entries.slice(0, 5).join(', ')}). Restore into a new, empty DATA_DIR; nothing was changed.`,
      );
    }
    return;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl! });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0].n > 0)
      throw new BackupError(
        `The database at DATABASE_URL already has ${rows[0].n} tables. Restore into a new, empty database; nothing was changed.`,
      );
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
    await runTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', source],
      config.databaseUrl!,
    );
    return;
  }
  const dir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = await openTarball(source, dir);
  await client.close();
}
