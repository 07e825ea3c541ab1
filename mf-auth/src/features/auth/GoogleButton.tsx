import { useState } from 'react';
import { App, Button } from 'antd';
import { errorMessage, post } from '@scriptorium/shared-kit/core';
import { requestGoogleAccessToken } from './googleIdentity.js';
import { useCompleteSignIn } from './useCompleteSignIn.js';

/**
 * 'Continue with Google': gets an access token from Google and signs in with
 * `POST auth/social/google {access_token}`. Failures are toasted (server message or error text).
 * @see spec §2 Layouts, §7 Auth, §8 ("Social login failure")
 */
export function GoogleButton({ clientId, onError }: { clientId: string; onError?: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const complete = useCompleteSignIn();
  const click = async () => {
    setBusy(true);
    try {
      const accessToken = await requestGoogleAccessToken(clientId);
      complete(await post('auth/social/google', { access_token: accessToken }));
    } catch (error) {
      const text = errorMessage(error);
      void message.error(text);
      onError?.(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button block onClick={click} loading={busy}>
      Continue with Google
    </Button>
  );
}
