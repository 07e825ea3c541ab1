import { useState } from 'react';
import { Button } from 'antd';
import { errorMessage, post, useFeedback, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { requestGoogleAccessToken } from './googleIdentity.js';
import { useCompleteSignIn } from './useCompleteSignIn.js';
import { AUTH_PATHS } from './api.js';

/**
 * 'Continue with Google': gets an access token from Google and signs in with
 * `POST auth/social/google {access_token}`. Failures are toasted (server message or error text).
 * @see docs/product.md §2 Layouts, §7 Auth, §8 ("Social login failure")
 */
export function GoogleButton({ clientId, onError }: { clientId: string; onError?: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const { toast } = useFeedback();
  const complete = useCompleteSignIn();
  const t = useT(catalog);
  const click = async () => {
    setBusy(true);
    try {
      const accessToken = await requestGoogleAccessToken(clientId);
      complete(await post(AUTH_PATHS.google, { access_token: accessToken }));
    } catch (error) {
      const text = errorMessage(error);
      toast.error(text);
      onError?.(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button block onClick={click} loading={busy}>
      {t('auth.login.google')}
    </Button>
  );
}
