import { post, sessionStore } from '@scriptorium/shared-kit/core';
import { readShConfig } from './shConfig.js';

/** Where signed-out visitors of a protected page sign in (with `?redirect=`): docs/product.md §2 "Login url /sh-auth". */
export const LOGIN_PATH = '/sh-auth';

/**
 * Signs out: POSTs the logout endpoint (ShConfig.logoutApiEndpoint, default `auth/logout`), then clears
 * access_token, user and last_activity — also when the call fails. `callApi: false` only clears (another
 * tab already signed out and revoked the token).
 * @see docs/product.md §4 Session
 */
export async function signOut({ callApi = true }: { callApi?: boolean } = {}): Promise<void> {
  try {
    if (callApi) await post(readShConfig().logoutApiEndpoint);
  } catch (error) {
    console.warn('Logout call failed; clearing the session anyway', error);
  } finally {
    sessionStore.getState().clear();
  }
}
