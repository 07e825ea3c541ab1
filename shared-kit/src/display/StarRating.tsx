import { useLayoutEffect, useRef } from 'react';
import { Rate } from 'antd';
import { useLocale } from '../i18n/i18n.js';
import { MAX_STARS, ratingLabel, starLabel } from './rating.js';

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
 * Star rating out of 5, read-only unless `onChange` is given. Each star is announced by its value
 * ("1 star" … "5 stars"): antd draws every star as two copies of an icon named "star", so a screen
 * reader would say "star star" for each, and antd's Rate keeps its star renderer to itself (tooltips),
 * hence the names set on its star elements after render.
 * @see docs/product.md §5 (Star rating max is 5), §3 (Order rating input)
 */
export function StarRating({ value, onChange, disabled, id }: StarRatingProps) {
  useLocale(); // its labels follow a language switch
  const v = Math.min(MAX_STARS, Math.max(0, Number(value ?? 0)));
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    box.current
      ?.querySelectorAll('[role="radio"]')
      .forEach((star, i) => star.setAttribute('aria-label', starLabel(i + 1)));
  });
  return (
    // On one line: in a narrow table column the five stars wrapped into rows of three and two.
    <span ref={box} style={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
      <Rate
        id={id}
        count={MAX_STARS}
        value={v}
        onChange={onChange}
        disabled={disabled || !onChange}
        aria-label={ratingLabel(v)}
      />
    </span>
  );
}
