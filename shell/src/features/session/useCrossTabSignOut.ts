import { useEffect, useLayoutEffect, useRef } from 'react';
import { readToken, sessionStore, STORAGE_KEYS } from '@scriptorium/shared-kit/core';
import { useSignOut } from './useSignOut.js';

/**
 * A sign-out in another tab (its `access_token` removed from storage) signs this tab out too: the
 * session is cleared here without another logout call, with 'logout successful', and the tab goes to the
 * login address. A different token stored by another tab (someone signed in there) reloads this tab so
 * it shows that session.
 * @see docs/product.md §4 Session ("Signing out in one tab signs out the others")
 */
export function useCrossTabSignOut(): void {
  const signOut = useSignOut();
  const signOutRef = useRef(signOut);
  useLayoutEffect(() => {
    signOutRef.current = signOut;
  });
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && e.key !== STORAGE_KEYS.token) return;
      const mine = sessionStore.getState().token;
      const stored = readToken();
      if (!stored && mine) void signOutRef.current({ callApi: false });
      else if (stored && mine && stored !== mine) window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
