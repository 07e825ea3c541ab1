import { userSchema, type User } from '@scriptorium/contracts/core';
import { get, readToken, sessionStore } from '@scriptorium/shared-kit/core';

/**
 * Refreshes the stored user from `GET auth/user?defaults=1` (spec §4 Session: "On start the user is
 * read from local storage and refreshed from the server"). A 401 clears the session (the API client
 * does that); any other failure keeps the stored user.
 * @returns the fresh user, or null when there is no token or the call failed.
 */
export async function refreshUser(): Promise<User | null> {
  if (!readToken()) return null;
  try {
    const user = userSchema.parse(await get('auth/user', { defaults: 1 }));
    sessionStore.getState().setUser(user);
    return user;
  } catch (error) {
    console.warn('Could not refresh the signed-in user', error);
    return null;
  }
}
