/**
 * Where a running server answers database backups (plugins/app/backup-socket.ts serves it; `npm run
 * backup`, services/backup/database.ts, asks there): a Unix socket in the data folder.
 */
import path from 'node:path';

/** The socket a running server answers backups on, for the data folder `dataDir` (`<dataDir>/backup.sock`). */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}
