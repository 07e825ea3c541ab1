import { createElement, Fragment, type ReactNode } from 'react';
import { hasPermission, type PermissionKey } from '@scriptorium/contracts/core';
import { sessionStore } from '../session/sessionStore.js';

/**
 * A permission argument of type `K`: a key of the permission registry (`PermissionKey`). A string
 * literal that is no key fails to compile; a `string` only known at run time is taken as kit 2.0 took
 * it (nobody holds a string that is no key).
 */
export type PermissionArg<K extends string> = K & (string extends K ? string : PermissionKey);

/**
 * A permission a table column or row action may require: a `PermissionKey` (offered as you type), or
 * a `string` as kit 2.0 took it (nobody holds a string that is no key).
 */
export type PermissionRequirement = PermissionKey | (string & Record<never, never>);

/**
 * Whether the signed-in user holds `permission` (a key of the permission registry, see
 * {@link PermissionArg}). Empty requirement → true.
 * @see docs/product.md §6
 */
export function useCan<K extends string>(permission?: PermissionArg<K> | null): boolean {
  const permissions = sessionStore((s) => s.user?.permissions);
  return hasPermission(permissions, permission);
}

/** Renders `children` only when the user holds `permission`, else `fallback`. @see docs/product.md §6 */
export function Can<K extends string>(props: {
  permission?: PermissionArg<K> | null;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const allowed = useCan(props.permission);
  return createElement(Fragment, null, allowed ? props.children : (props.fallback ?? null));
}
