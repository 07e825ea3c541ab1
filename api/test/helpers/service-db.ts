/**
 * A database for calling services directly, without building the app: migrated and seeded (demo data
 * included) the way the database plugin does it at start-up. By default an in-memory PGlite loaded from
 * the run's initialised cluster, like a test app's; with DATABASE_URL (the scale run) a fresh PostgreSQL
 * database, dropped at close. Test-only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { openDatabase, type Db } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { seedDatabase } from '../../src/db/seed/index.js';
import { createPgDatabase, pgliteOptions } from './test-app.js';

export interface ServiceDb {
  db: Db;
  /** The configuration a test app would get (no payment providers, demo data, silent logs). */
  config: AppConfig;
  /** Closes the database, drops it (PostgreSQL) and removes the temp folder. */
  close(): Promise<void>;
}

/** Opens, migrates and seeds a database of its own; call `close()` in `afterAll`. */
export async function openServiceDb(): Promise<ServiceDb> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-service-'));
  const pgDb = process.env.DATABASE_URL ? await createPgDatabase(process.env.DATABASE_URL) : null;
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: tmp, LOG_LEVEL: 'silent' }),
    databaseUrl: pgDb?.url ?? 'memory://',
    seedDemo: true,
  };
  const handle = await openDatabase(config.databaseUrl, tmp, pgDb ? {} : pgliteOptions());
  await handle.exclusive(async (db) => {
    await runMigrations(handle, db);
    await db.transaction((tx) => seedDatabase(tx, { demo: true, publicUrl: config.publicUrl }));
  });
  return {
    db: handle.db,
    config,
    async close() {
      await handle.close();
      await pgDb?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
