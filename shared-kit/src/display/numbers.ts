/**
 * Numbers and money as the product shows them: grouped digits, fixed or kept decimals, USD and KSh.
 * Apart from the date formatters (./formatters) so that screens showing prices without dates (the
 * order form) do not download date-fns.
 * @see docs/product.md §9 (grouped digits), docs/product.md §R1 Tables (cell formatting)
 */

/** Currencies the product shows: client prices in USD, writer balances in KSh (docs/architecture.md API). */
export type Currency = 'USD' | 'KSh';

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/**
 * Grouped digits with a fixed count of decimals (default 0): `formatNumber(1234.5, 2)` → '1,234.50'.
 * Non-numeric input is returned as a string unchanged ('' for null/undefined).
 */
export function formatNumber(value: unknown, decimals = 0): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  return grouped(n, decimals);
}

/**
 * `n` with grouped digits and exactly `decimals` decimals, as `Intl.NumberFormat('en-US')` writes it,
 * without ICU: a page's first `Intl.NumberFormat` starts ICU's number formatting, ~40 ms on a laptop and
 * 150–200 ms at a phone's 4x slowdown (issue 27), paid while the order form takes over from its HTML.
 * Like ICU it rounds the number's shortest decimal form (`String(1263.35)`, not the double's exact
 * value 1263.3499…) half away from zero; a form with an exponent (below 1e-6, from 1e21) goes to Intl.
 */
function grouped(n: number, decimals: number): string {
  const text = String(Math.abs(n));
  if (text.includes('e')) return numberFormat(decimals).format(n);
  const [whole, fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction[decimals] >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const integer = digits.slice(0, digits.length - decimals) || '0';
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return sign + integer.replace(/\B(?=(\d{3})+$)/g, ',') + (decimals > 0 ? `.${digits.slice(-decimals)}` : '');
}

// Building an Intl.NumberFormat costs far more than using one; built when first needed, not at load.
const numberFormats = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number, maximumFractionDigits = decimals): Intl.NumberFormat {
  const key = decimals * 100 + maximumFractionDigits;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits });
    numberFormats.set(key, f);
  }
  return f;
}

/** The most decimals {@link formatDecimal} keeps (beyond them a value is rounded). */
const MAX_KEPT_DECIMALS = 10;

/**
 * Grouped digits keeping the decimals the value has: `formatDecimal(1.5)` → '1.5', `formatDecimal(1.25)`
 * → '1.25', `formatDecimal(1234)` → '1,234'. For rates, percentages and counts, whose decimals mean
 * something (a deadline rate of 1.5 is not 2); money keeps its fixed two decimals ({@link formatMoney}).
 * Non-numeric input is returned as a string unchanged ('' for null/undefined).
 * @see issue 17 (deadline rates shown rounded)
 */
export function formatDecimal(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  return numberFormat(0, MAX_KEPT_DECIMALS).format(n);
}

/**
 * A decimal money amount (the API's unit, not minor units) with grouped digits and two decimals.
 * `formatMoney(1234.5)` → '1,234.50'; with a currency: '$1,234.50' (USD) or 'KSh 1,234.50'.
 */
export function formatMoney(value: unknown, options: { currency?: Currency; decimals?: number } = {}): string {
  const decimals = options.decimals ?? 2;
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  const digits = formatNumber(Math.abs(n), decimals);
  const sign = n < 0 ? '-' : '';
  if (options.currency === 'USD') return `${sign}$${digits}`;
  if (options.currency === 'KSh') return `${sign}KSh ${digits}`;
  return sign + digits;
}
