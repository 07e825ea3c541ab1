/**
 * Mail: `mailer.send({to, slug, vars})` renders the `notification_messages` template of `slug`
 * (placeholders like `{name}`) into the `outbox` table and, when SMTP_URL is set, sends it with nodemailer.
 * Delivery failures are logged and kept on the outbox row; they never fail the caller.
 * @see docs/product.md §3 notification_messages; api/README.md (SMTP_URL)
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@scriptorium/contracts/core';
import type { Db, Executor } from '../db/client.js';
import { notification_messages, outbox, users } from '../db/schema/index.js';
import { NOTIFICATION_TEMPLATES } from '../db/seed/notification-messages.js';
import type { AppConfig } from '../config.js';
import { localizeTemplate, savedLocale } from './i18n/index.js';

/** One mail to queue. */
export interface MailRequest {
  /** Recipient address. */
  to: string;
  /** Template slug, e.g. `password_reset`, `order_paid`. */
  slug: string;
  /** Placeholder values: `{name}` → vars.name. Missing placeholders are left as written. */
  vars?: Record<string, string | number>;
  /**
   * The recipient's language; absent: the saved `locale` of the user with address `to` (English for an
   * address no user has). The mail is written in it when the template's text is the product's own.
   */
  locale?: Locale;
}

/** A template filled in. */
export interface RenderedMail {
  subject: string;
  body: string;
  /** Absolute action link, or null when the template has none. */
  actionUrl: string | null;
}

/** Queues and sends mail. */
export interface Mailer {
  /**
   * Queues (and with SMTP, sends) one mail; pass `tx` to write the outbox row in your transaction.
   * Returns the outbox row id. Throws only when the template `slug` does not exist.
   */
  send(mail: MailRequest, tx?: Executor): Promise<number>;
}

/** Replaces `{key}` with `vars[key]` (values passed through `encode`). Unknown keys stay as they are. */
export function fillPlaceholders(
  text: string,
  vars: Record<string, string | number>,
  encode: (v: string) => string = (v) => v,
): string {
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

/**
 * Template `template` (a `notification_messages` row) in `locale`: the texts admins left as the product
 * wrote them come from the API's catalogue (`mail.<slug>.…`); texts they changed stay as written.
 */
export function templateIn<
  T extends { slug: string; subject: string; mail: string; sms: string | null; action_label: string | null },
>(template: T, locale: Locale): T {
  return localizeTemplate(
    template,
    locale,
    NOTIFICATION_TEMPLATES.find((d) => d.slug === template.slug),
  );
}

/** The saved language of the user with e-mail `to` (stored lower-case), English when there is none. */
export async function recipientLocale(exec: Executor, to: string): Promise<Locale> {
  const [row] = await exec
    .select({ locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = ${to.trim().toLowerCase()}`)
    .limit(1);
  return savedLocale(row?.locale);
}

/** Where the mailer reports what it did (the app's pino logger fits). */
export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The {@link Mailer} of `config` on database `db`: with `config.smtpUrl` it sends through nodemailer,
 * else it only keeps mail in the outbox. `close()` releases the SMTP connection.
 */
export function createMailer(
  db: Db,
  config: Pick<AppConfig, 'smtpUrl' | 'publicUrl'>,
  log: MailLog,
): Mailer & { close(): void } {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const from = `Scriptorium <no-reply@${new URL(config.publicUrl).hostname}>`;
  return {
    async send({ to, slug, vars = {}, locale }, tx) {
      const exec = tx ?? db;
      const [stored] = await exec.select().from(notification_messages).where(eq(notification_messages.slug, slug));
      if (!stored) throw new Error(`No notification message template with slug "${slug}"`);
      const template = templateIn(stored, locale ?? (await recipientLocale(exec, to)));
      const mail = renderTemplate(template, { app_name: 'Scriptorium', ...vars }, config.publicUrl);
      const [row] = await exec
        .insert(outbox)
        .values({ to, subject: mail.subject, body: mail.body, slug })
        .returning({ id: outbox.id });
      if (!transport) {
        log.info({ to, subject: mail.subject, outboxId: row.id }, 'mail kept in outbox (no SMTP_URL)');
        return row.id;
      }
      try {
        await transport.sendMail({ from, to, subject: mail.subject, text: mail.body });
        await exec.update(outbox).set({ sent_at: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        log.error({ err, to, outboxId: row.id }, 'mail delivery failed');
        await exec
          .update(outbox)
          .set({ error: String(err) })
          .where(eq(outbox.id, row.id));
      }
      return row.id;
    },
    close: () => transport?.close(),
  };
}
