/**
 * Field builders shared by the request schemas: each gives the person filling the form one clear
 * message per field (the first message of a 422 is shown under the field). Multipart bodies send every
 * value as a string, so ids, numbers and booleans are coerced.
 * @see docs/product.md §5 Validation rules; docs/architecture.md API (422 `{message, errors: {field: [msg]}}`)
 */
import { z } from 'zod';
import { MONEY_MAX, moneyAmount, moneyMaxMessage } from './money.js';

const human = (field: string) => field.replace(/_/g, ' ');

/** "The {field} field is required" — the Laravel-style message the product shows (underscores as spaces). */
export function requiredMessage(field: string): string {
  return `The ${human(field)} field is required`;
}

/** The largest id the database holds (PostgreSQL `integer`/`serial`: 2^31 − 1). */
export const ID_MAX = 2_147_483_647;

// A NUL anywhere, or a UTF-16 surrogate without its other half (the NUL is the point of the pattern).
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `s` can be stored and sent back as text: no NUL byte and no unpaired surrogate. */
export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}

/** 'The {field} contains characters that cannot be stored' (or 'This field …' without a name). */
export function unstorableMessage(field?: string): string {
  return field
    ? `The ${human(field)} contains characters that cannot be stored`
    : 'This field contains characters that cannot be stored';
}

/**
 * Every text field of a request: a string that refuses NUL bytes and unpaired surrogates (PostgreSQL
 * cannot store the first, JSON cannot carry the second) with `unstorableMessage(field)`. Chain the
 * usual string checks after it: `text('title').trim().max(255)`.
 */
export function text(field?: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: unstorableMessage(field) });
}

/**
 * A required, trimmed string of at most `max` characters.
 * Errors: 'The {field} field is required', 'The {field} may be at most {max} characters'.
 */
export function requiredText(field: string, max = 255) {
  const required = requiredMessage(field);
  return text(field, { error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `The ${human(field)} may be at most ${max} characters` });
}

/** An optional trimmed string of at most `max` characters; blank becomes `null` (clears the value). */
export function optionalText(field: string, max = 5000) {
  return text(field, { error: `The ${human(field)} must be text` })
    .trim()
    .max(max, { error: `The ${human(field)} may be at most ${max} characters` })
    .nullish()
    .transform((v) => (v === '' ? null : v));
}

/**
 * A required id (a whole number from 1 to `ID_MAX`; numeric strings accepted). Any problem reads
 * `message`, e.g. 'Choose a writer'.
 */
export function idField(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(ID_MAX, { error: message });
}

const ID_MESSAGE = 'The id must be a positive whole number';
/**
 * The one id schema of path parameters, query ids and socket channel names: 'The id must be a positive
 * whole number', or 'The id may be at most 2147483647' beyond the database's integer range.
 */
export const idSchema = z.coerce
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .min(1, { error: ID_MESSAGE })
  .max(ID_MAX, { error: `The id may be at most ${ID_MAX}` });

/** An optional id: missing stays `undefined`; blank or `null` becomes `null`. */
export function optionalId(message: string) {
  return z.preprocess((v) => (v === '' || v === null ? null : v), idField(message).nullable()).optional();
}

/**
 * A list of ids: an array, a JSON array string ("[1,2]"), a comma list ("1,2") or one id; missing or
 * blank is `[]`. Each bad entry reads `message`.
 */
export function idList(message: string) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'number') return [v];
      if (typeof v === 'string') {
        const s = v.trim();
        if (s.startsWith('[')) {
          try {
            return JSON.parse(s) as unknown;
          } catch {
            return v;
          }
        }
        return s.split(',').map((p) => p.trim());
      }
      return v;
    },
    z.array(idField(message), { error: message }),
  );
}

/**
 * A required date-time in ISO 8601 with a zone (`2025-05-01T17:00:00Z`, `…+03:00`), kept as the string.
 * Errors: 'The {field} field is required', 'The {field} must be a date and time'.
 */
export function dateTimeField(field: string, required = requiredMessage(field)) {
  return z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? required
        : `The ${human(field)} must be a date and time`,
  });
}

/**
 * A required positive money amount (decimal, at most two places) with 'The {field} field is required'
 * when missing; otherwise the `moneyAmount` messages. Output: a decimal number (convert with `toMinor`).
 */
export function requiredMoney(field: string) {
  return z
    .custom<string | number>((v) => v !== undefined && v !== null && v !== '', { error: requiredMessage(field) })
    .pipe(moneyAmount);
}

/**
 * An optional money amount that may be 0 (a tip): missing or blank → `undefined`.
 * Errors: 'The {field} must be a number', 'The {field} cannot be negative', 'The {field} may have at most two decimals'.
 */
export function optionalMoney(field: string) {
  const label = human(field);
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() : v),
    z
      .union([
        z.number({ error: `The ${label} must be a number` }),
        z.string().regex(/^-?\d+(\.\d+)?$/, { error: `The ${label} must be a number` }),
      ])
      .transform(Number)
      .refine(Number.isFinite, { error: `The ${label} must be a number` })
      .refine((v) => v >= 0, { error: `The ${label} cannot be negative` })
      .refine((v) => v <= MONEY_MAX, { error: moneyMaxMessage(label) })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
        error: `The ${label} may have at most two decimals`,
      })
      .optional(),
  );
}

/** A boolean from JSON or multipart: true/false, 'true'/'false', 1/0, '1'/'0'. */
export const boolField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)], { error: 'Choose yes or no' })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);
