/**
 * Field builders shared by the request schemas: each gives the person filling the form one clear
 * message per field (the first message of a 422 is shown under the field). Multipart bodies send every
 * value as a string, so ids, numbers and booleans are coerced.
 * @see spec §5 Validation rules; ARCHITECTURE.md API (422 `{message, errors: {field: [msg]}}`)
 */
import { z } from 'zod';
import { moneyAmount } from './money.js';

const human = (field: string) => field.replace(/_/g, ' ');

/** "The {field} field is required" — the Laravel-style message the product shows (underscores as spaces). */
export function requiredMessage(field: string): string {
  return `The ${human(field)} field is required`;
}

/**
 * A required, trimmed string of at most `max` characters.
 * Errors: 'The {field} field is required', 'The {field} may be at most {max} characters'.
 */
export function requiredText(field: string, max = 255) {
  const required = requiredMessage(field);
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `The ${human(field)} may be at most ${max} characters` });
}

/** An optional trimmed string of at most `max` characters; blank becomes `null` (clears the value). */
export function optionalText(field: string, max = 5000) {
  return z
    .string({ error: `The ${human(field)} must be text` })
    .trim()
    .max(max, { error: `The ${human(field)} may be at most ${max} characters` })
    .nullish()
    .transform((v) => (v === '' ? null : v));
}

/** A required id (positive integer; numeric strings accepted). Any problem reads `message`, e.g. 'Choose a writer'. */
export function idField(message: string) {
  return z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
}

/** An optional id: missing stays `undefined`; blank or `null` becomes `null`. */
export function optionalId(message: string) {
  return z.preprocess((v) => (v === '' || v === null ? null : v), idField(message).nullable()).optional();
}

/**
 * A list of ids: an array, a JSON array string ("[1,2]"), a comma list ("1,2") or one id; missing or
 * blank is `[]`. Each bad entry reads `message`.
 */
export function idList(message: string) {
  return z.preprocess((v) => {
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
  }, z.array(idField(message), { error: message }));
}

/**
 * A required date-time in ISO 8601 with a zone (`2025-05-01T17:00:00Z`, `…+03:00`), kept as the string.
 * Errors: 'The {field} field is required', 'The {field} must be a date and time'.
 */
export function dateTimeField(field: string, required = requiredMessage(field)) {
  return z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === ''
      ? required
      : `The ${human(field)} must be a date and time`),
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
      .union([z.number({ error: `The ${label} must be a number` }), z.string().regex(/^-?\d+(\.\d+)?$/, { error: `The ${label} must be a number` })])
      .transform(Number)
      .refine(Number.isFinite, { error: `The ${label} must be a number` })
      .refine((v) => v >= 0, { error: `The ${label} cannot be negative` })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: `The ${label} may have at most two decimals` })
      .optional(),
  );
}

/** A boolean from JSON or multipart: true/false, 'true'/'false', 1/0, '1'/'0'. */
export const boolField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)], { error: 'Choose yes or no' })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);
