import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { errorMessage } from '../api/apiClient.js';

/** What a screen reads of one server resource ({@link useResource}). */
export interface Resource<T> {
  /** The last data loaded (kept while a reload runs or after it failed); null before the first answer. */
  data: T | null;
  /** A load (the first, or a reload) is running. */
  loading: boolean;
  /** The server's message (or the parse error) when the latest load failed; null otherwise. */
  error: string | null;
  /** Loads again, keeping the data on screen meanwhile. */
  reload: () => void;
}

/**
 * Reads one resource through the server-state cache: `options` are a feature's query options (a
 * `queryKey` naming what is loaded and a `queryFn` that fetches AND parses it with its contract schema,
 * e.g. `orderQuery(id)`). Screens sharing a key share one request and one copy; invalidating the key
 * (after a change, or on a realtime event) reloads every screen showing it. `enabled: false` loads nothing.
 * `fallback` is the error shown when the failure carries no message of its own.
 * @example const { data: order, error, reload } = useResource(orderQuery(id));
 */
export function useResource<T, K extends QueryKey = QueryKey>(options: UseQueryOptions<T, Error, T, K>, fallback?: string): Resource<T> {
  const query = useQuery(options);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data ?? null, loading: query.isFetching, error: query.error ? errorMessage(query.error, fallback) : null, reload };
}

/**
 * Marks everything under `queryKey` stale and reloads what is on screen (after a change made here or
 * announced by the server). The returned function is stable.
 * @example const invalidate = useInvalidate(); … invalidate(['orders', id]);
 */
export function useInvalidate(): (queryKey: QueryKey) => Promise<void> {
  const client = useQueryClient();
  return useCallback((queryKey: QueryKey) => client.invalidateQueries({ queryKey }), [client]);
}

/**
 * The cache key of every load of the table at `endpoint` (its pages, searches and sorts below it):
 * invalidate it after a change the table shows, e.g. `invalidate(tableKey('payments/withdrawals'))`.
 */
export const tableKey = (endpoint: string) => ['table', endpoint] as const;
