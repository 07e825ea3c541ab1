import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
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
 * @see docs/product.md §4 Session, §2 Layouts (client: "Logout redirects to / after 2 s"), §8 ('logout successful')
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  return useCallback(
    async ({ to, delayMs = 0, callApi = true }: SignOutOptions = {}) => {
      const target = to ?? loginAddress();
      // 'Redirecting...' shows until the page at `target` renders (ShellRoot clears this), so the page being
      // left never sends the signed-out visitor to the sign-in page with a return-to target first.
      leavingStore.getState().set(target.split('?')[0]);
      await signOut({ callApi });
      toast.success(catalog.t('shell.session.signed_out'));
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (/^https?:\/\//.test(target)) window.location.assign(target);
      else await navigate(target, { replace: true });
    },
    [navigate, toast],
  );
}
