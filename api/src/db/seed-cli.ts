/** `npm run seed -w api`: seeds defaults (and demo data in demo mode) into the configured database. */
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDatabase } from './seed/index.js';

const config = loadConfig();
const handle = await openDatabase(config.databaseUrl, config.dataDir);
try {
  await handle.exclusive(async (db) => {
    await runMigrations(handle, db);
    await db.transaction((tx) => seedDatabase(tx, { demo: config.seedDemo, publicUrl: config.publicUrl }));
  });
  console.log(`seeded (${handle.kind}, demo: ${config.seedDemo})`);
} finally {
  await handle.close();
}
