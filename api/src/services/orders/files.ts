/**
 * Files of an order: who sees which (clients only files allowed for them and their own uploads), the
 * wire shape with a short-lived signed download `url`, and checking such a signature.
 *
 * The signature is an HMAC-SHA256 keyed with the file's storage key — a random name stored only in the
 * database, never sent out — over `{fileId}.{userId}.{expires}`. So any API instance can check it, and
 * it names the user whose right to the file is re-checked at download time.
 * @see spec §3 File; issue 5 Files (download only for parties to the order)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { effectiveRole, type OrderFile } from '@scriptorium/contracts';
import type { Executor } from '../../db/client.js';
import { files, users } from '../../db/schema/index.js';
import type { AuthUser } from '../auth/current-user.js';
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

function signature(file: Pick<FileRow, 'id' | 'path'>, userId: number, expires: number): string {
  return createHmac('sha256', file.path).update(`${file.id}.${userId}.${expires}`).digest('base64url');
}

/** `{publicUrl}/api/files/{id}/download?uid&expires&sig`, valid `FILE_URL_TTL_SECONDS` for `userId`. */
export function signedFileUrl(publicUrl: string, file: Pick<FileRow, 'id' | 'path'>, userId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + FILE_URL_TTL_SECONDS;
  const sig = signature(file, userId, expires);
  return `${publicUrl}/api/files/${file.id}/download?uid=${userId}&expires=${expires}&sig=${sig}`;
}

/** The user id a download signature was made for, or null when it is wrong or expired. */
export function verifyFileSignature(file: Pick<FileRow, 'id' | 'path'>, q: { uid?: number; expires?: number; sig?: string }): number | null {
  if (!q.uid || !q.expires || !q.sig) return null;
  if (q.expires * 1000 < Date.now()) return null;
  const expected = Buffer.from(signature(file, q.uid, q.expires));
  const given = Buffer.from(q.sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? q.uid : null;
}

/** A file as the API returns it (spec §3 File), its `url` signed for `viewer`. */
export function fileView(publicUrl: string, viewer: AuthUser, row: FileRow, uploader: { id: number; name: string; role: string } | null): OrderFile {
  return {
    id: row.id,
    name: row.name,
    url: signedFileUrl(publicUrl, row, viewer.id),
    ext: row.ext,
    formatted_size: formatSize(Number(row.size)),
    created_at: row.created_at.toISOString(),
    allow_client: row.allow_client,
    user: uploader ? { id: uploader.id, name: uploader.name, role: effectiveRole(uploader.role) } : null,
  };
}

/** The files of an order `viewer` may see, newest first. */
export async function listFiles(db: Executor, publicUrl: string, viewer: AuthUser, orderId: number): Promise<OrderFile[]> {
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
