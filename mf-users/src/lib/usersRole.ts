import { ROLE_PLURALS, type Role } from '@scriptorium/contracts/core';

/** The plural route segment of each role (`/users/{plural}`). */
export const ROLE_SEGMENT: Record<Role, string> = { client: 'clients', admin: 'admins', writer: 'writers' };

/** The role named by a `/users/{role}` segment or a `?role=` query: plural or singular; null otherwise. */
export function roleFromSegment(segment: string | null | undefined): Role | null {
  if (!segment) return null;
  // Own keys only: `/users/constructor` names no role.
  if (Object.hasOwn(ROLE_PLURALS, segment)) return ROLE_PLURALS[segment];
  return segment === 'client' || segment === 'admin' || segment === 'writer' ? segment : null;
}
