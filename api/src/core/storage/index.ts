/**
 * File storage behind one interface ({@link Storage}, `storage.ts`) with two backends: a folder
 * (`disk.ts`) or an S3-compatible store (`s3.ts`, when `S3_BUCKET` is set), so API instances on several
 * machines serve each other's uploads. {@link connectStorage} chooses.
 * @see docs/architecture.md One machine, then many (files on disk, an S3-compatible store later)
 */
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { diskStorage } from './disk.js';
import { s3Storage } from './s3.js';
import type { Storage } from './storage.js';

export type { Storage, StoredFile } from './storage.js';
export { diskStorage } from './disk.js';
export { s3Storage, type S3Storage } from './s3.js';

/**
 * Opens the storage `config` names: the S3 bucket when `S3_BUCKET` is set (created when the store has
 * none of that name), else `DATA_DIR/files`. `log` hears what was created.
 */
export async function connectStorage(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  log: (message: string) => void = () => undefined,
): Promise<Storage> {
  if (!config.s3) return diskStorage(path.join(config.dataDir, 'files'));
  const s3 = s3Storage(config.s3);
  await s3.ensureBucket(log);
  return s3;
}
