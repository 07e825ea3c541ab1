import {
  effectiveRole,
  hasPermission,
  matchRoute,
  orderAreaStatuses,
  WRITER_ORDER_AREAS,
  type Route,
  type User,
} from '@scriptorium/contracts/core';
import { LOGIN_PATH } from '../../features/session/signOut.js';

/** What the shell does with a URL for the current user. */
export type Access =
  | { kind: 'allow' }
  /** Signed out on a protected route: go to the login page with `redirect` back. */
  | { kind: 'sign-in'; to: string }
  /** A writer on an order URL: go to its writer twin. */
  | { kind: 'redirect'; to: string }
  /** Signed in with a role the route does not list, or without the route's permission. */
  | { kind: 'forbidden' };

/** Whether only signed-out people use this route (the auth pages). */
export function isAuthOnly(entry: Route): boolean {
  return entry.roles.every((r) => r === 'guest');
}

/** `/sh-auth?redirect=<target>` for a signed-out visit to `target`. */
export function signInUrl(target: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * A writer opening an `/orders/...` URL goes to its `/writer/orders/...` twin when that twin is a real
 * page (docs/product.md §6): the same screen under `/writer`, or a writer order area that exists — `/orders/new`
 * has no twin (`/writer/orders/new` would only say 'Page not found').
 */
function writerTwin(pathname: string): string | undefined {
  if (!pathname.startsWith('/orders/')) return undefined;
  const twin = `/writer${pathname}`;
  const entry = matchRoute(twin);
  if (!entry?.roles.includes('writer')) return undefined;
  if (entry.path === '/writer/orders/:mainStatus/*')
    return orderAreaStatuses(WRITER_ORDER_AREAS, pathname.split('/')[2]) ? twin : undefined;
  return twin;
}

/**
 * Decides whether `user` may open `entry` at `pathname + search`.
 * Signed-out people reach guest routes only; auth pages stay open to signed-in users (they show
 * 'You are signed in as {name}' and move on); a writer on an order URL goes to its writer twin; any
 * other role the route does not list, and a missing permission, see '403 Not Allowed' (a silent
 * redirect or 'Page not found' would tell them nothing).
 * @see docs/product.md §2 Routes, §6 Roles and permissions
 */
export function accessFor(entry: Route, user: User | null, target: string): Access {
  if (!user) return entry.roles.includes('guest') ? { kind: 'allow' } : { kind: 'sign-in', to: signInUrl(target) };
  if (isAuthOnly(entry)) return { kind: 'allow' };
  const role = effectiveRole(user.role);
  if (!entry.roles.includes(role)) {
    const twin = role === 'writer' ? writerTwin(target.split('?')[0]) : undefined;
    return twin
      ? { kind: 'redirect', to: twin + (target.includes('?') ? target.slice(target.indexOf('?')) : '') }
      : { kind: 'forbidden' };
  }
  if (!hasPermission(user.permissions, entry.permission)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}
