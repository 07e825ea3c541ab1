import { post, readToken, sessionStore } from '@scriptorium/shared-kit/core';
import { readShConfig } from './shConfig.js';

/** Where signed-out visitors of a protected page sign in (with `?redirect=`): docs/product.md §2 "Login url /sh-auth". */
export const LOGIN_PATH = '/sh-auth';

/**
 * Signs out: clears access_token, user and last_activity, then POSTs the logout endpoint
 * (ShConfig.logoutApiEndpoint, default `auth/logout`) with the token it had; a failed call is only
 * logged. `callApi: false` only clears (another tab already signed out and revoked the token).
 *
 * Clearing comes first so that the other tabs learn of the sign-out (the storage event) before the server
 * revokes the token: a tab that met the revocation first (a 401, the socket refused) would send its
 * visitor to the sign-in page with a way back instead of following this sign-out.
 * @see docs/product.md §4 Session
 */
export async function signOut({ callApi = true }: { callApi?: boolean } = {}): Promise<void> {
  const token = readToken();
  sessionStore.getState().clear();
  if (!callApi || !token) return;
  try {
    await post(readShConfig().logoutApiEndpoint, undefined, { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    console.warn('Logout call failed; the session is cleared anyway', error);
  }
}
