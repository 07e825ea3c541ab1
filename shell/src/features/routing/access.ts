import { effectiveRole, hasPermission, matchRoute, ROLE_HOME, type RouteEntry, type User } from '@scriptorium/contracts/core';
import { LOGIN_PATH } from '../session/signOut.js';

/** What the shell does with a URL for the current user. */
export type Access =
  | { kind: 'allow' }
  /** Signed out on a protected route: go to the login page with `redirect` back. */
  | { kind: 'sign-in'; to: string }
  /** Signed in with the wrong role: go to the role's own page. */
  | { kind: 'redirect'; to: string }
  /** Signed in without the route's permission. */
  | { kind: 'forbidden' };

/** Whether only signed-out people use this route (the auth pages). */
export function isAuthOnly(entry: RouteEntry): boolean {
  return entry.roles.every((r) => r === 'guest');
}

/** `/sh-auth?redirect=<target>` for a signed-out visit to `target`. */
export function signInUrl(target: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** A writer opening an `/orders/...` URL goes to its `/writer/orders/...` twin when one exists (spec §6). */
function writerTwin(pathname: string): string | undefined {
  if (!pathname.startsWith('/orders/')) return undefined;
  const twin = `/writer${pathname}`;
  return matchRoute(twin)?.roles.includes('writer') ? twin : undefined;
}

/**
 * Decides whether `user` may open `entry` at `pathname + search`.
 * Signed-out people reach guest routes only; auth pages stay open to signed-in users (they show
 * 'You are signed in as {name}' and move on); a role the route does not list goes to its role home
 * (writers to the writer twin of an order URL); a missing permission is forbidden.
 * @see spec §2 Routes, §6 Roles and permissions
 */
export function accessFor(entry: RouteEntry, user: User | null, target: string): Access {
  if (!user) return entry.roles.includes('guest') ? { kind: 'allow' } : { kind: 'sign-in', to: signInUrl(target) };
  if (isAuthOnly(entry)) return { kind: 'allow' };
  const role = effectiveRole(user.role);
  if (!entry.roles.includes(role)) {
    const pathname = target.split('?')[0];
    return { kind: 'redirect', to: (role === 'writer' && writerTwin(pathname)) || ROLE_HOME[role] };
  }
  if (!hasPermission(user.permissions, entry.permission)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}
