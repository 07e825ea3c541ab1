import { create } from 'zustand';
import { z } from 'zod';
import type { Counts } from '@scriptorium/shared-kit/ui';
import { quietStreamline } from './quietRequest.js';

/** `getMenuCounts` answer: element id → count. */
export const menuCountsSchema = z.record(z.string(), z.number());

interface MenuCountsState {
  /** Badge counts by element id (see layouts/menus.ts `menuId`). Empty until loaded. */
  counts: Counts;
  /** Reloads the counts (`stats` stream, `getMenuCounts`); a failure keeps the last counts. */
  refresh: () => Promise<void>;
  /** Forgets the counts (sign-out). */
  reset: () => void;
}

/**
 * The signed-in user's menu and tab badge counts, from `POST streamline {stream: 'stats', action:
 * 'getMenuCounts'}`. Loaded as a background request: it does not count as activity for the session
 * timeout. Concurrent refreshes share one request.
 * @see spec §2 Menus (badges), §7 Streamline calls
 */
export const menuCountsStore = create<MenuCountsState>((set) => {
  let inFlight: Promise<void> | null = null;
  return {
    counts: {},
    reset: () => set({ counts: {} }),
    refresh: () => {
      inFlight ??= quietStreamline('stats', 'getMenuCounts')
        .then((body) => set({ counts: menuCountsSchema.parse(body) }))
        .catch((error: unknown) => console.warn('Could not load the menu counts', error))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
});
