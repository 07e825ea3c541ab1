/**
 * Numbers and money as the product shows them: grouped digits, fixed or kept decimals, USD and KSh.
 * Apart from the date formatters (./formatters) so that screens showing prices without dates (the
 * order form) do not download date-fns.
 * @see docs/product.md §9 (grouped digits), docs/product.md §R1 Tables (cell formatting)
 */
import { groupDigits, type Currency } from '@scriptorium/contracts/core';

/** Currencies the product shows: client prices in USD, writer balances in KSh (contracts' `Currency`). */
export type { Currency };

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/**
 * Grouped digits with a fixed count of decimals (default 0): `formatNumber(1234.5, 2)` → '1,234.50'
 * (contracts' `groupDigits`: the same text as `Intl.NumberFormat('en-US')`, without ICU).
 * Non-numeric input is returned as a string unchanged ('' for null/undefined).
 */
export function formatNumber(value: unknown, decimals = 0): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  return groupDigits(n, decimals);
}

// Built when first needed, not at load: a page's first Intl.NumberFormat starts ICU, 150–200 ms at a phone's
// 4x slowdown (docs/architecture-html-first.md "What a first screen does not load").
let keptDecimals: Intl.NumberFormat | undefined;

/** The most decimals {@link formatDecimal} keeps (beyond them a value is rounded). */
const MAX_KEPT_DECIMALS = 10;

/**
 * Grouped digits keeping the decimals the value has: `formatDecimal(1.5)` → '1.5', `formatDecimal(1.25)`
 * → '1.25', `formatDecimal(1234)` → '1,234'. For rates, percentages and counts, whose decimals mean
 * something (a deadline rate of 1.5 is not 2); money keeps its fixed two decimals ({@link formatMoney}).
 * Non-numeric input is returned as a string unchanged ('' for null/undefined).
 * @see docs/product.md §9 (numbers and money)
 */
export function formatDecimal(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  keptDecimals ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: MAX_KEPT_DECIMALS });
  return keptDecimals.format(n);
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
