/**
 * `npm run backup -- FILE` / `npm run restore -- FILE`: one tar archive with `manifest.json`, the
 * database (`database/`) and every stored file (`files/<storage key>`), whichever database and storage
 * the environment names. The database is copied first, so every file it refers to is complete by the
 * time the files are copied (files are written whole, then recorded).
 * @see README.md "Backups"
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { AppConfig } from '../../config.js';
import { connectStorage, type Storage } from '../../core/storage/index.js';
import { assertDatabaseEmpty, dumpDatabase, restoreDatabase } from './database.js';
import { BACKUP_FORMAT, BackupError, appVersion, readManifest, type BackupManifest } from './manifest.js';

/** Progress lines for the operator (the CLIs print them). */
export type Log = (line: string) => void;

async function withStorage<T>(config: AppConfig, fn: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = await connectStorage(config);
  try {
    return await fn(storage);
  } finally {
    await storage.close();
  }
}

/** Permissions of a written archive: read and write for its owner only. */
export const ARCHIVE_MODE = 0o600;

/**
 * Writes the archive `file` (replaced whole at the end, never left half-written), readable by its owner
 * only ({@link ARCHIVE_MODE}). Returns its manifest. Throws {@link BackupError} when the database cannot
 * be copied safely (see `dumpDatabase`).
 */
export async function createBackup(
  config: AppConfig,
  file: string,
  log: Log = () => undefined,
): Promise<BackupManifest> {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(target), '.scriptorium-backup-'));
  try {
    const { kind, migration, how } = await dumpDatabase(config, staging);
    log(`database (${kind}, ${how}; ${migration.count} migrations, last ${migration.last}) copied`);
    const { storage, files } = await withStorage(config, async (storage) => {
      let files = 0;
      for await (const key of storage.keys()) {
        const stream = await storage.read(key);
        // Removed since it was listed: it is gone from the database too.
        if (!stream) continue;
        const dest = path.join(staging, 'files', ...key.split('/'));
        fs.mkdirSync(path.dirname(dest), { recursive: true });
        await pipeline(stream, fs.createWriteStream(dest));
        files++;
      }
      return { storage: storage.kind, files };
    });
    fs.mkdirSync(path.join(staging, 'files'), { recursive: true });
    log(`${files} stored files (${storage}) copied`);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      app_version: appVersion(),
      migration,
      created_at: new Date().toISOString(),
      database: kind,
      storage,
      files,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    // Owner-only whatever the umask: it holds password hashes, payout accounts and every customer's files.
    // Made inside the staging folder (mkdtemp: 0700), so no other user can open it before the chmod either.
    const partial = path.join(staging, 'archive.tar');
    await tar.create({ file: partial, cwd: staging, portable: true, mode: ARCHIVE_MODE }, [
      'manifest.json',
      'database',
      'files',
    ]);
    fs.chmodSync(partial, ARCHIVE_MODE);
    fs.renameSync(partial, target);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Throws {@link BackupError} unless nothing is stored yet. */
async function assertStorageEmpty(storage: Storage): Promise<void> {
  for await (const key of storage.keys()) {
    throw new BackupError(
      `The file storage (${storage.kind}) already holds files (${key}). Restore into an empty one; nothing was changed.`,
    );
  }
}

/**
 * Fills the empty database and file storage `config` names from the archive `file`. Refuses (with a
 * {@link BackupError}, changing nothing) a non-empty DATA_DIR, database or bucket, another database
 * kind, or an archive of a newer release. The next start migrates it forward.
 */
export async function restoreBackup(
  config: AppConfig,
  file: string,
  log: Log = () => undefined,
): Promise<BackupManifest> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`No such file: ${source}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-restore-'));
  try {
    await tar.extract({ file: source, cwd: staging }).catch((err: unknown) => {
      throw new BackupError(
        `This file is not a Scriptorium backup (${err instanceof Error ? err.message : String(err)}).`,
      );
    });
    const manifest = readManifest(staging);
    log(
      `backup of ${manifest.created_at} (release ${manifest.app_version}, ${manifest.database}, ${manifest.files} files)`,
    );
    return await withStorage(config, async (storage) => {
      await assertDatabaseEmpty(config);
      await assertStorageEmpty(storage);
      await restoreDatabase(config, staging, manifest);
      log('database restored');
      const root = path.join(staging, 'files');
      let files = 0;
      for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        await storage.putAs(path.relative(root, full).split(path.sep).join('/'), fs.createReadStream(full));
        files++;
      }
      log(`${files} stored files restored (${storage.kind})`);
      return manifest;
    });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
