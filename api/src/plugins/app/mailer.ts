/**
 * Decorates the app with its mailer (`app.mailer`, core/mail.ts): outbox rows, sent through SMTP when
 * SMTP_URL is set; the SMTP connection closes with the app.
 * @see docs/product.md §3 notification_messages; api/README.md (SMTP_URL)
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createMailer, type Mailer } from '../../core/mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const mailer = createMailer(app.db, config, app.log);
    app.decorate('mailer', { send: mailer.send } satisfies Mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['db'] },
);
