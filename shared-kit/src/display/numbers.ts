/**
 * Numbers and money as the product shows them: grouped digits, fixed or kept decimals, USD and KSh.
 * Apart from the date formatters (./formatters) so that screens showing prices without dates (the
 * order form) do not download date-fns.
 * @see docs/product.md §9 (grouped digits), docs/product.md §R1 Tables (cell formatting)
 */
import { groupDigits, INTL_LOCALES, type Currency, type Locale } from '@scriptorium/contracts/core';
import { localeStore } from '../i18n/i18n.js';

/** Currencies the product shows: client prices in USD, writer balances in KSh (contracts' `Currency`). */
export type { Currency };

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** The page's current language (the default of every formatter's optional `locale`). */
function currentLocale(): Locale {
  return localeStore.getState().locale;
}

// Built when first needed, not at load: a page's first Intl.NumberFormat starts ICU, 150–200 ms at a phone's
// 4x slowdown (docs/architecture-html-first.md "What a first screen does not load"). One per language and
// options, kept for the page's life.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The cached `Intl.NumberFormat` of `locale` with `options` (created on first use). */
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Grouped digits with a fixed count of decimals (default 0): `formatNumber(1234.5, 2)` → '1,234.50'.
 * English uses contracts' `groupDigits` (the same text as `Intl.NumberFormat('en-US')`, without ICU);
 * Swahili `Intl.NumberFormat('sw-KE')`. `locale` defaults to the page's current language.
 * Non-numeric input is returned as a string unchanged ('' for null/undefined).
 */
export function formatNumber(value: unknown, decimals = 0, locale: Locale = currentLocale()): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  if (locale === 'en') return groupDigits(n, decimals);
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

/**
 * A whole count with its digits grouped as the language groups them (`formatCount(12345)` → '12,345').
 * `locale` defaults to the page's current language.
 */
export function formatCount(value: number, locale: Locale = currentLocale()): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** The most decimals {@link formatDecimal} keeps (beyond them a value is rounded). */
const MAX_KEPT_DECIMALS = 10;

/**
 * Grouped digits keeping the decimals the value has: `formatDecimal(1.5)` → '1.5', `formatDecimal(1.25)`
 * → '1.25', `formatDecimal(1234)` → '1,234'. For rates, percentages and counts, whose decimals mean
 * something (a deadline rate of 1.5 is not 2); money keeps its fixed two decimals ({@link formatMoney}).
 * Formatted by `Intl.NumberFormat` in `locale` (default: the page's current language).
 * Non-numeric input is returned as a string unchanged ('' for null/undefined).
 * @see docs/product.md §9 (numbers and money)
 */
export function formatDecimal(value: unknown, locale: Locale = currentLocale()): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  return numberFormat(locale, { maximumFractionDigits: MAX_KEPT_DECIMALS }).format(n);
}

/** ISO 4217 codes of the product's currencies, for `Intl.NumberFormat`. */
const ISO_CURRENCY: Record<Currency, string> = { USD: 'USD', KSh: 'KES' };

/**
 * A decimal money amount (the API's unit, not minor units) with grouped digits and two decimals (or
 * `decimals`), in `locale` (default: the page's current language).
 * English: `formatMoney(1234.5)` → '1,234.50'; with a currency: '$1,234.50' (USD) or 'KSh 1,234.50'.
 * Swahili: as `Intl.NumberFormat('sw-KE')` writes the currency ('$ 1,234.50', 'Ksh 1,234.50'); without
 * a currency the same digits as English.
 * Non-numeric input is returned as a string unchanged ('' for null/undefined).
 */
export function formatMoney(
  value: unknown,
  options: { currency?: Currency; decimals?: number; locale?: Locale } = {},
): string {
  const decimals = options.decimals ?? 2;
  const locale = options.locale ?? currentLocale();
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  if (locale !== 'en' && options.currency) {
    return numberFormat(locale, {
      style: 'currency',
      currency: ISO_CURRENCY[options.currency],
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(n);
  }
  const digits = formatNumber(Math.abs(n), decimals, locale);
  const sign = n < 0 ? '-' : '';
  if (options.currency === 'USD') return `${sign}$${digits}`;
  if (options.currency === 'KSh') return `${sign}KSh ${digits}`;
  return sign + digits;
}
