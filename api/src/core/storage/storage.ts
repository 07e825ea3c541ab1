/**
 * The file storage interface both backends implement (`disk.ts`, `s3.ts`); `index.ts` opens the one the
 * configuration names. Keys are generated (`2025/11/<uuid>.<ext>`, `keys.ts`), never taken from user input.
 * @see docs/architecture.md One machine, then many (files on disk, an S3-compatible store later)
 */
import type { Readable } from 'node:stream';

/** What a write stored. */
export interface StoredFile {
  /** Storage key to keep in the database (`files.path`). */
  key: string;
  /** Bytes written. */
  size: number;
}

/** Files by key, in a folder or an S3-compatible bucket. */
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
