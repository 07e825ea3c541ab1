/**
 * Phone numbers as the API stores them: E.164 (`+254712345678`) plus the ISO country the number belongs
 * to (`KE`), which the client list shows as a flag. Parsed by contracts' `parsePhoneInput` (libphonenumber-js),
 * the function the UI's phone input normalises with, so both store the same number in any country.
 * @see docs/product.md §5 (Phone), §2 /users/{role} (country flag for clients); docs/product.md §R4 Phone input
 */
import { parsePhoneInput, phoneCountry } from '@scriptorium/contracts/phone';
import { PHONE_MESSAGE } from '@scriptorium/contracts/users';
import { fieldError } from '../../lib/http-errors.js';

/** A number ready to store. Both null when no number was given. */
export interface StoredPhone {
  /** E.164, e.g. `+254712345678`. */
  phone: string | null;
  /** ISO 3166-1 alpha-2 of the number, e.g. `KE` (a shared number: its calling code's main country); null when none fits. */
  country_code: string | null;
}

/**
 * Parses a phone from a request (already shape-checked by contracts' `phoneField`).
 * `null`/blank → `{phone: null, country_code: null}`.
 * @throws HttpError 422 on `field` (`PHONE_MESSAGE`) when the number cannot be a real number.
 */
export function storedPhone(value: string | null | undefined, field = 'phone'): StoredPhone {
  if (!value) return { phone: null, country_code: null };
  const parsed = parsePhoneInput(value);
  if (!parsed || !parsed.isPossible()) throw fieldError(field, PHONE_MESSAGE);
  return { phone: parsed.number, country_code: phoneCountry(parsed) };
}
