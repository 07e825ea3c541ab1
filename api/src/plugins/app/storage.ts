/**
 * Decorates the app with its file storage (`app.storage`): the folder or the S3 bucket the configuration
 * names (core/storage), closed when the app closes.
 * @see docs/architecture.md One machine, then many (files on disk, an S3-compatible store later)
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { connectStorage, type Storage } from '../../core/storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const storage = await connectStorage(config, (message) => app.log.info(message));
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'storage' },
);
