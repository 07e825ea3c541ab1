/**
 * `GET /api/external-download?file=…&name=…` — hands a prepared export to the browser.
 * The file id is a random UUID known only to whoever asked for the export (a capability URL: the
 * browser opens it without the Bearer header, as the original did); only names of that exact shape in
 * the exports folder are served, so no path can escape it. Exports older than an hour are removed.
 * @see docs/product.md §7 Table export; docs/product.md §R1 Tables (export)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportsDir } from '../../../lib/table/exportTable.js';
import { files, XLSX } from '../../../lib/openapi/responses.js';
import { notFound } from '../../../lib/http-errors.js';

const query = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.(csv|xlsx)$/, { error: 'Unknown export' }),
  name: z.string().max(200).optional(),
});

const MAX_AGE_MS = 60 * 60 * 1000;

async function sweep(dir: string): Promise<void> {
  const now = Date.now();
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (n) => {
      const st = await fs.promises.stat(path.join(dir, n)).catch(() => null);
      if (st && now - st.mtimeMs > MAX_AGE_MS) await fs.promises.rm(path.join(dir, n), { force: true });
    }),
  );
}

const externalDownload: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Download a prepared export',
        querystring: query,
        response: { 200: files('The export: CSV or a spreadsheet', 'text/csv', XLSX) },
      },
    },
    async (request, reply) => {
      const { file, name } = request.query;
      const dir = exportsDir(app.config.dataDir);
      void sweep(dir);
      const full = path.join(dir, file);
      const st = await fs.promises.stat(full).catch(() => null);
      if (!st || Date.now() - st.mtimeMs > MAX_AGE_MS) throw notFound('Export');
      const ext = path.extname(file).slice(1);
      const safeName = (name ?? `export.${ext}`).replace(/[^\w.\- ]+/g, '_');
      reply.header(
        'content-type',
        ext === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      reply.header('content-disposition', `attachment; filename="${safeName}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(fs.createReadStream(full));
    },
  );
};

export default externalDownload;
