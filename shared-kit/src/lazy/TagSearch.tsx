import { lazy, Suspense } from 'react';
import { Placeholder } from './Placeholder.js';
import type { TagSearchProps } from '../tag-search/TagSearch.js';

const Impl = lazy(() => import('../tag-search/TagSearch.js').then((m) => ({ default: m.TagSearch })));

/**
 * {@link import('../tag-search/TagSearch.js').TagSearch} loaded on first render.
 * @see docs/product.md §5 (tag-style search box)
 */
export function TagSearch(props: TagSearchProps) {
  return (
    <Suspense fallback={<Placeholder height={24} />}>
      <Impl {...props} />
    </Suspense>
  );
}
