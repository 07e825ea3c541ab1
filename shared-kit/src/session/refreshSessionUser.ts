import { userSchema, type User } from '@scriptorium/contracts/core';
import { getParsed } from '../api/apiClient.js';
import { readToken, sessionStore } from './sessionStore.js';

/**
 * Reads the signed-in user from `GET auth/user` into the session store: at start (`{ defaults: 1 }`,
 * docs/product.md §4 Session: "On start the user is read from local storage and refreshed from the server"), on
 * opening the profile, after a change to the user's own permissions. A 401 signs out (the API client
 * does that); any other failure keeps the stored user.
 * @returns the fresh user, or null without a token or when the call failed.
 */
export async function refreshSessionUser(params?: Record<string, unknown>): Promise<User | null> {
  if (!readToken()) return null;
  try {
    const user = await getParsed(userSchema, 'auth/user', params);
    sessionStore.getState().setUser(user);
    return user;
  } catch (error) {
    console.warn('Could not refresh the signed-in user', error);
    return null;
  }
}
