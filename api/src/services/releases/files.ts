/**
 * A release's files in the app's file storage (a folder under DATA_DIR, or the S3 bucket): key
 * `releases/<remote>/<id>/<path>`. They never change once written, so what the page server reads of them
 * (first-screen lists, share manifests, fragments) is kept in memory without revalidation.
 * @see docs/deploying.md Releases
 */
import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import type { Storage } from '../../core/storage/index.js';
import type { ReleaseFiles } from './archive.js';

/** The storage key of file `rel` of release `id` of `remote`. */
export function releaseKey(remote: string, id: string, rel: string): string {
  return `releases/${remote}/${id}/${rel}`;
}

/** How many files are written at once (S3 round trips overlap; a disk does not mind). */
const WRITE_CONCURRENCY = 8;

/**
 * Writes every file of a release. Files land whole (the storage writes each beside its key, then renames
 * or completes the upload); the release exists only once its record is written after this resolves.
 */
export async function writeReleaseFiles(
  storage: Storage,
  remote: string,
  id: string,
  files: ReleaseFiles,
): Promise<void> {
  const queue = [...files.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await storage.putAs(releaseKey(remote, id, next[0]), next[1]);
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}

/** Removes every file of a release (missing ones are ignored). */
export async function removeReleaseFiles(
  storage: Storage,
  remote: string,
  id: string,
  paths: readonly string[],
): Promise<void> {
  const queue = [...paths];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await storage.remove(releaseKey(remote, id, next));
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}

/** A stream of file `rel` of a release; null when storage has none. */
export function readReleaseFile(storage: Storage, remote: string, id: string, rel: string): Promise<Readable | null> {
  return storage.read(releaseKey(remote, id, rel));
}

async function streamText(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(parts).toString('utf8');
}

/** Text files read from releases (first-screen lists, manifests, fragments): small, and never changed. */
const texts = new LRUCache<string, Promise<string | null>>({ max: 500 });

/**
 * File `rel` of a release as text, read once per process; null when storage has none (a failed read is
 * not kept, so the next page tries again).
 */
export function readReleaseText(storage: Storage, remote: string, id: string, rel: string): Promise<string | null> {
  const key = releaseKey(remote, id, rel);
  const known = texts.get(key);
  if (known) return known;
  const text = storage.read(key).then((stream) => (stream ? streamText(stream) : null));
  texts.set(key, text);
  text.catch(() => texts.delete(key));
  return text;
}
