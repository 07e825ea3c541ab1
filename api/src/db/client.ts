/**
 * Opens the database: embedded PGlite (a folder, or `memory://`) or PostgreSQL through `pg`,
 * behind one Drizzle type so route code never knows which it talks to.
 * @see docs/architecture.md API ("embedded PGlite by default, PostgreSQL when DATABASE_URL is set")
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { holdPglite } from './pglite-holder.js';

export type Schema = typeof schema;
/** Advisory lock key taken while migrating and seeding ("scrp" in ASCII). */
const STARTUP_LOCK = 0x73637270;
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle as `db.transaction(async (tx) => …)` passes it. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when `select 1` answers; rejects when the database is down. */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding a database-wide advisory lock on one connection (PostgreSQL), so N instances
   * starting together migrate and seed one after the other. On PGlite (one process) it just runs `fn`.
   */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Closes the pool / flushes PGlite to disk. Safe to call twice. */
  close(): Promise<void>;
  /**
   * PGlite only: its data folder as a gzipped tarball (what `new PGlite(dir, { loadDataDir })` opens),
   * taken while serving: queries wait for it; a transaction still open is left out, as after a crash.
   */
  snapshot?(): Promise<Blob>;
}

/** How {@link openDatabase} opens an in-memory PGlite. */
export interface OpenOptions {
  /**
   * `memory://` only: the data-folder tarball to start from (what `snapshot()` or PGlite's `dumpDataDir`
   * gives) instead of an empty cluster made by initdb, which costs seconds. The API tests pass one
   * empty cluster made once per run (api/test/global-setup.ts).
   */
  loadDataDir?: Blob;
}

/**
 * Opens the database named by `databaseUrl`: `postgres://…` → PostgreSQL pool; `memory://` → in-memory
 * PGlite; null → PGlite stored in `<dataDir>/pglite` (created if missing).
 */
export async function openDatabase(
  databaseUrl: string | null,
  dataDir: string,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  let closed = false;
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      exclusive: async (fn) => {
        const conn = await pool.connect();
        try {
          await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await fn(drizzlePg({ client: conn, schema }) as unknown as Db);
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          conn.release();
        }
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  let client: PGlite;
  // A database on disk says which process has it open (pglite-holder.ts): backup and reconcile check it.
  let release = () => {};
  if (databaseUrl === 'memory://') {
    client = new PGlite({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  } else {
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
    release = holdPglite(dataDir);
  }
  await client.waitReady.catch((err: unknown) => {
    release();
    throw err;
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await client.query('select 1');
    },
    exclusive: (fn) => fn(db),
    snapshot: async () => {
      // Flushed first, so the copy needs no WAL replay to be current.
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      release();
    },
  };
}
