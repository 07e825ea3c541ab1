import { effectiveRole, type Route, type User } from '@scriptorium/contracts/core';
import { isAuthOnly } from '../routing/access.js';

/** The four page frames of docs/product.md §2 Layouts. */
export type LayoutKind = 'auth' | 'guest' | 'client' | 'admin';

/**
 * Which layout frames a URL: the auth pages use the auth layout; a signed-out visitor of a guest
 * route (/orders/new) the guest layout; a client the client layout; anyone else signed in (admin,
 * writer) the admin/writer shell. Signed-out visits to protected routes use the auth layout while
 * they are redirected.
 * @see docs/product.md §2 Layouts
 */
export function layoutFor(entry: Route | undefined, user: User | null): LayoutKind {
  if (entry && isAuthOnly(entry)) return 'auth';
  if (!user) return entry?.roles.includes('guest') ? 'guest' : 'auth';
  return effectiveRole(user.role) === 'client' ? 'client' : 'admin';
}
