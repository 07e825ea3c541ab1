import { z } from 'zod';
import type { Counts } from '@scriptorium/shared-kit/ui';
import { queryOptions, useQuery } from '@scriptorium/shared-kit/data';
import { quietStreamline } from '../../lib/quietRequest.js';

/** `getMenuCounts` answer: element id → count. */
export const menuCountsSchema = z.record(z.string(), z.number());

/** How often the badges refresh on their own (ms). */
export const COUNTS_REFRESH_MS = 60_000;

/** Cache key of the badge counts; invalidating it reloads them. */
export const MENU_COUNTS_KEY = ['menu-counts'] as const;

/**
 * The signed-in user's menu and tab badge counts (`POST streamline {stream: 'stats', action:
 * 'getMenuCounts'}`), on the app's query cache: reloaded once a minute and whenever `MENU_COUNTS_KEY` is
 * invalidated — a reload asked for while one is on its way cancels it and asks again, so the answer
 * follows the latest change. A background request: it does not count as activity for the session timeout.
 * A failed load keeps the last counts.
 * @see docs/product.md §2 Menus (badges), §7 Streamline calls
 */
export const menuCountsQuery = () =>
  queryOptions({
    queryKey: MENU_COUNTS_KEY,
    queryFn: async (): Promise<Counts> => menuCountsSchema.parse(await quietStreamline('stats', 'getMenuCounts')),
    refetchInterval: COUNTS_REFRESH_MS,
  });

/** The badge counts by element id (see layouts/menus.ts `menuId`); empty until loaded. */
export function useMenuCounts(): Counts {
  return useQuery(menuCountsQuery()).data ?? {};
}
