import { kitCatalog } from '../i18n/catalog.js';

/** The most stars a rating has (docs/product.md §5, §9). */
export const MAX_STARS = 5;

/** How one star is announced, in the current language: '1 star', '2 stars' … ('nyota 1'). */
export function starLabel(stars: number): string {
  return kitCatalog.t('kit.rating.star', { count: stars });
}

/** How a rating is announced, in the current language: 'Rating 3 of 5' ('Ukadiriaji 3 kati ya 5'). */
export function ratingLabel(value: number): string {
  return kitCatalog.t('kit.rating.label', { value, max: MAX_STARS });
}
