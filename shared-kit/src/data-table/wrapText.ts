import type { CSSProperties } from 'react';

/**
 * Style of every table cell and card value: a long unbroken word (a 180-character title, a URL) breaks
 * where it must instead of widening the table past its box or squeezing the other columns and the
 * card labels to one letter per line.
 * @see issue 17 (one long unbroken word breaks admin tables)
 */
export const WRAP_LONG_WORDS: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };
