import type { CSSProperties } from 'react';

/**
 * Style of a table cell or card value holding a long unbroken word (a 180-character title, a URL): it
 * breaks where it must instead of widening the table past its box or squeezing the other columns and
 * the card labels to one letter per line. Only such cells get it: on every cell it let the table
 * shrink short values too (ids and slugs broke mid-word).
 * @see issue 17 (one long unbroken word breaks admin tables)
 */
export const WRAP_LONG_WORDS: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

/** The longest run of characters, in a cell, that a table may keep on one line. */
const LONGEST_WORD = 40;

/** `WRAP_LONG_WORDS` when `value` (a cell's raw value) has a word longer than {@link LONGEST_WORD}. */
export function wrapStyle(value: unknown): CSSProperties | undefined {
  if (typeof value !== 'string' || value.length <= LONGEST_WORD) return undefined;
  return value.split(/\s+/).some((word) => word.length > LONGEST_WORD) ? WRAP_LONG_WORDS : undefined;
}
