/** `npm run migrate -w api`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';

const config = loadConfig();
const handle = await openDatabase(config.databaseUrl, config.dataDir);
try {
  await handle.exclusive((db) => runMigrations(handle, db));
  console.log(`migrated (${handle.kind})`);
} finally {
  await handle.close();
}
