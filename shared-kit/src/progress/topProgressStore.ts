import { create } from 'zustand';

/** State of {@link topProgressStore}. */
export interface TopProgressState {
  /** How many loads (route chunks, remotes) are under way. */
  pending: number;
  start: () => void;
  done: () => void;
}

/**
 * Counts loads under way; the thin top bar shows while the count is above 0.
 * Routes and remotes count here while they load, so a slow load shows the bar instead of a page that
 * seems stuck.
 */
export const topProgressStore = create<TopProgressState>((set) => ({
  pending: 0,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  done: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));

/**
 * Marks one load under way; call the returned function when it ends (calling it twice is harmless).
 * @example const end = startTopProgress(); await loadRemote(); end();
 */
export function startTopProgress(): () => void {
  topProgressStore.getState().start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    topProgressStore.getState().done();
  };
}
