/**
 * Database plugin: opens PGlite or PostgreSQL, migrates and seeds (under a lock, so instances starting
 * together take turns), decorates `app.db`, and closes the database when the app closes.
 * @see api/README.md (DATABASE_URL, SEED_DEMO)
 */
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle, type Db, type OpenOptions } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { seedDatabase } from '../../db/seed/index.js';
import type { AppConfig } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle database. Use `app.db.transaction(async (tx) => …)` for changes that go together. */
    db: Db;
    /** The open database with `ping()` (health) and `kind`. */
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** How an in-memory PGlite is opened (`BuildOptions.database`). */
  database?: OpenOptions;
}

export default fp<DbPluginOptions>(
  async (app, { config, database }) => {
    const handle = await openDatabase(config.databaseUrl, config.dataDir, database);
    try {
      await handle.exclusive(async (db) => {
        await runMigrations(handle, db);
        await db.transaction((tx) => seedDatabase(tx, { demo: config.seedDemo, publicUrl: config.publicUrl }));
      });
    } catch (err) {
      await handle.close();
      throw err;
    }
    app.decorate('db', handle.db);
    app.decorate('database', handle);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
