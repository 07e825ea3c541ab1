/**
 * Lazy versions of the kit's small display components: their antd parts (Tag, Rate) load with the
 * first screen that shows one. The fallbacks render the same text, so a screen reads right at once.
 * @see docs/product.md §4 (statuses), §5 (Star rating)
 */
import type { StatusBadgeProps } from '../display/StatusBadge.js';
import type { StarRatingProps } from '../display/StarRating.js';
import { statusLabel, statusName } from '../display/status.js';
import { MAX_STARS, ratingLabel } from '../display/rating.js';
import { lazyComponent } from './lazyComponent.js';

/** {@link import('../display/StatusBadge.js').StatusBadge} (antd Tag) loaded on first render. */
export const StatusBadge = lazyComponent<StatusBadgeProps>(
  'StatusBadge',
  () => import('../display/StatusBadge.js').then((m) => m.StatusBadge),
  ({ status, label }) => {
    const name = statusName(status);
    return name ? <span data-status={name}>{label ?? statusLabel(status)}</span> : null;
  },
);

/** {@link import('../display/StarRating.js').StarRating} (antd Rate) loaded on first render. */
export const StarRating = lazyComponent<StarRatingProps>(
  'StarRating',
  () => import('../display/StarRating.js').then((m) => m.StarRating),
  ({ value }) => <span role="img" aria-label={ratingLabel(Math.min(MAX_STARS, Math.max(0, Number(value ?? 0))))} />,
);
