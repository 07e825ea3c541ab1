import { post, sessionStore } from '@scriptorium/shared-kit';

/** Where sign-out sends the browser (spec §2: login url /sh-auth). */
export const LOGIN_PATH = '/sh-auth';

/**
 * Signs out: POSTs `auth/logout`, then clears access_token, user and last_activity — also when the
 * call fails (spec §4 Session).
 */
export async function signOut(): Promise<void> {
  try {
    await post('auth/logout');
  } catch (error) {
    console.warn('Logout call failed; clearing the session anyway', error);
  } finally {
    sessionStore.getState().clear();
  }
}
