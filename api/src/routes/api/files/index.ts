/**
 * One file of an order:
 *   DELETE /files/{id}               admin delete_order_file, or the uploader until delivery → {message: 'File deleted'}
 *   POST   /files/{id}/allow-client  admin allow_client_file: {allow_client} → {message: 'File updated', file}
 *   GET    /files/{id}/download      parties to the order (clients: files allowed for them or their own), by
 *                                    Bearer token OR by the signed `?uid&tid&expires&sig` of the file list's
 *                                    `url` (a browser opens it as a plain link; valid while the session that
 *                                    listed it lives, at most an hour); attachment with the original name
 * @see services/orders/files.ts, file-actions.ts
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messageBody } from '@scriptorium/contracts/core';
import { allowClientFileRequest, allowClientResponse, idParam } from '@scriptorium/contracts/orders';
import { files as fileDownload } from '../../../lib/openapi/responses.js';
import { files } from '../../../db/schema/index.js';
import { HttpError, notFound, unauthenticated } from '../../../lib/http-errors.js';
import { liveSession, type AuthUser } from '../../../core/auth/current-user.js';
import { deleteFile, setAllowClient } from '../../../services/orders/file-actions.js';
import { contentDisposition, fileVisibleTo, verifyFileSignature } from '../../../services/orders/files.js';
import { loadOrder } from '../../../services/orders/state.js';
import { serviceDeps } from '../../deps.js';

const downloadQuery = z.object({
  // Ids are PostgreSQL integers: a larger one can match nothing (and must not reach the database).
  uid: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  tid: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  expires: z.coerce.number().int().optional(),
  sig: z.string().max(200).optional(),
});

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const tags = ['orders'];
  app.delete(
    '/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Delete a file of an order', params: idParam, response: { 200: messageBody } },
    },
    async (request) => deleteFile(deps, request.actor, request.params.id),
  );

  const allow = {
    tags,
    summary: 'Show or hide a file to the client',
    params: idParam,
    body: allowClientFileRequest,
    response: { 200: allowClientResponse },
  };
  app.post(
    '/:id/allow-client',
    { config: { access: { roles: ['admin'], permission: 'orders.order.allow_client_file' } }, schema: allow },
    async (request) => setAllowClient(deps, request.actor, request.params.id, request.body),
  );

  const download = {
    tags,
    summary: 'Download a file (Bearer token, or the signed url of the file list)',
    params: idParam,
    querystring: downloadQuery,
    response: { 200: fileDownload('The file, with its stored content type', 'application/octet-stream') },
  };
  app.get('/:id/download', { config: { access: 'public' }, schema: download }, async (request, reply) => {
    const { id } = request.params;
    const q = request.query;
    const [file] = await app.db.select().from(files).where(eq(files.id, id));
    let viewer: AuthUser | null = request.auth;
    if (q.sig) {
      const signed = file ? verifyFileSignature(file, q) : null;
      const signer = signed ? (await liveSession(app.db, signed.tokenId))?.user : null;
      if (!signer || signer.id !== signed?.userId)
        throw new HttpError(403, 'This download link has expired or is not valid');
      viewer = signer;
    }
    if (!viewer) throw unauthenticated();
    if (!file) throw notFound('File');
    await loadOrder(app.db, viewer, file.order_id);
    const stored = fileVisibleTo(viewer, file) ? await app.storage.read(file.path) : null;
    if (!stored) throw notFound('File');
    reply.header('content-type', file.mime ?? 'application/octet-stream');
    reply.header('content-disposition', contentDisposition(file.name));
    reply.header('content-length', String(file.size));
    reply.header('cache-control', 'private, no-store');
    return reply.send(stored);
  });
};

export default fileRoutes;
