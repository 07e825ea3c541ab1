/**
 * File storage on disk under `DATA_DIR/files`, behind a small interface an S3-compatible store can
 * implement later. Keys are generated (`2025/11/<uuid>.<ext>`), never taken from user input.
 * @see ARCHITECTURE.md ("files on disk", "files move to an S3-compatible store")
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';

export interface StoredFile {
  /** Storage key to keep in the database (`files.path`). */
  key: string;
  /** Bytes written. */
  size: number;
}

export interface Storage {
  /** Writes a stream (e.g. a multipart file) under a new key with extension `ext` (no dot). */
  put(data: Readable | Buffer, ext?: string | null): Promise<StoredFile>;
  /** A read stream of a stored file. Throws ENOENT when it does not exist. */
  read(key: string): Readable;
  /** Removes a stored file; missing files are ignored. */
  remove(key: string): Promise<void>;
  /** Whether the key exists (false for a key outside the storage root). */
  exists(key: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** A {@link Storage} in folder `root`. */
export function diskStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    async put(data, ext) {
      const now = new Date();
      const safeExt = ext && /^[a-z0-9]{1,10}$/i.test(ext) ? `.${ext.toLowerCase()}` : '';
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${safeExt}`;
      const full = resolve(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      if (Buffer.isBuffer(data)) await fs.promises.writeFile(full, data);
      else await pipeline(data, fs.createWriteStream(full));
      const { size } = await fs.promises.stat(full);
      return { key, size };
    },
    read: (key) => fs.createReadStream(resolve(key)),
    remove: async (key) => fs.promises.rm(resolve(key), { force: true }),
    // A key that would leave the root (a tampered `files.path`) does not exist, rather than failing.
    exists: async (key) => {
      let full: string;
      try {
        full = resolve(key);
      } catch {
        return false;
      }
      return fs.promises.access(full).then(
        () => true,
        () => false,
      );
    },
  };
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('storage', diskStorage(path.join(config.dataDir, 'files')));
  },
  { name: 'storage' },
);
