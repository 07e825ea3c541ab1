import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { COUNTS_CHANGED_EVENT } from '@scriptorium/shared-kit/core';
import { menuCountsStore } from '../../lib/menuCountsStore.js';

/** How often the badges refresh on their own (ms). */
export const COUNTS_REFRESH_MS = 60_000;

/**
 * Keeps the badge counts fresh while signed in: on mount, after every navigation (a screen may have just
 * changed what is counted), when a screen announces a change (`announceCountsChanged`) and once a
 * minute. Realtime events refresh them too (useNotificationFeed).
 */
export function useMenuCountsRefresh(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void menuCountsStore.getState().refresh();
  }, [pathname]);
  useEffect(() => {
    const refresh = () => void menuCountsStore.getState().refresh();
    const id = setInterval(refresh, COUNTS_REFRESH_MS);
    window.addEventListener(COUNTS_CHANGED_EVENT, refresh);
    return () => {
      clearInterval(id);
      window.removeEventListener(COUNTS_CHANGED_EVENT, refresh);
      menuCountsStore.getState().reset();
    };
  }, []);
}
