/**
 * The country picker's list: every country and territory of the `countries-list` dataset.
 * Built on first use so that importing the kit does not build it.
 * @see docs/product.md §3 (Country option: name, dialCode, isoCode, flag; all countries and territories; default Kenya)
 */
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';
import { callingCodeOf } from './phone.js';

/** One entry of the country picker. */
export interface CountryOption {
  name: string;
  /** With the plus: '+254'. */
  dialCode: string;
  /** ISO 3166-1 alpha-2: 'KE'. */
  isoCode: string;
  /** Emoji flag: '🇰🇪'. */
  flag: string;
}

let cache: CountryOption[] | null = null;

/**
 * Every country and territory with a dial code, sorted by name. The dial code is libphonenumber-js's
 * calling code where it knows the country (so +1 and +7 numbers split the standard way), else the dataset's.
 */
export function getCountries(): CountryOption[] {
  if (cache) return cache;
  const list: CountryOption[] = [];
  for (const [iso, c] of Object.entries(countries)) {
    const dial = callingCodeOf(iso) ?? (c.phone[0] !== undefined ? String(c.phone[0]) : '');
    if (!dial) continue;
    list.push({ name: c.name, dialCode: `+${dial}`, isoCode: iso, flag: getEmojiFlag(iso as TCountryCode) });
  }
  cache = list.sort((a, b) => a.name.localeCompare(b.name));
  return cache;
}

/** The country with this ISO code (case-insensitive), or undefined. */
export function findCountry(isoCode: string): CountryOption | undefined {
  const iso = isoCode.toUpperCase();
  return getCountries().find((c) => c.isoCode === iso);
}
