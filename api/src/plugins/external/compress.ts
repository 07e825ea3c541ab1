/**
 * Response compression (@fastify/compress): API answers above 1 KB (JSON, CSV, …) go out Brotli- or
 * gzip-compressed as the client accepts. Built frontend files are not compressed here: they are served
 * from the `.br`/`.gz` written at build time (see routes/site.ts) and already carry `Content-Encoding`,
 * which this plugin leaves alone, as it does types that do not compress (images, zip, PDF). socket.io
 * answers on the raw HTTP server, outside Fastify, and is never touched.
 */
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

export default fp(
  async (app) => {
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
