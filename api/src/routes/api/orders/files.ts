/**
 * Files of an order:
 *   GET  /orders/{id}/files  parties (client: allowed files and own uploads) → [File] newest first, each
 *                            with a signed download `url`
 *   POST /orders/{id}/files  parties; multipart `file` (one or more; admins may add `allow_client`)
 *                            → {message: 'File uploaded', files}
 * @see services/orders/files.ts, file-actions.ts, uploads.ts; docs/product.md §3 File
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileList, idParam, uploadFilesResult } from '@scriptorium/contracts/orders';
import { uploadFiles } from '../../../services/orders/file-actions.js';
import { listFiles } from '../../../services/orders/files.js';
import { loadOrder } from '../../../services/orders/state.js';
import { serviceDeps } from '../../deps.js';

const orderFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const schema = { tags: ['orders'], params: idParam };
  app.get(
    '/:id/files',
    {
      config: { access: 'user' },
      schema: { ...schema, summary: 'The files of an order the caller may see', response: { 200: fileList } },
    },
    async (request) => {
      const { id } = request.params;
      await loadOrder(app.db, request.user, id);
      return listFiles(app.db, app.config.publicUrl, request.user, id);
    },
  );

  // The parts are streamed and checked by uploadFiles (by content); a JSON body is refused here.
  const file = z.string({ error: 'Choose a file to upload' }).meta({
    format: 'binary',
    description: 'One or more files (PDF, Office, images, text, archives; checked by content)',
  });
  const upload = {
    ...schema,
    summary: 'Upload files to an order',
    consumes: ['multipart/form-data'],
    body: z.object({ file, allow_client: z.boolean().optional() }),
    response: { 200: uploadFilesResult },
  };
  app.post('/:id/files', { config: { access: 'user', multipart: 'stream' }, schema: upload }, async (request) =>
    uploadFiles(deps, request.actor, request.params.id, request.isMultipart() ? request.parts() : null),
  );
};

export default orderFileRoutes;
