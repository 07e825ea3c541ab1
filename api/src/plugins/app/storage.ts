/**
 * File storage behind one interface with two backends: a folder (`DATA_DIR/files`, the default) or an
 * S3-compatible store (`S3_BUCKET`, see `s3-storage.ts`), so API instances on several machines serve
 * each other's uploads. Keys are generated (`2025/11/<uuid>.<ext>`), never taken from user input.
 * @see docs/architecture.md One machine, then many (files on disk, an S3-compatible store later)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { s3Storage } from './s3-storage.js';
import { isStorageKey, newStorageKey } from './storage-keys.js';

export interface StoredFile {
  /** Storage key to keep in the database (`files.path`). */
  key: string;
  /** Bytes written. */
  size: number;
}

export interface Storage {
  /** The backend: a local folder or an S3-compatible bucket (named in backup manifests). */
  readonly kind: 'disk' | 's3';
  /** Writes a stream (e.g. a multipart file) under a new key with extension `ext` (no dot). */
  put(data: Readable | Buffer, ext?: string | null): Promise<StoredFile>;
  /** Writes `data` under a key taken from a backup. Throws on a key that is not a storage key. */
  putAs(key: string, data: Readable | Buffer): Promise<StoredFile>;
  /** A read stream of a stored file; null when nothing is stored under `key` (or it is no storage key). */
  read(key: string): Promise<Readable | null>;
  /** Removes a stored file; missing files are ignored. */
  remove(key: string): Promise<void>;
  /** Whether the key exists (false for a key that is not a storage key). */
  exists(key: string): Promise<boolean>;
  /** Every stored key, in no particular order (backups). */
  keys(): AsyncIterable<string>;
  /** Releases connections (S3); the storage is unusable afterwards. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Suffix of a file being written; never listed, so a backup taken meanwhile skips it. */
const PARTIAL = '.partial';

/** A {@link Storage} in folder `root`. */
export function diskStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!isStorageKey(key) || !full.startsWith(path.resolve(root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  const resolveOrNull = (key: string) => {
    try {
      return resolve(key);
    } catch {
      return null;
    }
  };
  // Written beside its final name, then renamed: a reader (or a backup) never sees half a file.
  const write = async (key: string, data: Readable | Buffer): Promise<StoredFile> => {
    const full = resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    const partial = full + PARTIAL;
    try {
      if (Buffer.isBuffer(data)) await fs.promises.writeFile(partial, data);
      else await pipeline(data, fs.createWriteStream(partial));
      await fs.promises.rename(partial, full);
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
    const { size } = await fs.promises.stat(full);
    return { key, size };
  };
  return {
    kind: 'disk',
    put: (data, ext) => write(newStorageKey(ext), data),
    putAs: write,
    read: async (key) => {
      const full = resolveOrNull(key);
      if (!full) return null;
      try {
        const handle = await fs.promises.open(full, 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    remove: async (key) => fs.promises.rm(resolve(key), { force: true }),
    // A key that would leave the root (a tampered `files.path`) does not exist, rather than failing.
    exists: async (key) => {
      const full = resolveOrNull(key);
      if (!full) return false;
      return fs.promises.access(full).then(
        () => true,
        () => false,
      );
    },
    async *keys() {
      const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(PARTIAL)) continue;
        yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
    close: async () => undefined,
  };
}

/**
 * Opens the storage `config` names: the S3 bucket when `S3_BUCKET` is set (created when the store has
 * none of that name), else `DATA_DIR/files`. `log` hears what was created.
 */
export async function connectStorage(config: Pick<AppConfig, 'dataDir' | 's3'>, log: (message: string) => void = () => undefined): Promise<Storage> {
  if (!config.s3) return diskStorage(path.join(config.dataDir, 'files'));
  const s3 = s3Storage(config.s3);
  await s3.ensureBucket(log);
  return s3;
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const storage = await connectStorage(config, (message) => app.log.info(message));
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'storage' },
);
