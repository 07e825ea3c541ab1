/**
 * The API's languages: which one a request gets, and its texts in that language.
 *
 * Its catalogues, compiled at start with `@lingui/message-utils/compileMessage` into one server-side
 * Lingui instance per language (`setupI18n`), Swahili over English (an id missing in Swahili reads
 * English):
 * - `src/i18n/locales/{en,sw}.json`: the API's own texts by id (`api.…`, mail templates `mail.<slug>.…`);
 * - `src/i18n/by-english/sw.json`: texts written in English in the code and in contracts' schemas (error
 *   and success messages, zod messages), keyed by the English text itself. A key may hold ICU placeholders
 *   (`The {field} field is required`): an English text of that shape is matched and its values are put
 *   into the Swahili message, each one translated too when the catalogue knows it (`Order` → `Oda`; a
 *   counted list such as `{uses}` item by item);
 * - `src/i18n/audit/sw.json`: the audit log's sentences (`logs.log`, stored in English), read through
 *   {@link translateLog}, their values (names, titles) as written;
 * - `src/i18n/deploy/sw.json`: the deploy check's unmet needs, the `{unmet}` of its refusal line.
 * English is never rewritten: an English answer is byte for byte what the code wrote.
 * @see docs/architecture.md Languages; contracts/src/locales.ts (pickLocale)
 */
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, pickLocale, toLocale, type Locale } from '@scriptorium/contracts/core';

type Catalog = Record<string, string>;

const readCatalog = (path: string): Catalog =>
  JSON.parse(readFileSync(new URL(`../../i18n/${path}`, import.meta.url), 'utf8')) as Catalog;

/** The API's own texts by id, per language (raw ICU messages, as written in the JSON files). */
export const MESSAGES: Record<Locale, Catalog> = {
  en: readCatalog('locales/en.json'),
  sw: readCatalog('locales/sw.json'),
};
/** Swahili of texts written in English (key: the English text, or its ICU pattern). */
const BY_ENGLISH: Catalog = readCatalog('by-english/sw.json');

const compileAll = (catalog: Catalog) =>
  Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));

function instance(locale: Locale): I18n {
  const messages = { ...compileAll(MESSAGES.en), ...(locale === 'en' ? {} : compileAll(MESSAGES[locale])) };
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return i18n;
}

const INSTANCES: Record<Locale, I18n> = Object.fromEntries(LOCALES.map((l) => [l, instance(l)])) as Record<
  Locale,
  I18n
>;
const SW_BY_ENGLISH = setupI18n({ locale: 'sw', messages: { sw: compileAll(BY_ENGLISH) } });

/**
 * The API text `id` in `locale`, ICU placeholders filled from `values` (`{name}`, plurals). An id missing
 * in Swahili reads English; an id missing in English reads as the id itself.
 */
export function t(locale: Locale, id: string, values?: Record<string, unknown>): string {
  return INSTANCES[locale]._(id, values);
}

interface Pattern {
  regex: RegExp;
  names: string[];
  key: string;
}

/** The patterns of a catalogue: its English keys with placeholders, longest literal text first so the most specific shape wins. */
const patternsOf = (catalog: Catalog): Pattern[] =>
  Object.keys(catalog)
    .filter((key) => /\{\w+\}/.test(key))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([\\s\\S]+?)';
        })
        .join('');
      return { regex: new RegExp(`^${source}$`), names, key };
    })
    .sort((a, b) => b.key.replace(/\{\w+\}/g, '').length - a.key.replace(/\{\w+\}/g, '').length);

const PATTERNS = patternsOf(BY_ENGLISH);

/** The catalogue's Swahili of `text` when it holds `text` itself (not a pattern), else undefined. */
const exactly = (text: string): string | undefined =>
  Object.hasOwn(BY_ENGLISH, text) && !/\{\w+\}/.test(text) ? SW_BY_ENGLISH._(text) : undefined;

/**
 * Placeholders whose value is an English list of counted things the code wrote ("2 orders and 1 pricing
 * package", settings' delete refusal, services/settings/references.ts): their items are translated one by
 * one. Other values (names, titles) are only ever translated whole, so a title such as "Orders and
 * Payments" stays as its author wrote it.
 */
const LIST_PLACEHOLDERS = new Set(['uses']);

/** One item of a list value: "2 orders" → "oda 2" (the noun from the catalogue, the count after it, as Swahili puts it). */
function translateItem(item: string): string | undefined {
  const counted = /^(\d+) (.+)$/.exec(item);
  if (!counted) return exactly(item);
  const noun = exactly(counted[2]);
  return noun === undefined ? undefined : `${noun} ${counted[1]}`;
}

/**
 * A value put into a pattern's message: the catalogue's Swahili of it when it has one; the deploy check's
 * unmet needs (`{unmet}`) need by need ({@link translateUnmet}); for a list placeholder
 * ({@link LIST_PLACEHOLDERS}) whose every item the catalogue knows, the items in Swahili, the last joined
 * with "na"; else the value as it is.
 */
function translateValue(name: string, value: string): string {
  const whole = exactly(value);
  if (whole !== undefined) return whole;
  if (name === 'unmet') return translateUnmet(value);
  if (name === 'why') return translateDeploy(value);
  if (!LIST_PLACEHOLDERS.has(name)) return value;
  const list = /^(.+) and ([^,]+)$/.exec(value);
  const items = (list ? [...list[1].split(', '), list[2]] : [value]).map(translateItem);
  if (items.some((item) => item === undefined)) return value;
  return items.length < 2 ? String(items[0]) : `${items.slice(0, -1).join(', ')} na ${items[items.length - 1]}`;
}

/**
 * `text` (an English message written in the code or in contracts' schemas) in `locale`: for `en`, `text`
 * itself; for `sw`, the catalogue's Swahili of the exact text, else of the first ICU pattern the text fits
 * (its values translated when the catalogue knows them), else `text` unchanged (English).
 */
export function translateText(locale: Locale, text: string): string {
  if (locale === 'en' || !text) return text;
  if (Object.hasOwn(BY_ENGLISH, text)) return SW_BY_ENGLISH._(text);
  return fillPattern(PATTERNS, SW_BY_ENGLISH, text) ?? text;
}

/**
 * `text` in the first of `patterns` it fits, else undefined. Its values go through {@link translateValue}
 * (all of them, or only the placeholders named in `translated`); the others are put in as written.
 */
function fillPattern(
  patterns: Pattern[],
  i18n: I18n,
  text: string,
  translated?: ReadonlySet<string>,
): string | undefined {
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      pattern.names.map((name, i) => [
        name,
        !translated || translated.has(name) ? translateValue(name, match[i + 1]) : match[i + 1],
      ]),
    );
    const out = i18n._(pattern.key, values);
    // A message opening with a value (`{field} lazima iwe namba`) starts a sentence, as its English did.
    return /^[A-Z]/.test(text) ? out.charAt(0).toUpperCase() + out.slice(1) : out;
  }
  return undefined;
}

/**
 * The deploy check's unmet needs (contracts/src/deploy.ts `describeUnmet`, joined by "; ") in Swahili,
 * need by need, with the reason of each; package names and versions as written. Its catalogue
 * (`src/i18n/deploy/sw.json`) is kept apart from {@link BY_ENGLISH}: a need's shape (`{share} needs
 * {needs}, …`) would also fit the whole line it is part of.
 */
function translateUnmet(value: string): string {
  return value.split('; ').map(translateDeploy).join('; ');
}

/** One sentence of the deploy check's catalogue in Swahili (exactly, else by pattern), else as written. */
function translateDeploy(text: string): string {
  if (Object.hasOwn(DEPLOY, text) && !/\{\w+\}/.test(text)) return SW_DEPLOY._(text);
  return fillPattern(DEPLOY_PATTERNS, SW_DEPLOY, text, WHY) ?? text;
}

const DEPLOY: Catalog = readCatalog('deploy/sw.json');
const DEPLOY_PATTERNS = patternsOf(DEPLOY);
const SW_DEPLOY = setupI18n({ locale: 'sw', messages: { sw: compileAll(DEPLOY) } });
const WHY: ReadonlySet<string> = new Set(['why']);

/**
 * Swahili of the audit log's sentences (`src/i18n/audit/sw.json`, core/audit.ts writes them in English):
 * kept apart from {@link BY_ENGLISH} because their shapes (`{name} signed in`) are loose enough to catch an
 * answer's message that merely ends the same way.
 */
const AUDIT: Catalog = readCatalog('audit/sw.json');
const AUDIT_PATTERNS = patternsOf(AUDIT);
const SW_AUDIT = setupI18n({ locale: 'sw', messages: { sw: compileAll(AUDIT) } });
/** The audit placeholders whose value is the code's own English (`{thing}`: "service type"), translated; names and titles are not. */
const AUDIT_TRANSLATED: ReadonlySet<string> = new Set(['thing']);

/**
 * An audit log sentence (`logs.log`, stored in English) in `locale`: for `en` as stored; for `sw`, the
 * audit catalogue's Swahili of it (exactly or by pattern, names and titles as written), else
 * {@link translateText} (the sentences an answer also says, such as "Deleted release 5 of mf-orders"),
 * else as stored.
 * @see docs/product.md §2 /logs
 */
export function translateLog(locale: Locale, text: string): string {
  if (locale === 'en' || !text) return text;
  if (Object.hasOwn(AUDIT, text)) return SW_AUDIT._(text);
  return fillPattern(AUDIT_PATTERNS, SW_AUDIT, text, AUDIT_TRANSLATED) ?? translateText(locale, text);
}

/** A 422's `{field: [messages]}` with every message in `locale` (a new object; `en` returns it as is). */
export function translateFieldErrors(locale: Locale, errors: Record<string, string[]>): Record<string, string[]> {
  if (locale === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((m) => translateText(locale, m))]),
  );
}

/** The value of cookie `name` in a `Cookie` header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The language a request gets: the signed-in person's saved `locale`, else the `lang` cookie, else the
 * `Accept-Language` header, else English. A candidate that is not a language Scriptorium speaks (`xx`)
 * is skipped; nothing known → English.
 */
export function requestLocale(input: {
  saved?: string | null;
  cookieHeader?: string;
  acceptLanguage?: string;
}): Locale {
  return pickLocale(
    toLocale(input.saved),
    toLocale(cookieValue(input.cookieHeader, LOCALE_COOKIE)),
    input.acceptLanguage ?? null,
    DEFAULT_LOCALE,
  );
}

/** A stored language (`users.locale`) as a {@link Locale}: an unknown value reads English. */
export const savedLocale = (value: string | null | undefined): Locale => toLocale(value) ?? DEFAULT_LOCALE;

/** The fields of a mail / notification template that have a translation (`notification_messages`). */
export interface TemplateTexts {
  subject: string;
  mail: string;
  sms: string | null;
  action_label: string | null;
}

/**
 * Template `slug` in `locale`: each text the admins have not changed from the product's English default
 * (`defaults`, the seeded template) is replaced by its catalogue text `mail.<slug>.<field>`; a text they
 * rewrote is theirs and stays as written. English, or a slug without a catalogue entry, is returned as is.
 */
export function localizeTemplate<T extends TemplateTexts>(
  template: T & { slug: string },
  locale: Locale,
  defaults: TemplateTexts | undefined,
): T {
  if (locale === 'en' || !defaults) return template;
  const own = MESSAGES[locale];
  const pick = (field: 'subject' | 'mail' | 'action_label', current: string | null): string | null => {
    const id = `mail.${template.slug}.${field}`;
    return current === defaults[field] && Object.hasOwn(own, id) ? own[id] : current;
  };
  const mail = pick('mail', template.mail) ?? template.mail;
  const sms =
    template.sms === defaults.sms && mail !== template.mail
      ? mail.length > 150
        ? mail.slice(0, 147) + '...'
        : mail
      : template.sms;
  return {
    ...template,
    subject: pick('subject', template.subject) ?? template.subject,
    mail,
    sms,
    action_label: pick('action_label', template.action_label),
  };
}
