import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { authResponse } from '@scriptorium/contracts/core';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { redirectTarget } from './redirectTarget.js';

/**
 * Finishes any sign-in (login, register, Google): parses the `{token, user}` response, stores it in
 * the session store, toasts 'Authentication successful' and goes to the redirect target or `/` (which
 * sends the user to their role's home).
 * @throws ZodError when the response is not an auth response.
 * @see spec §2 Routes, §7 Auth, §8 success messages
 */
export function useCompleteSignIn(): (response: unknown) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { message } = App.useApp();
  return useCallback(
    (response: unknown) => {
      const { token, user } = authResponse.parse(response);
      sessionStore.getState().signIn(token, user);
      void message.success('Authentication successful');
      navigate(redirectTarget(search) ?? '/', { replace: true });
    },
    [message, navigate, search],
  );
}
