import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@scriptorium/shared-kit';
import { leavingStore } from './leavingStore.js';
import { loginAddress } from './shConfig.js';
import { signOut } from './signOut.js';

/** How a sign-out ends. */
export interface SignOutOptions {
  /** Where to go afterwards (default: the login address, `/auth/login`). */
  to?: string;
  /** Wait this long before going there (the client layout's Log Out waits 2000 ms). */
  delayMs?: number;
  /** False when another tab already signed out: clear only, no logout call. */
  callApi?: boolean;
}

/**
 * A callback that signs out (logout call, session cleared even if it fails), toasts 'logout successful'
 * and goes to the login address — or `to` after `delayMs`.
 * @see spec §4 Session, §2 Layouts (client: "Logout redirects to / after 2 s"), §8 ('logout successful')
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  return useCallback(
    async ({ to, delayMs = 0, callApi = true }: SignOutOptions = {}) => {
      leavingStore.getState().set(true);
      await signOut({ callApi });
      toast.success('logout successful');
      const go = () => {
        navigate(to ?? loginAddress(), { replace: true });
        leavingStore.getState().set(false);
      };
      if (delayMs > 0) setTimeout(go, delayMs);
      else go();
    },
    [navigate, toast],
  );
}
