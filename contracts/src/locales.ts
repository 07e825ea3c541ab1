import { z } from 'zod';

/**
 * The languages Scriptorium speaks: English (`en`, the source of every text) and Swahili (`sw`).
 * A person's language is, in order: the one saved on their profile (signed in), the `lang` cookie (the
 * switch's choice on this browser), the browser's `Accept-Language` / `navigator.languages`, else English.
 * An unknown code anywhere falls back to English; only the profile call refuses one (422, field `locale`).
 * @see docs/architecture.md Languages
 */
export const LOCALES = ['en', 'sw'] as const;

/** A language code Scriptorium speaks. */
export type Locale = (typeof LOCALES)[number];

/** The language of every text's source, and the fallback for an unknown code or a missing translation. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie the language switch sets (`lang=sw`), read by the page server and the API for guests. */
export const LOCALE_COOKIE = 'lang';

/** Each language's own name, as the switch shows it (in that language, so a person finds their own). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/** The BCP 47 tag `Intl` formats a language with: Kenyan English and Kenyan Swahili (KSh, dd/mm/yyyy). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', sw: 'sw-KE' };

/** The profile call's field: `en` or `sw`. */
export const localeSchema = z.enum(LOCALES, { error: 'The locale must be en or sw.' });

/** `code` as a language Scriptorium speaks (`sw-KE` → `sw`, `EN` → `en`), or null. */
export function toLocale(code: string | null | undefined): Locale | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : null;
}

/**
 * The first language of `candidates` Scriptorium speaks, else English. Each candidate is a code
 * (`sw-KE`), an `Accept-Language` header (`sw-KE,sw;q=0.9,en;q=0.8`, read in its q order), null or
 * undefined.
 */
export function pickLocale(...candidates: (string | readonly string[] | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    const codes = typeof candidate === 'string' ? acceptLanguageCodes(candidate) : (candidate ?? []);
    for (const code of codes) {
      const locale = toLocale(code);
      if (locale) return locale;
    }
  }
  return DEFAULT_LOCALE;
}

/** The codes of an `Accept-Language` header (or one code), highest q first; `*` and q=0 dropped. */
function acceptLanguageCodes(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [code, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: code.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.code && entry.code !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.code);
}
