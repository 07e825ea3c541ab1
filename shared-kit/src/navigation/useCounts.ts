import { useEffect, useState } from 'react';
import { get } from '../api/apiClient.js';

/** Counts by element id (menu entry or tab name) → number. */
export type Counts = Record<string, number>;

/** Where counts come from: an object, or a URL that returns one (`GET {url}`). */
export type CountsSource = Counts | string | null | undefined;

function toCounts(body: unknown): Counts {
  const obj = body && typeof body === 'object' && 'data' in body && !Array.isArray(body) && typeof (body as { data: unknown }).data === 'object'
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
 * `data`). A failed load gives no counts (badges are a hint, never an error). `refreshKey` reloads.
 * @see spec §2 (Menu and tab badges: counts come from a call returning element-id to count)
 */
export function useCounts(source: CountsSource, refreshKey?: unknown): Counts {
  const [loaded, setLoaded] = useState<Counts>({});
  const url = typeof source === 'string' ? source : null;
  useEffect(() => {
    if (!url) return;
    let live = true;
    get(url)
      .then((body) => live && setLoaded(toCounts(body)))
      .catch(() => live && setLoaded({}));
    return () => {
      live = false;
    };
  }, [url, refreshKey]);
  if (typeof source === 'string') return loaded;
  return source ?? {};
}

/** The badge number for an id: the count when above 0, else null (no badge). */
export function badgeCount(counts: Counts, id: string): number | null {
  const n = counts[id];
  return typeof n === 'number' && n > 0 ? n : null;
}
