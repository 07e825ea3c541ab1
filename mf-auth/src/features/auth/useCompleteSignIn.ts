import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authResponse } from '@scriptorium/contracts/core';
import { applyUserLocale, sessionStore, useFeedback } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { redirectTarget } from './redirectTarget.js';

/**
 * Finishes any sign-in (login, register, Google): parses the `{token, user}` response, stores it in
 * the session store, switches the page to the user's saved language (`applyUserLocale`), toasts
 * 'Authentication successful' in it (the kit's toast: top-right, 2000 ms, progress bar) and goes to the redirect target or `/` (which
 * sends the user to their role's home).
 * @throws ZodError when the response is not an auth response.
 * @see docs/product.md §2 Routes, §7 Auth, §8 success messages, §9 (toasts)
 */
export function useCompleteSignIn(): (response: unknown) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { toast } = useFeedback();
  return useCallback(
    (response: unknown) => {
      const { token, user } = authResponse.parse(response);
      sessionStore.getState().signIn(token, user);
      // The language saved on the profile wins over the one this browser chose before signing in.
      void applyUserLocale(user).then(() => toast.success(catalog.t('auth.login.success')));
      navigate(redirectTarget(search) ?? '/', { replace: true });
    },
    [toast, navigate, search],
  );
}
