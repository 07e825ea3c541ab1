/**
 * Phone numbers as both sides read them: the number typed (any spacing; a leading `+` makes it
 * international) in the chosen country, by libphonenumber-js — the UI's phone input and the API use
 * this one function, so they store the same E.164 number. The national prefix is dropped only where the
 * country has one: Kenya's `0712 345 678` is `+254712345678`, Italy's `06 1234 5678` stays
 * `+390612345678` (the 0 belongs to the number), the UK's `07911 123456` is `+447911123456`.
 * @see docs/product.md §5 (Phone), docs/product.md §R4 Phone input
 */
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { DEFAULT_PHONE_COUNTRY } from './config.js';

/** `country` (ISO 3166-1 alpha-2, any case) when libphonenumber-js knows it, else the default (KE). */
function countryOf(country: string | undefined): CountryCode {
  const iso = (country ?? DEFAULT_PHONE_COUNTRY).toUpperCase();
  return isSupportedCountry(iso) ? iso : DEFAULT_PHONE_COUNTRY;
}

/**
 * Parses a typed number: `+…` as international, anything else as a number dialled in `country` (default
 * KE; libphonenumber-js also recognises the country's international prefix, `00…` in most, and
 * international digits without the plus, `254712345678`). Undefined when there are too few digits.
 */
export function parsePhoneInput(input: string, country?: string): PhoneNumber | undefined {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return undefined;
  if (trimmed.startsWith('+')) return parsePhoneNumberFromString(`+${digits}`);
  return parsePhoneNumberFromString(digits, countryOf(country));
}

/**
 * The number to store, E.164: `normalizePhone('0712 345 678', 'KE')` → `+254712345678`,
 * `normalizePhone('06 1234 5678', 'IT')` → `+390612345678`. No digits → `''`. A number still being typed
 * (too short to parse) is the country's calling code and the digits as typed.
 */
export function normalizePhone(input: string, country?: string): string {
  const digits = input.replace(/\D/g, '');
  if (!digits) return '';
  const parsed = parsePhoneInput(input, country);
  return parsed ? parsed.number : `+${getCountryCallingCode(countryOf(country))}${digits}`;
}

/**
 * The ISO country of a parsed number, for its flag. A number several countries share (+44 mobiles: GB,
 * GG, JE, IM) is the calling code's main country when that is possible, as the small metadata cannot tell
 * them apart; null when no country fits.
 */
export function phoneCountry(parsed: PhoneNumber): string | null {
  const main = metadata.country_calling_codes[parsed.countryCallingCode]?.[0];
  const possible = parsed.getPossibleCountries();
  if (main && possible.length > 1 && possible.includes(main as CountryCode)) return main;
  return parsed.country ?? possible[0] ?? null;
}
