/** The most stars a rating has (docs/product.md §5, §9). */
export const MAX_STARS = 5;

/** How one star is announced: '1 star', '2 stars' … */
export function starLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}
