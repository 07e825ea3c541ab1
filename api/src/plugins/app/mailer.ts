/**
 * Mail: `app.mailer.send({to, slug, vars})` renders the `notification_messages` template of `slug`
 * (placeholders like `{name}`) into the `outbox` table and, when SMTP_URL is set, sends it with nodemailer.
 * Delivery failures are logged and kept on the outbox row; they never fail the request.
 * @see docs/product.md §3 notification_messages; api/README.md (SMTP_URL)
 */
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notification_messages, outbox } from '../../db/schema/index.js';
import type { AppConfig } from '../../config.js';

export interface MailRequest {
  /** Recipient address. */
  to: string;
  /** Template slug, e.g. `password_reset`, `order_paid`. */
  slug: string;
  /** Placeholder values: `{name}` → vars.name. Missing placeholders are left as written. */
  vars?: Record<string, string | number>;
}

export interface RenderedMail {
  subject: string;
  body: string;
  /** Absolute action link, or null when the template has none. */
  actionUrl: string | null;
}

export interface Mailer {
  /**
   * Queues (and with SMTP, sends) one mail; pass `tx` to write the outbox row in your transaction.
   * Returns the outbox row id. Throws only when the template `slug` does not exist.
   */
  send(mail: MailRequest, tx?: Executor): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Replaces `{key}` with `vars[key]` (values passed through `encode`). Unknown keys stay as they are. */
export function fillPlaceholders(text: string, vars: Record<string, string | number>, encode: (v: string) => string = (v) => v): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? encode(String(vars[key])) : whole));
}

/** Renders a template: subject and mail text filled, action url filled (URL-encoded values) and made absolute. */
export function renderTemplate(
  template: { subject: string; mail: string; action_url: string | null; action_label: string | null },
  vars: Record<string, string | number>,
  publicUrl: string,
): RenderedMail {
  const subject = fillPlaceholders(template.subject, vars);
  const text = fillPlaceholders(template.mail, vars);
  let actionUrl: string | null = null;
  if (template.action_url) {
    const filled = fillPlaceholders(template.action_url, vars, encodeURIComponent);
    actionUrl = /^https?:\/\//.test(filled) ? filled : `${publicUrl}${filled.startsWith('/') ? '' : '/'}${filled}`;
  }
  const body = actionUrl ? `${text}\n\n${template.action_label ?? 'Open'}: ${actionUrl}\n` : `${text}\n`;
  return { subject, body, actionUrl };
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
    const from = `Scriptorium <no-reply@${new URL(config.publicUrl).hostname}>`;

    const mailer: Mailer = {
      async send({ to, slug, vars = {} }, tx) {
        const db = tx ?? app.db;
        const [template] = await db.select().from(notification_messages).where(eq(notification_messages.slug, slug));
        if (!template) throw new Error(`No notification message template with slug "${slug}"`);
        const mail = renderTemplate(template, { app_name: 'Scriptorium', ...vars }, config.publicUrl);
        const [row] = await db.insert(outbox).values({ to, subject: mail.subject, body: mail.body, slug }).returning({ id: outbox.id });
        if (!transport) {
          app.log.info({ to, subject: mail.subject, outboxId: row.id }, 'mail kept in outbox (no SMTP_URL)');
          return row.id;
        }
        try {
          await transport.sendMail({ from, to, subject: mail.subject, text: mail.body });
          await db.update(outbox).set({ sent_at: new Date() }).where(eq(outbox.id, row.id));
        } catch (err) {
          app.log.error({ err, to, outboxId: row.id }, 'mail delivery failed');
          await db.update(outbox).set({ error: String(err) }).where(eq(outbox.id, row.id));
        }
        return row.id;
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer', dependencies: ['db'] },
);
