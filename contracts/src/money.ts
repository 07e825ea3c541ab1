/**
 * Money conventions: the database stores integer minor units; the API speaks decimals with two places.
 * Client prices are USD, writer balances KSh.
 * @see ARCHITECTURE.md API
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
 * A positive money amount from user input: a number or numeric string with at most two decimals.
 * Errors: 'The amount must be a number', 'The amount must be greater than 0', 'The amount may have at most two decimals'.
 */
export const moneyAmount = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, { error: 'The amount must be a number' })])
  .transform((v) => Number(v))
  .refine((v) => Number.isFinite(v), { error: 'The amount must be a number' })
  .refine((v) => v > 0, { error: 'The amount must be greater than 0' })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'The amount may have at most two decimals' });
