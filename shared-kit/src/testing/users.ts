/**
 * Test helpers: the users of component tests and signing them in. Test-only; never imported by
 * production code.
 */
import { ALL_PERMISSIONS, type Role, type User } from '@scriptorium/contracts/core';
import { sessionStore } from '../session/sessionStore.js';

/** Ids of the test users by role (`makeUser`, `signInAs`). */
export const TEST_USER_IDS: Record<Role, number> = { admin: 1, client: 2, writer: 3 };

const NAMES: Record<Role, string> = { admin: 'Ada Admin', client: 'Chris Client', writer: 'Wanjiru Writer' };

/** A user of `role` as `GET auth/user` returns it, without permissions unless `overrides` give some. */
export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: TEST_USER_IDS[role],
    name: NAMES[role],
    email: `${role}@example.com`,
    phone: null,
    profile_picture: null,
    role,
    permissions: [],
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Signs in `makeUser(role)` holding `permissions` (admins: every permission unless given), as the
 * sign-in page would; returns the user.
 */
export function signInAs(
  role: Role,
  permissions: string[] = role === 'admin' ? ALL_PERMISSIONS : [],
  overrides: Partial<User> = {},
): User {
  const user = makeUser(role, { permissions, ...overrides });
  sessionStore.getState().signIn('test-token', user);
  return user;
}

/** Signs out (a guest). */
export function signOut(): void {
  sessionStore.getState().clear();
}
