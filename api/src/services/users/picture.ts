/**
 * Profile pictures: uploaded as multipart `profile_picture`, accepted only when the bytes are a JPEG,
 * PNG, GIF or WebP image (checked by content with `file-type`, never by name) of at most 5 MB, stored
 * with `deps.storage`, and served publicly at the URL kept in `users.profile_picture`
 * (`/api/users/{id}/profile-picture/{storage key}`), so an `<img>` can load it without a token.
 * @see docs/product.md §2 /sh-user-profile (a profile picture can be uploaded), §7 POST auth/profile-picture
 */
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { User } from '@scriptorium/contracts/core';
import { users } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { viewUser } from './manage.js';
import type { UploadFilePart } from '../orders/uploads.js';
import type { ServiceDeps } from '../deps.js';

/** Largest accepted picture: 5 MB. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted image types by detected MIME type → stored extension. */
export const PICTURE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const MIME_OF_EXT: Record<string, string> = Object.fromEntries(
  Object.entries(PICTURE_TYPES).map(([mime, ext]) => [ext, mime]),
);

export const PICTURE_MISSING = 'Choose an image to upload';
export const PICTURE_NOT_IMAGE = 'The profile picture must be a JPEG, PNG, GIF or WebP image';
export const PICTURE_TOO_LARGE = 'The profile picture may not be larger than 5 MB';

/** The public URL of `userId`'s picture stored under `key`. */
export function pictureUrl(userId: number, key: string): string {
  return `/api/users/${userId}/profile-picture/${key}`;
}

/** The storage key inside `url` when it is one of ours for `userId`, else null (e.g. a Google photo URL). */
export function pictureKey(userId: number, url: string | null): string | null {
  const prefix = pictureUrl(userId, '');
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/** MIME type to serve a stored picture with, from its key's extension. */
export function pictureMime(key: string): string {
  return MIME_OF_EXT[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** Multipart limits of the upload: `request.files(PICTURE_UPLOAD)` gives what replaceProfilePicture reads. */
export const PICTURE_UPLOAD = { limits: { fileSize: PICTURE_MAX_BYTES, files: 1 } };

/** Reads the first uploaded file into memory (at most 5 MB). @throws 422 on profile_picture */
async function readUpload(files: AsyncIterable<UploadFilePart> | null): Promise<Buffer> {
  try {
    for await (const part of files ?? []) {
      const data = await part.toBuffer();
      if (!data.length) break;
      return data;
    }
    throw fieldError('profile_picture', PICTURE_MISSING);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('profile_picture', PICTURE_TOO_LARGE);
    throw err;
  }
}

/**
 * Stores the caller's new picture and points `users.profile_picture` at it (with an audit row in the
 * same transaction); the previous stored picture is removed afterwards. `files` are the request's file
 * parts (`request.files(PICTURE_UPLOAD)`), null when it is not multipart. Returns the refreshed user.
 * @throws 422 on profile_picture: missing, not an accepted image, larger than 5 MB.
 */
export async function replaceProfilePicture(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  me: Actor,
  files: AsyncIterable<UploadFilePart> | null,
): Promise<User> {
  const data = await readUpload(files);
  const type = await fileTypeFromBuffer(data);
  const ext = type && PICTURE_TYPES[type.mime];
  if (!ext) throw fieldError('profile_picture', PICTURE_NOT_IMAGE);
  const stored = await deps.storage.put(data, ext);
  try {
    const { user, previous } = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ picture: users.profile_picture })
        .from(users)
        .where(eq(users.id, me.id))
        .for('update');
      await tx
        .update(users)
        .set({ profile_picture: pictureUrl(me.id, stored.key) })
        .where(eq(users.id, me.id));
      await audit(tx, me, 'profile_picture_updated', `${me.name} changed their profile picture`);
      return { user: await viewUser(tx, me.id), previous: pictureKey(me.id, row?.picture ?? null) };
    });
    if (previous) await deps.storage.remove(previous).catch(() => undefined);
    return user;
  } catch (err) {
    await deps.storage.remove(stored.key).catch(() => undefined);
    throw err;
  }
}
