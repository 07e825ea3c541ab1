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
 * number formatting on every page's first screen (~16 ms, 66 ms at a phone's 4x slowdown; issue 27).
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
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, { error: 'The amount must be a number' })])
  .transform((v) => Number(v))
  .refine((v) => Number.isFinite(v), { error: 'The amount must be a number' })
  .refine((v) => v > 0, { error: 'The amount must be greater than 0' })
  .refine((v) => v <= MONEY_MAX, { error: moneyMaxMessage() })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'The amount may have at most two decimals' });

// Built at the first amount formatted, not at load: the first Intl.NumberFormat starts ICU's number
// formatting (150–200 ms at a phone's 4x slowdown), and most pages never format an amount here (issue 27).
let twoPlacesFormat: Intl.NumberFormat | undefined;
const twoPlaces = (): Intl.NumberFormat =>
  (twoPlacesFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 4115 → 'KSh 4,115.00': the one way a KSh decimal (writer amounts, balances) reads in messages. */
export function formatKsh(amount: number): string {
  return `${amount < 0 ? '-' : ''}KSh ${twoPlaces().format(Math.abs(amount))}`;
}

/** 45 → '$45.00': the one way a USD decimal (client prices, tips) reads in messages. */
export function formatUsd(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${twoPlaces().format(Math.abs(amount))}`;
}

/** The currencies amounts are in: client prices USD, writer amounts (assignments, ledger, withdrawals) KSh. */
export const CURRENCIES = ['USD', 'KSh'] as const;
/** A currency label as shown beside an amount. */
export type Currency = (typeof CURRENCIES)[number];
/** Currency of client prices: order amounts, payments, tips, services, packages. */
export const CLIENT_CURRENCY: Currency = 'USD';
/** Currency of writer money: assignment amounts, the ledger and balance, withdrawals. */
export const WRITER_CURRENCY: Currency = 'KSh';
