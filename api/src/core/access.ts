/**
 * Route access rules: who may call a route, declared once per route (`config: { access }`) and enforced
 * by plugins/app/access.ts before anything else runs; services that list what a caller may do
 * (streamline, the settings registry) ask the same {@link isAllowed}.
 *
 *   'public'                                          anyone
 *   'user'                                            any signed-in user
 *   { roles: ['admin'], permission: 'orders.order.assign_writer' }
 *
 * @see docs/product.md §6 Roles and permissions; docs/architecture.md API (access on the server)
 */
import { effectiveRole, hasPermission, type PermissionKey, type Role } from '@scriptorium/contracts/core';
import type { AuthUser } from './auth/current-user.js';

/** Who may call a route. Roles are effective roles (any stored role other than client/writer is admin). */
export type RouteAccess = 'public' | 'user' | { roles?: readonly Role[]; permission?: PermissionKey };

/** Whether `user` passes `access` (true for public; false for a guest on anything else). */
export function isAllowed(access: RouteAccess, user: AuthUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'user') return true;
  if (access.roles?.length && !access.roles.includes(effectiveRole(user.role))) return false;
  return hasPermission(user.permissions, access.permission);
}
