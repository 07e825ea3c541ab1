/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (one script, the command as first argument):
 * reads the same environment as `npm start` (DATA_DIR, DATABASE_URL, S3_*). A relative FILE is taken
 * from the folder npm was run in.
 */
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { createBackup, restoreBackup } from './backup.js';
import { BackupError } from './manifest.js';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- FILE   |   npm run restore -- FILE');
  process.exit(2);
}
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const config = loadConfig();
const log = (line: string) => console.log(`  ${line}`);
try {
  if (command === 'backup') {
    console.log(`Backing up ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} to ${archive}`);
    const manifest = await createBackup(config, archive, log);
    console.log(`Backup written: ${archive} (${manifest.created_at})`);
  } else {
    console.log(`Restoring ${archive} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`);
    await restoreBackup(config, archive, log);
    console.log('Restored. Start the app (npm start) with the same environment.');
  }
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`${command} refused: ${err.message}`);
  process.exit(1);
}
