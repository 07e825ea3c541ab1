import type { ComponentType } from 'react';
import { effectiveRole, type RemoteName, type Role, type User } from '@scriptorium/contracts/core';

/**
 * How a route opens as a pop-up over its parent instead of replacing the page.
 * @see docs/product.md §2 (Pop-ups), docs/product.md §R5 Tabs and pop-ups
 */
export interface PopupMeta {
  popup: 'modal' | 'side';
  /** Side panel edge (side pop-ups). */
  position?: 'left' | 'right' | 'top' | 'bottom';
  /** Width: 'sm' | 'md' | 'lg' | 'xl' or a CSS width. */
  size?: string;
  title?: string;
  /** The path the pop-up returns to on close (defaults to the route's parent path). */
  parent?: string;
}

/**
 * One route a remote renders. Paths are absolute react-router patterns (`/orders/order/:id/*`).
 * Exactly one of `Component` or `lazy` is given; `lazy` keeps each screen in its own chunk. A path may
 * appear once per role with a screen for each (`/orders`: the client's cards, the admin's table), so
 * each role's first screen loads without the others' (see `routesFor`).
 */
export interface RemoteRoute {
  path: string;
  Component?: ComponentType;
  lazy?: () => Promise<{ default: ComponentType }>;
  /** Roles that may open it (omitted: any signed-in role). */
  roles?: (Role | 'guest')[];
  /** Permission key required (docs/product.md §6); empty = always allowed. */
  permission?: string;
  /** Breadcrumb title of this route's last segment. */
  title?: string;
  popup?: PopupMeta;
}

/**
 * What every remote exposes as `./routes` (default export).
 * The shell loads it through the federation runtime on the first visit to a route the remote owns.
 * @see docs/architecture.md Composition at run time
 */
export interface RemoteModule {
  name: RemoteName;
  /** Human name of the area, as in "{Area} is unavailable right now". */
  area: string;
  routes: RemoteRoute[];
  /** Screens that query pop-ups may open by name (`?popup=modal&comp=Name`). */
  popupComponents?: Record<string, ComponentType>;
}

/**
 * The routes to render for `user` (null: a guest): where several routes share a path, the one naming the
 * user's role (as the UI knows it, `effectiveRole`; a route naming none suits every signed-in role), else
 * the first; a path with one route keeps it whoever the user is — who may open a URL is the shell's
 * decision (an auth page shows a signed-in user who they are).
 */
export function routesFor(routes: RemoteRoute[], user: User | null): RemoteRoute[] {
  const role = user ? effectiveRole(user.role) : 'guest';
  const suits = (r: RemoteRoute) => (r.roles ? r.roles.includes(role) : role !== 'guest');
  return routes.filter((route) => {
    const same = routes.filter((r) => r.path === route.path);
    return same.length === 1 || (same.find(suits) ?? same[0]) === route;
  });
}
