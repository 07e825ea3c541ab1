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
 * timeout. A refresh asked for while one is on its way runs once more after it (the first may have
 * been answered before the change it was asked for), however many were asked for meanwhile.
 * @see spec §2 Menus (badges), §7 Streamline calls
 */
export const menuCountsStore = create<MenuCountsState>((set) => {
  let inFlight: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  const load = (): Promise<void> =>
    quietStreamline('stats', 'getMenuCounts')
      .then((body) => set({ counts: menuCountsSchema.parse(body) }))
      .catch((error: unknown) => console.warn('Could not load the menu counts', error));
  return {
    counts: {},
    reset: () => set({ counts: {} }),
    refresh: () => {
      if (inFlight) {
        again ??= inFlight.then(() => {
          again = null;
          inFlight = load().finally(() => (inFlight = null));
          return inFlight;
        });
        return again;
      }
      inFlight = load().finally(() => (inFlight = null));
      return inFlight;
    },
  };
});
