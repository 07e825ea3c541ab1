/**
 * The {@link Storage} in a folder (`DATA_DIR/files`, the default backend). A file is written beside its
 * final name and renamed, so a reader or a backup never sees half of it.
 * @see docs/architecture.md One machine, then many (files on disk, an S3-compatible store later)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Storage, StoredFile } from './storage.js';
import { isStorageKey, newStorageKey } from './keys.js';

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
      const entries = await fs.promises
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((err: NodeJS.ErrnoException) => {
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
