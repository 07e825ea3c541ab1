import { useEffect, useState } from 'react';
import { readToken, sessionStore, useSession } from '@scriptorium/shared-kit';
import { refreshUser } from './refreshUser.js';

/**
 * Refreshes the signed-in user once when the shell starts, and tells whether the session can be
 * used: true at once when there is no token or a stored user, else after the refresh. A token whose
 * user can be neither read nor refreshed is dropped (signed out) rather than left hanging.
 * @see spec §4 Session ("On start the user is read from local storage and refreshed from the server")
 */
export function useSessionReady(): boolean {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => {
    let live = true;
    void refreshUser().then(() => {
      const state = sessionStore.getState();
      if (readToken() && !state.user) state.clear();
      if (live) setRefreshed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return !token || !!user || refreshed;
}
