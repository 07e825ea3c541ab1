import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readToken, runtimeConfigStore, useSession } from '@scriptorium/shared-kit/core';
import { readLastActivity, writeLastActivity } from './lastActivity.js';
import { createSessionWatch, type SessionWatch } from './sessionTiming.js';
import { useSignOut } from './useSignOut.js';

/** What the session dialog needs. */
export interface SessionTimeout {
  /** Epoch ms when the countdown ends while the warning shows; null otherwise. */
  deadline: number | null;
  /** 'Stay signed in'. */
  stay: () => void;
  /** 'Sign out now!'. */
  signOutNow: () => void;
}

/**
 * Runs the idle-session watch (see sessionTiming.ts) while a token is stored, with the timeout of
 * `GET /api/config`. Re-checks at once when another tab writes to storage (its activity, its 'Stay signed
 * in') and when this tab becomes visible again (browsers slow timers in hidden tabs). Expiry signs out to
 * the login address with 'logout successful'.
 * @see docs/product.md §4 Session, §9
 */
export function useSessionTimeout(): SessionTimeout {
  const token = useSession((s) => s.token);
  const minutes = runtimeConfigStore((s) => s.config.sessionTimeoutMinutes);
  const signOut = useSignOut();
  const signOutRef = useRef(signOut);
  useLayoutEffect(() => {
    signOutRef.current = signOut;
  });
  const [deadline, setDeadline] = useState<number | null>(null);
  const watchRef = useRef<SessionWatch | null>(null);

  useEffect(() => {
    if (!token) return;
    const watch = createSessionWatch({
      timeoutMinutes: minutes,
      readLastActivity,
      writeLastActivity,
      hasToken: () => readToken() !== null,
      onChange: (state) => setDeadline(state.phase === 'warning' ? state.deadline : null),
      onExpire: () => {
        setDeadline(null);
        void signOutRef.current();
      },
    });
    watchRef.current = watch;
    const recheck = () => watch.check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') watch.check();
    };
    window.addEventListener('storage', recheck);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      watch.stop();
      watchRef.current = null;
      setDeadline(null);
      window.removeEventListener('storage', recheck);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, minutes]);

  return {
    deadline,
    stay: () => watchRef.current?.stay(),
    signOutNow: () => {
      watchRef.current?.stop();
      setDeadline(null);
      void signOutRef.current();
    },
  };
}
