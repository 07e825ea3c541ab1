/**
 * A release's files as they arrive (a gzipped tar of a remote's `dist/`) or as the app finds them beside
 * itself (the build under `<remote>/dist`), and the id they get: the same bytes always give the same id.
 * @see docs/deploying.md Releases
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { HttpError } from '../../lib/http-errors.js';

/** Relative path (`assets/x-1a2b3c4d.js`) → bytes. */
export type ReleaseFiles = Map<string, Buffer>;

/** Most files one release may hold (a remote's build has about 200, both builds and fragments). */
export const MAX_RELEASE_FILES = 5000;

/** A path segment a release may hold: what Vite writes (letters, digits, `_`, `-`, `.`, `+`), no dot file. */
const SEGMENT = /^[\w+-][\w.+-]*$/;

/**
 * `name` as a release path (`./assets/a.js` → `assets/a.js`), or null for what a release never holds:
 * dot files (`.build-hash`), absolute paths, `..`, characters outside {@link SEGMENT}.
 */
export function releasePath(name: string): string | null {
  const rel = name.replace(/^\.\//, '');
  if (!rel || rel.length > 300) return null;
  const segments = rel.split('/');
  return segments.every((s) => SEGMENT.test(s)) ? rel : null;
}

/** Whether `name` is a dot file or lies in a dot folder (`./.build-hash`), which a release leaves out. */
function isDotFile(name: string): boolean {
  return name
    .replace(/^\.\//, '')
    .split('/')
    .some((s) => s.startsWith('.') && s !== '.' && s !== '..');
}

/** Whether `rel` is a compressed copy the build wrote beside a file (`x.js.br` beside `x.js`). */
function isPrecompressedCopy(files: ReadonlyMap<string, unknown>, rel: string): boolean {
  const m = /^(.*)\.(br|gz)$/.exec(rel);
  return !!m && files.has(m[1]);
}

/**
 * The first 12 hex digits of the SHA-256 over every file's path and content, sorted by path. The
 * compressed copies beside files are left out: they encode the same bytes, and another zlib may write
 * them differently.
 */
export function contentHash(files: ReadonlyMap<string, Buffer>): string {
  const h = createHash('sha256');
  for (const rel of [...files.keys()].sort()) {
    if (isPrecompressedCopy(files, rel)) continue;
    h.update(rel)
      .update('\0')
      .update(createHash('sha256').update(files.get(rel)!).digest())
      .update('\n');
  }
  return h.digest('hex').slice(0, 12);
}

/** `<version>+<content hash>`. */
export function releaseIdOf(version: string, files: ReadonlyMap<string, Buffer>): string {
  return `${version}+${contentHash(files)}`;
}

/** 422 with the message on the `archive` field. */
const badArchive = (message: string) => new HttpError(422, message, { archive: [message] });

/**
 * The files of a gzipped tar (`tar -czf - -C mf-settings/dist .`). Directories are skipped, dot files
 * too; anything else but plain files (links, devices) and a path a release cannot hold are refused.
 * gzip's trailer (length and CRC) makes an archive cut short fail here rather than pass as a smaller one.
 * @param maxBytes most bytes the unpacked files may add up to
 * @throws HttpError 422 (`errors.archive`) for an archive that is not gzip, truncated, damaged, empty or too big
 */
export async function unpackRelease(archive: Buffer, maxBytes: number): Promise<ReleaseFiles> {
  if (archive.length < 2 || archive[0] !== 0x1f || archive[1] !== 0x8b)
    throw badArchive('The release must be a gzipped tar archive (tar -czf)');
  const files: ReleaseFiles = new Map();
  let total = 0;
  let refusal: HttpError | null = null;
  await new Promise<void>((resolve, reject) => {
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        const rel = releasePath(entry.path);
        if (entry.type === 'Directory' || isDotFile(entry.path)) {
          entry.resume();
          return;
        }
        if (entry.type !== 'File' && entry.type !== 'OldFile')
          refusal ??= badArchive(`The archive holds ${entry.path}, which is not a plain file`);
        else if (!rel) refusal ??= badArchive(`The archive holds a path a release cannot have: ${entry.path}`);
        if (refusal) {
          entry.resume();
          return;
        }
        const parts: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > maxBytes)
            refusal ??= badArchive(`The release is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
          else parts.push(chunk);
        });
        entry.on('end', () => {
          if (!refusal) files.set(rel!, Buffer.concat(parts));
          if (files.size > MAX_RELEASE_FILES)
            refusal ??= badArchive(`The release holds more than ${MAX_RELEASE_FILES} files`);
        });
      },
    });
    parser.on('error', (err: Error) => reject(badArchive(`The archive is damaged or incomplete: ${err.message}`)));
    parser.on('warn', (_code: string, message: string) =>
      reject(badArchive(`The archive is damaged or incomplete: ${message}`)),
    );
    parser.on('close', () => resolve());
    parser.end(archive);
  });
  if (refusal) throw refusal;
  if (!files.size) throw badArchive('The archive holds no files');
  return files;
}

/** Every file below `dir` as release paths (dot files left out); {} when `dir` is missing. */
export async function readBuildFolder(dir: string): Promise<ReleaseFiles> {
  const files: ReleaseFiles = new Map();
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const name = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const rel = isDotFile(name) ? null : releasePath(name);
    if (rel) files.set(rel, await fs.promises.readFile(path.join(entry.parentPath, entry.name)));
  }
  return files;
}
