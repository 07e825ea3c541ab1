import { createElement, Fragment, type ReactNode } from 'react';
import { hasPermission } from '@scriptorium/contracts/core';
import { sessionStore } from '../session/sessionStore.js';

/**
 * Whether the signed-in user holds `permission` (dotted key). Empty requirement → true.
 * @see docs/product.md §6
 */
export function useCan(permission?: string | null): boolean {
  const permissions = sessionStore((s) => s.user?.permissions);
  return hasPermission(permissions, permission);
}

/** Renders `children` only when the user holds `permission`, else `fallback`. @see docs/product.md §6 */
export function Can(props: { permission?: string | null; children: ReactNode; fallback?: ReactNode }) {
  const allowed = useCan(props.permission);
  return createElement(Fragment, null, allowed ? props.children : (props.fallback ?? null));
}
