/**
 * Files of an order: who sees which (clients only files allowed for them and their own uploads), the
 * wire shape with a signed download `url`, and checking such a signature.
 *
 * The signature is an HMAC-SHA256 keyed with the file's storage key — a random name stored only in the
 * database, never sent out — over `{fileId}.{userId}.{tokenId}.{expires}`. So any API instance can check
 * it; it names the session (access token) it was made for, which must still be live at download time
 * (a link dies at logout, password change or suspension), and the user whose right to the file is
 * re-checked then. It also expires after `FILE_URL_TTL_SECONDS` whatever happens.
 * @see docs/product.md §3 File; docs/security.md "Files and exports" (download only for parties to the order)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { effectiveRole } from '@scriptorium/contracts/core';
import type { OrderFile } from '@scriptorium/contracts/orders';
import type { Executor } from '../../db/client.js';
import { files, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../core/auth/current-user.js';
import { formatSize } from './uploads.js';

export type FileRow = typeof files.$inferSelect;

/** How long a file list's download links work, in seconds. */
export const FILE_URL_TTL_SECONDS = 60 * 60;

/** Rows of the order's files the viewer may see (their client visibility rule applied), as SQL. */
export function visibleFilesWhere(viewer: AuthUser, orderId: number): SQL | undefined {
  const ofOrder = eq(files.order_id, orderId);
  if (viewer.role !== 'client') return ofOrder;
  return and(ofOrder, or(eq(files.allow_client, true), eq(files.user_id, viewer.id)));
}

/** Whether a viewer who is party to the order may see this file. */
export function fileVisibleTo(viewer: AuthUser, file: FileRow): boolean {
  return viewer.role !== 'client' || file.allow_client || file.user_id === viewer.id;
}

function signature(file: Pick<FileRow, 'id' | 'path'>, userId: number, tokenId: number, expires: number): string {
  return createHmac('sha256', file.path).update(`${file.id}.${userId}.${tokenId}.${expires}`).digest('base64url');
}

/**
 * `{publicUrl}/api/files/{id}/download?uid&tid&expires&sig` for `viewer`'s session, valid while that
 * session lives and at most `FILE_URL_TTL_SECONDS`.
 */
export function signedFileUrl(
  publicUrl: string,
  file: Pick<FileRow, 'id' | 'path'>,
  viewer: Pick<AuthUser, 'id' | 'tokenId'>,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + FILE_URL_TTL_SECONDS;
  // Without a session (never the case for a signed-in request) the link names token 0, which never lives.
  const tokenId = viewer.tokenId ?? 0;
  const sig = signature(file, viewer.id, tokenId, expires);
  return `${publicUrl}/api/files/${file.id}/download?uid=${viewer.id}&tid=${tokenId}&expires=${expires}&sig=${sig}`;
}

/**
 * The user and session a download signature was made for, or null when it is wrong or expired. The
 * caller checks that the session still lives (`liveSession`).
 */
export function verifyFileSignature(
  file: Pick<FileRow, 'id' | 'path'>,
  q: { uid?: number; tid?: number; expires?: number; sig?: string },
): { userId: number; tokenId: number } | null {
  if (!q.uid || !q.tid || !q.expires || !q.sig) return null;
  if (q.expires * 1000 < Date.now()) return null;
  const expected = Buffer.from(signature(file, q.uid, q.tid, q.expires));
  const given = Buffer.from(q.sig);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { userId: q.uid, tokenId: q.tid }
    : null;
}

/** A file as the API returns it (docs/product.md §3 File), its `url` signed for `viewer`'s session. */
export function fileView(
  publicUrl: string,
  viewer: AuthUser,
  row: FileRow,
  uploader: { id: number; name: string; role: string } | null,
): OrderFile {
  return {
    id: row.id,
    name: row.name,
    url: signedFileUrl(publicUrl, row, viewer),
    ext: row.ext,
    formatted_size: formatSize(Number(row.size)),
    created_at: row.created_at.toISOString(),
    allow_client: row.allow_client,
    user: uploader ? { id: uploader.id, name: uploader.name, role: effectiveRole(uploader.role) } : null,
  };
}

/** The files of an order `viewer` may see, newest first. */
export async function listFiles(
  db: Executor,
  publicUrl: string,
  viewer: AuthUser,
  orderId: number,
): Promise<OrderFile[]> {
  const rows = await db
    .select({ file: files, uploader: { id: users.id, name: users.name, role: users.role } })
    .from(files)
    .leftJoin(users, eq(users.id, files.user_id))
    .where(visibleFilesWhere(viewer, orderId))
    .orderBy(desc(files.id));
  return rows.map((r) => fileView(publicUrl, viewer, r.file, r.uploader?.id != null ? r.uploader : null));
}

/** Content-Disposition for a download: ASCII fallback plus the UTF-8 original name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
