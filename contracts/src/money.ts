/**
 * Money conventions: the database stores integer minor units; the API speaks decimals with two places.
 * Client prices are USD, writer balances KSh.
 * @see docs/architecture.md API
 */
import { z } from 'zod';

/** 12.34 → 1234. Rounds half away from zero to guard against float noise (0.1+0.2). */
export function toMinor(amount: number): number {
  return Math.round(amount * 100 + Math.sign(amount) * 1e-7);
}
/** 1234 → 12.34 */
export function fromMinor(minor: number | bigint): number {
  return Number(minor) / 100;
}

/**
 * The largest amount (USD or KSh, in major units) any request may carry: 1,000,000,000. The database
 * stores minor units in `bigint` columns read as JS numbers, so sums of many such amounts stay far below
 * 2^53 / 100 and never lose a cent.
 */
export const MONEY_MAX = 1_000_000_000;
/**
 * MONEY_MAX with thousands separators, written out: `toLocaleString` here, at module load, started ICU's
 * number formatting on every page's first screen (~16 ms, 66 ms at a phone's 4x slowdown), which a first
 * screen sent as HTML cannot afford (docs/architecture-html-first.md "What a first screen does not load").
 */
const MONEY_MAX_TEXT = '1,000,000,000';
/** 'The {label} may be at most 1,000,000,000' */
export const moneyMaxMessage = (label = 'amount'): string => `The ${label} may be at most ${MONEY_MAX_TEXT}`;

/**
 * A positive money amount from user input: a number or numeric string with at most two decimals.
 * Errors: 'The amount must be a number', 'The amount must be greater than 0', 'The amount may be at most
 * 1,000,000,000', 'The amount may have at most two decimals'.
 */
export const moneyAmount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, { error: 'The amount must be a number' }),
  ])
  .transform((v) => Number(v))
  .refine((v) => Number.isFinite(v), { error: 'The amount must be a number' })
  .refine((v) => v > 0, { error: 'The amount must be greater than 0' })
  .refine((v) => v <= MONEY_MAX, { error: moneyMaxMessage() })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'The amount may have at most two decimals' });

/**
 * `amount` with grouped digits and exactly `decimals` decimals, as `Intl.NumberFormat('en-US')` writes it:
 * `groupDigits(1234.5)` → '1,234.50', `groupDigits(-1234.5, 0)` → '-1,235'. The one digit grouping of
 * the product, here and in the kit's `formatNumber`/`formatMoney`.
 *
 * Written without ICU: a page's first `Intl.NumberFormat` starts ICU's number formatting, 150–200 ms at
 * a phone's 4x slowdown, on the first screen of every page. Like ICU it rounds the number's shortest
 * decimal form (`String(1263.35)`, not the double's exact value 1263.3499…) half away from zero. A number
 * whose shortest form has an exponent (below 1e-6, from 1e21) goes to `Intl`.
 * @param decimals 0 or more (default 2)
 * @see docs/product.md §9 (money formats)
 */
export function groupDigits(amount: number, decimals = 2): string {
  const text = String(Math.abs(amount));
  if (text.includes('e')) return numberFormat(decimals).format(amount);
  const [whole, fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction[decimals] >= '5')
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const integer = digits.slice(0, digits.length - decimals) || '0';
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return sign + integer.replace(/\B(?=(\d{3})+$)/g, ',') + (decimals > 0 ? `.${digits.slice(-decimals)}` : '');
}

// Only for numbers written with an exponent; built when first needed, never at load.
const numberFormats = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format)
    numberFormats.set(
      decimals,
      (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })),
    );
  return format;
}

/** 4115 → 'KSh 4,115.00': the one way a KSh decimal (writer amounts, balances) reads in messages. */
export function formatKsh(amount: number): string {
  return `${amount < 0 ? '-' : ''}KSh ${groupDigits(Math.abs(amount))}`;
}

/** 45 → '$45.00': the one way a USD decimal (client prices, tips) reads in messages. */
export function formatUsd(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${groupDigits(Math.abs(amount))}`;
}

/** The currencies amounts are in: client prices USD, writer amounts (assignments, ledger, withdrawals) KSh. */
export const CURRENCIES = ['USD', 'KSh'] as const;
/** A currency label as shown beside an amount. */
export type Currency = (typeof CURRENCIES)[number];
/** Currency of client prices: order amounts, payments, tips, services, packages. */
export const CLIENT_CURRENCY: Currency = 'USD';
/** Currency of writer money: assignment amounts, the ledger and balance, withdrawals. */
export const WRITER_CURRENCY: Currency = 'KSh';
