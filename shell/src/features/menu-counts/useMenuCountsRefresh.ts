import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { menuCountsStore } from '../../lib/menuCountsStore.js';

/** How often the badges refresh on their own (ms). */
export const COUNTS_REFRESH_MS = 60_000;

/**
 * Keeps the badge counts fresh while signed in: on mount, after every navigation (a screen may have just
 * changed what is counted) and once a minute. Realtime events refresh them too (useNotificationFeed).
 */
export function useMenuCountsRefresh(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void menuCountsStore.getState().refresh();
  }, [pathname]);
  useEffect(() => {
    const id = setInterval(() => void menuCountsStore.getState().refresh(), COUNTS_REFRESH_MS);
    return () => {
      clearInterval(id);
      menuCountsStore.getState().reset();
    };
  }, []);
}
