/**
 * Multipart uploads (@fastify/multipart), limited to MAX_UPLOAD_MB per file. Oversized files answer 413.
 */
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { AppConfig } from '../../config.js';

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(multipart, {
      limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 20, fields: 100, fieldSize: 1024 * 1024 },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
