import type { CSSProperties } from 'react';

/**
 * Style of a table cell or card value holding a long unbroken word (a 180-character title, a URL): it
 * breaks where it must instead of widening the table past its box or squeezing the other columns and
 * the card labels to one letter per line. Only such cells get it: on every cell it let the table
 * shrink short values too (ids and slugs broke mid-word).
 * @see docs/product.md §R1 Tables
 */
export const WRAP_LONG_WORDS: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

/** The longest run of characters, in a cell, that a table may keep on one line. */
const LONGEST_WORD = 40;

/** `WRAP_LONG_WORDS` when `value` (a cell's raw value) has a word longer than `longest` characters (default {@link LONGEST_WORD}). */
export function wrapStyle(value: unknown, longest = LONGEST_WORD): CSSProperties | undefined {
  if (typeof value !== 'string' || value.length <= longest) return undefined;
  return value.split(/\s+/).some((word) => word.length > longest) ? WRAP_LONG_WORDS : undefined;
}

/** In a table row, a run this long (a path such as `/writer/orders/order/{order_id}`, a permission key) may break. */
const LONGEST_TABLE_WORD = 24;

/**
 * Style of a table cell by its raw value, so every column keeps a readable width within the table's box:
 * a long unbroken run breaks where it must, but not below 140 px (it would go one letter a line), and a
 * sentence keeps at least 160 px (a subject went five lines tall beside paths that would not break).
 */
export function tableCellStyle(value: unknown): CSSProperties | undefined {
  if (typeof value !== 'string') return undefined;
  if (wrapStyle(value, LONGEST_TABLE_WORD)) return { ...WRAP_LONG_WORDS, minWidth: 140 };
  return value.length > 30 && value.trim().split(/\s+/).length > 3 ? { minWidth: 160 } : undefined;
}
