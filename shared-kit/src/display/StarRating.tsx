import { Rate } from 'antd';
import { MAX_STARS } from './rating.js';

export { MAX_STARS };

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** 0–5; values above 5 show 5 stars. */
  value?: number | null;
  /** Called with the chosen rating 1–5 (0 when cleared). Omit for a read-only rating. */
  onChange?: (value: number) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * Star rating out of 5, read-only unless `onChange` is given.
 * @see spec §5 (Star rating max is 5), §3 (Order rating input)
 */
export function StarRating({ value, onChange, disabled, id }: StarRatingProps) {
  const v = Math.min(MAX_STARS, Math.max(0, Number(value ?? 0)));
  return (
    <Rate
      id={id}
      count={MAX_STARS}
      value={v}
      onChange={onChange}
      disabled={disabled || !onChange}
      aria-label={`Rating ${v} of ${MAX_STARS}`}
    />
  );
}
