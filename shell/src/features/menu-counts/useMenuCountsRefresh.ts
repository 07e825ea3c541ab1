import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { COUNTS_CHANGED_EVENT } from '@scriptorium/shared-kit/core';
import { useInvalidate } from '@scriptorium/shared-kit/data';
import { MENU_COUNTS_KEY } from './menuCountsQuery.js';

/**
 * Keeps the badge counts fresh while signed in: after every navigation (a screen may have just changed
 * what is counted) and when a screen announces a change (`announceCountsChanged`); the query reloads them
 * once a minute itself (`menuCountsQuery`). Realtime events reload them too (useNotificationFeed).
 */
export function useMenuCountsRefresh(): void {
  const { pathname } = useLocation();
  const invalidate = useInvalidate();
  // The first load is the query's own; each later page reloads the counts.
  const counted = useRef(pathname);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    void invalidate(MENU_COUNTS_KEY);
  }, [pathname, invalidate]);
  useEffect(() => {
    const refresh = () => void invalidate(MENU_COUNTS_KEY);
    window.addEventListener(COUNTS_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(COUNTS_CHANGED_EVENT, refresh);
  }, [invalidate]);
}
