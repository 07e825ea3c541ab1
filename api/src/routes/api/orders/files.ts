/**
 * Files of an order:
 *   GET  /orders/{id}/files  parties (client: allowed files and own uploads) → [File] newest first, each
 *                            with a signed download `url`
 *   POST /orders/{id}/files  parties; multipart `file` (one or more; admins may add `allow_client`)
 *                            → {message: 'File uploaded', files}
 * @see services/orders/files.ts, file-actions.ts, uploads.ts; spec §3 File; issue 5 Files
 */
import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '@scriptorium/contracts/orders';
import { parseOr422 } from '../../../lib/http-errors.js';
import { uploadFiles } from '../../../services/orders/file-actions.js';
import { listFiles } from '../../../services/orders/files.js';
import { loadOrder } from '../../../services/orders/state.js';

const orderFileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:id/files', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOr422(idParam, request.params);
    await loadOrder(app.db, request.user, id);
    return listFiles(app.db, app.config.publicUrl, request.user, id);
  });

  app.post('/:id/files', { config: { access: 'user', multipart: 'stream' } }, async (request) => {
    const { id } = parseOr422(idParam, request.params);
    return uploadFiles(app, request, id);
  });
};

export default orderFileRoutes;
