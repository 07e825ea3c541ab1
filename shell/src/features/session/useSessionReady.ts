import { useEffect, useState } from 'react';
import {
  applyUserLocale,
  readToken,
  refreshSessionUser,
  runtimeConfigStore,
  sessionStore,
  useSession,
} from '@scriptorium/shared-kit/core';
import { phaseOf, timeoutMs } from './sessionTiming.js';
import { signOut } from './signOut.js';
import { readLastActivity } from './lastActivity.js';

/** Whether the stored session has been idle 60 s or more past the timeout (e.g. a tab reopened the next day). */
export function idleExpired(now = Date.now()): boolean {
  const last = readLastActivity();
  if (last === null) return false;
  return phaseOf(now - last, timeoutMs(runtimeConfigStore.getState().config.sessionTimeoutMinutes)) === 'expired';
}

/**
 * Starts the session once when the shell starts, and tells whether it can be used: true at once when
 * there is no token or a stored user, else after the start. The stored user is refreshed from
 * `GET auth/user?defaults=1` — unless the session sat idle past the timeout and grace, which signs out
 * directly (before the refresh would count as activity). A token whose user can be neither read nor
 * refreshed is dropped (signed out) rather than left hanging. The refreshed user's saved language then
 * becomes the page's (`applyUserLocale`) before the session counts as ready.
 * @see docs/product.md §4 Session ("On start the user is read from local storage and refreshed from the server";
 * "If idle time exceeds the timeout by 60 seconds or more, sign-out happens directly")
 */
export function useSessionReady(): boolean {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => {
    let live = true;
    const start = readToken() && idleExpired() ? signOut() : refreshSessionUser({ defaults: 1 });
    void start.then(async () => {
      const state = sessionStore.getState();
      if (readToken() && !state.user) state.clear();
      // The saved profile language wins over the browser's (changed on another device since: switch now).
      if (readToken() && state.user) await applyUserLocale(state.user);
      if (live) setRefreshed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return !token || !!user || refreshed;
}
