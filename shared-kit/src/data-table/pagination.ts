/**
 * The numbered-pages window of the reference toolkit.
 * @see docs/product.md §9 (Table), docs/product.md §R1 Tables (numbered pages)
 */

/** Paging styles: numbered pages, or load-more appending the next page (the default). */
export type PagingStyle = 'numbered' | 'loadMore';

/** A page number, or `'…'` for a gap (not clickable). */
export type PageItem = number | '…';

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/**
 * The page buttons to show for page `current` of `last`:
 * fewer than 13 pages → all; current < 7 → 1..8, …, N-1, N; N-current < 6 → 1, 2, …, N-8..N;
 * else 1, 2, …, current-3..current+3, …, N-1, N.
 */
export function pageWindow(current: number, last: number): PageItem[] {
  if (last < 1) return [];
  if (last < 13) return range(1, last);
  if (current < 7) return [...range(1, 8), '…', last - 1, last];
  if (last - current < 6) return [1, 2, '…', ...range(last - 8, last)];
  return [1, 2, '…', ...range(current - 3, current + 3), '…', last - 1, last];
}
