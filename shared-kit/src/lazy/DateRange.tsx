import { lazy, Suspense } from 'react';
import { Placeholder } from './Placeholder.js';
import type { DateRangeProps } from '../date-range/DateRange.js';

const Impl = lazy(() => import('../date-range/DateRange.js').then((m) => ({ default: m.DateRange })));

/**
 * {@link import('../date-range/DateRange.js').DateRange} loaded on first render.
 * @see docs/product.md §9 (Date range presets)
 */
export function DateRange(props: DateRangeProps) {
  return (
    <Suspense fallback={<Placeholder height={24} width={160} />}>
      <Impl {...props} />
    </Suspense>
  );
}
