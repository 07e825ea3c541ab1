/** Storage keys, shared by both storage backends (`disk.ts`, `s3.ts`). */
import { randomUUID } from 'node:crypto';

/** A new key for a file with extension `ext`: `YYYY/MM/<uuid>.<ext>` (no extension when `ext` is odd). */
export function newStorageKey(ext?: string | null): string {
  const now = new Date();
  const safeExt = ext && /^[a-z0-9]{1,10}$/i.test(ext) ? `.${ext.toLowerCase()}` : '';
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${safeExt}`;
}

/**
 * Whether `key` has the shape of a storage key: relative, `/`-separated, no `.`/`..` segment, only
 * letters, digits, `_`, `-`, `.` and `+` (release ids: `releases/mf-auth/0.1.0+3f2a9c1b7d4e/…`). A
 * tampered `files.path` failing it is treated as missing.
 */
export function isStorageKey(key: string): boolean {
  return (
    key.length <= 512 && /^[\w.+-]+(\/[\w.+-]+)*$/.test(key) && !key.split('/').some((s) => s === '.' || s === '..')
  );
}
