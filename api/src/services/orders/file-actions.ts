/**
 * Changing an order's files: upload (any party; clients' own uploads are visible to them, others' start
 * hidden from the client unless an admin with allow_client_file says `allow_client`), delete (admin with
 * delete_order_file, or the uploader until the order is delivered), and the allow-client toggle.
 * Each change is one `changeOrder` transaction (log row, `reload-order`); stored bytes are removed only
 * after the database agrees.
 * @see docs/product.md §3 File, §6 (allow_client_file, delete_order_file)
 */
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { boolField, hasPermission, type OrderStatus } from '@scriptorium/contracts/core';
import { allowClientFileRequest, canPerform, type OrderFile } from '@scriptorium/contracts/orders';
import { files, users } from '../../db/schema/index.js';
import { HttpError, fieldError, notFound } from '../../lib/http-errors.js';
import type { Actor } from '../../core/auth/current-user.js';
import { changeOrder } from './change.js';
import { fileView, fileVisibleTo, type FileRow } from './files.js';
import { actionContext, assertCan, loadOrder, type OrderState } from './state.js';
import { discardUploads, readMultipart, type UploadPart } from './uploads.js';
import type { ServiceDeps } from '../deps.js';

/** Statuses in which an uploader may still delete their own file (before delivery). */
export const UPLOADER_MAY_DELETE: readonly OrderStatus[] = [
  'pending_quote',
  'quoted',
  'unpaid',
  'paid',
  'unassigned',
  'in_progress',
  'revision',
];

/**
 * `POST orders/{id}/files` (multipart `file`, one or more; admins may add `allow_client`): `parts` are the
 * request's (`request.parts()`), null when it is not multipart. 422 `file` for a missing, oversized or
 * disallowed file (nothing stored); 409 on a cancelled order.
 * @returns `{message: 'File uploaded', files}` — the new files as the caller sees them
 */
export async function uploadFiles(
  deps: ServiceDeps,
  viewer: Actor,
  orderId: number,
  parts: AsyncIterable<UploadPart> | null,
): Promise<{ message: string; files: OrderFile[] }> {
  const before = await loadOrder(deps.db, viewer, orderId);
  if (before.order.status === 'cancelled')
    throw new HttpError(409, 'An order that is cancelled cannot have files uploaded');
  if (!parts) throw fieldError('file', 'Choose a file to upload');
  const { fields, files: uploads } = await readMultipart(deps, parts, 'file');
  try {
    if (!uploads.length) throw fieldError('file', 'Choose a file to upload');
    const mayAllow = viewer.role === 'admin' && hasPermission(viewer.permissions, 'orders.order.allow_client_file');
    const allowClient =
      viewer.role === 'client' ||
      (mayAllow && fields.allow_client !== undefined && boolField.safeParse(fields.allow_client).data === true);
    return await changeOrder(deps, viewer, orderId, async (tx, state) => {
      if (state.order.status === 'cancelled')
        throw new HttpError(409, 'An order that is cancelled cannot have files uploaded');
      const rows = await tx
        .insert(files)
        .values(
          uploads.map((f) => ({
            order_id: orderId,
            user_id: viewer.id,
            name: f.name,
            path: f.key,
            ext: f.ext,
            size: f.size,
            mime: f.mime,
            allow_client: allowClient,
          })),
        )
        .returning();
      const me = { id: viewer.id, name: viewer.name, role: viewer.role };
      return {
        result: { message: 'File uploaded', files: rows.map((r) => fileView(deps.config.publicUrl, viewer, r, me)) },
        audit: {
          type: 'file_uploaded',
          log: `${viewer.name} uploaded ${rows.map((r) => `"${r.name}"`).join(', ')} to order #${orderId}`,
        },
        action: 'file_uploaded',
      };
    });
  } catch (err) {
    await discardUploads(deps, uploads);
    throw err;
  }
}

async function findFile(deps: Pick<ServiceDeps, 'db'>, fileId: number): Promise<FileRow> {
  const [file] = await deps.db.select().from(files).where(eq(files.id, fileId));
  if (!file) throw notFound('File');
  return file;
}

/** Throws unless the caller may delete `file` now (see the module comment). */
function assertMayDelete(state: OrderState, file: FileRow): void {
  const viewer = state.viewer;
  if (viewer.role === 'admin' && canPerform('delete_file', actionContext(state)).allowed) return;
  if (file.user_id === viewer.id) {
    if (UPLOADER_MAY_DELETE.includes(state.order.status)) return;
    throw new HttpError(409, 'A file cannot be deleted once the order has been delivered');
  }
  assertCan('delete_file', state);
}

/** `DELETE files/{id}` → `{message: 'File deleted'}`. 404 when the caller cannot see the file. */
export async function deleteFile(deps: ServiceDeps, actor: Actor, fileId: number): Promise<{ message: string }> {
  const file = await findFile(deps, fileId);
  await changeOrder(deps, actor, file.order_id, async (tx, state) => {
    if (!fileVisibleTo(state.viewer, file)) throw notFound('File');
    assertMayDelete(state, file);
    await tx.delete(files).where(eq(files.id, file.id));
    return {
      result: null,
      audit: { type: 'file_deleted', log: `${state.viewer.name} deleted "${file.name}" from order #${file.order_id}` },
      action: 'file_deleted',
    };
  });
  await deps.storage
    .remove(file.path)
    .catch((err: unknown) => deps.log.warn({ err, fileId }, 'stored file not removed'));
  return { message: 'File deleted' };
}

/** `POST files/{id}/allow-client` {allow_client} (allow_client_file) → `{message: 'File updated', file}`. */
export async function setAllowClient(
  deps: ServiceDeps,
  actor: Actor,
  fileId: number,
  input: z.output<typeof allowClientFileRequest>,
): Promise<{ message: string; file: OrderFile }> {
  const file = await findFile(deps, fileId);
  return changeOrder(deps, actor, file.order_id, async (tx, state) => {
    assertCan('allow_client_file', state);
    const { allow_client } = input;
    const [row] = await tx.update(files).set({ allow_client }).where(eq(files.id, file.id)).returning();
    const [uploader] = row.user_id
      ? await tx
          .select({ id: users.id, name: users.name, role: users.role })
          .from(users)
          .where(eq(users.id, row.user_id))
      : [];
    return {
      result: { message: 'File updated', file: fileView(deps.config.publicUrl, state.viewer, row, uploader ?? null) },
      audit: {
        type: 'file_allow_client',
        log: `${state.viewer.name} ${allow_client ? 'showed' : 'hid'} "${row.name}" ${allow_client ? 'to' : 'from'} the client of order #${row.order_id}`,
      },
      action: 'file_updated',
    };
  });
}
