/**
 * Parsing back of stored numbers for the phone input. Normalising what is typed is `normalizePhone` of
 * `@scriptorium/contracts/phone`, the API's function too.
 * @see docs/product.md §5 (Phone), docs/product.md §R4 Phone input
 */
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { DEFAULT_PHONE_COUNTRY } from '@scriptorium/contracts/core';

/** Placeholder of the phone input (docs/product.md §9). */
export const PHONE_PLACEHOLDER = '712345678';

/** A stored number split for the input: ISO code, dial code (digits, no '+') and national digits. */
export interface PhoneParts {
  isoCode: string;
  dialCode: string;
  national: string;
}

/** Keeps digits only: '0712 345-678' → '0712345678'. */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

/** Dial code (digits) of an ISO country known to libphonenumber-js, or undefined. */
export function callingCodeOf(isoCode: string): string | undefined {
  const iso = isoCode.toUpperCase();
  return isSupportedCountry(iso) ? getCountryCallingCode(iso) : undefined;
}

function fromInternational(e164: string, fallbackIso: string): PhoneParts | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return null;
  const dialCode = parsed.countryCallingCode;
  // Numbers shared by several countries (+44 GB/GG/JE/IM) resolve to the code's main country, as the
  // small metadata cannot tell them apart.
  const main = metadata.country_calling_codes[dialCode]?.[0];
  const possible = parsed.getPossibleCountries();
  const iso = parsed.country ?? (main && (possible.length === 0 || possible.includes(main)) ? main : possible[0]);
  return { isoCode: iso ?? fallbackIso, dialCode, national: parsed.nationalNumber };
}

/** The old `cc:ext:num` form: `KE:254:712345678` (ISO, dial code, number) or `254:7:12345678` (dial code, prefix, number). */
function fromOldForm(value: string, fallbackIso: string): PhoneParts | null {
  const parts = value.split(':').map((p) => p.trim());
  if (parts.length !== 3) return null;
  const [cc, ext, num] = parts;
  if (/^[A-Za-z]{2}$/.test(cc)) {
    const dialCode = digitsOnly(ext) || callingCodeOf(cc) || '';
    return { isoCode: cc.toUpperCase(), dialCode, national: digitsOnly(num).replace(/^0/, '') };
  }
  const dialCode = digitsOnly(cc);
  const national = (digitsOnly(ext) + digitsOnly(num)).replace(/^0/, '');
  if (!dialCode) return null;
  return fromInternational(`+${dialCode}${national}`, fallbackIso) ?? { isoCode: fallbackIso, dialCode, national };
}

/**
 * Splits a stored number of any country back into country and national digits, with libphonenumber-js.
 * Accepts E.164 ('+447911123456'), international digits ('254712345678'), a national number of the
 * default country ('0712345678') and the old `cc:ext:num` form. Empty → the default country, no digits.
 */
export function parsePhone(stored: string | null | undefined, defaultIso: string = DEFAULT_PHONE_COUNTRY): PhoneParts {
  const iso = defaultIso.toUpperCase();
  const empty: PhoneParts = { isoCode: iso, dialCode: callingCodeOf(iso) ?? '', national: '' };
  const value = (stored ?? '').trim();
  if (!value) return empty;
  if (value.includes(':')) {
    const old = fromOldForm(value, iso);
    if (old) return old;
  }
  if (value.startsWith('+') || value.startsWith('00')) {
    const intl = fromInternational('+' + digitsOnly(value).replace(/^00/, ''), iso);
    if (intl) return intl;
  }
  const digits = digitsOnly(value);
  if (!digits) return empty;
  if (!digits.startsWith('0')) {
    const asIntl = parsePhoneNumberFromString('+' + digits);
    if (asIntl?.isValid()) return fromInternational('+' + digits, iso) ?? empty;
  }
  const national = parsePhoneNumberFromString(digits, isSupportedCountry(iso) ? (iso as CountryCode) : undefined);
  if (national) return { isoCode: iso, dialCode: national.countryCallingCode, national: national.nationalNumber };
  return { ...empty, national: digits.replace(/^0/, '') };
}
