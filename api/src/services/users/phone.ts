/**
 * Phone numbers as the API stores them: E.164 (`+254712345678`) plus the ISO country the number belongs
 * to (`KE`), which the client list shows as a flag. Parsed with libphonenumber-js, so any country works.
 * @see spec §5 (Phone), §2 /users/{role} (country flag for clients); reference-behaviour.md Phone input
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from '@scriptorium/contracts/core';
import { PHONE_MESSAGE } from '@scriptorium/contracts/users';
import { fieldError } from '../../lib/http-errors.js';

/** A number ready to store. Both null when no number was given. */
export interface StoredPhone {
  /** E.164, e.g. `+254712345678`. */
  phone: string | null;
  /** ISO 3166-1 alpha-2 of the number, e.g. `KE`; null when the number is shared by several countries. */
  country_code: string | null;
}

function parse(value: string): PhoneNumber | undefined {
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) return parsePhoneNumberFromString(`+${digits}`);
  if (!digits.startsWith('0')) {
    // International digits without the plus, as older rows hold them ('254712345678').
    const intl = parsePhoneNumberFromString(`+${digits}`);
    if (intl?.isPossible()) return intl;
  }
  return parsePhoneNumberFromString(digits, DEFAULT_PHONE_COUNTRY);
}

/**
 * Parses a phone from a request (already shape-checked by contracts' `phoneField`).
 * `null`/blank → `{phone: null, country_code: null}`.
 * @throws HttpError 422 on `field` (`PHONE_MESSAGE`) when the number cannot be a real number.
 */
export function storedPhone(value: string | null | undefined, field = 'phone'): StoredPhone {
  if (!value) return { phone: null, country_code: null };
  const parsed = parse(value.trim());
  if (!parsed || !parsed.isPossible()) throw fieldError(field, PHONE_MESSAGE);
  return { phone: parsed.number, country_code: parsed.country ?? null };
}
