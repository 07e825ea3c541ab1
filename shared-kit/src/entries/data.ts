/**
 * `@scriptorium/shared-kit/data` — the one way screens load server data: TanStack Query's cache
 * (one per app, shared as this entry's singleton) with the kit's defaults. A feature writes one
 * query-options factory per call (`queryOptions({ queryKey, queryFn })`, the `queryFn` parsing the
 * answer with its contract schema), reads it with `useResource` and, after a change, invalidates the
 * keys it changed (`useInvalidate`). Features import TanStack only through this entry (lint).
 *
 * Not in `./core`: the sign-in page loads no data and does not download it.
 * @see docs/architecture.md The parts (shared-kit)
 */
export * from '../data/queryClient';
export * from '../data/useResource';
export {
  queryOptions,
  infiniteQueryOptions,
  keepPreviousData,
  useQuery,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
export type { QueryClient, QueryKey } from '@tanstack/react-query';
