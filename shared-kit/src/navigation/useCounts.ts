import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../api/apiClient.js';

/** Counts by element id (menu entry or tab name) → number. */
export type Counts = Record<string, number>;

/** Where counts come from: an object, or a URL that returns one (`GET {url}`). */
export type CountsSource = Counts | string | null | undefined;

function toCounts(body: unknown): Counts {
  const obj =
    body &&
    typeof body === 'object' &&
    'data' in body &&
    !Array.isArray(body) &&
    typeof (body as { data: unknown }).data === 'object'
      ? (body as { data: unknown }).data
      : body;
  const out: Counts = {};
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) {
      const n = Number(v);
      if (Number.isFinite(n)) out[k] = n;
    }
  }
  return out;
}

/**
 * Counts for menu and tab badges: the object itself, or the object `GET {url}` returns (also under
 * `data`), through the server-state cache (key `['counts', url, refreshKey]`: a tab bar and its page
 * asking the same URL share one request). A failed load gives no counts (badges are a hint, never an
 * error). A new `refreshKey` (serialisable) loads again, the last counts staying meanwhile.
 * @see docs/product.md §2 (Menu and tab badges: counts come from a call returning element-id to count)
 */
export function useCounts(source: CountsSource, refreshKey?: unknown): Counts {
  const url = typeof source === 'string' ? source : null;
  const { data } = useQuery({
    queryKey: ['counts', url, refreshKey],
    queryFn: async () => toCounts(await get(url!)),
    enabled: url !== null,
    placeholderData: keepPreviousData,
  });
  if (typeof source === 'string') return data ?? {};
  return source ?? {};
}

/** The badge number for an id: the count when above 0, else null (no badge). */
export function badgeCount(counts: Counts, id: string): number | null {
  const n = counts[id];
  return typeof n === 'number' && n > 0 ? n : null;
}
