import type { ComponentType } from 'react';
import {
  effectiveRole,
  routeListOf,
  type RemoteName,
  type Role,
  type RoutePopupMeta,
  type ScreenId,
  type User,
} from '@scriptorium/contracts/core';

/**
 * How a route opens as a pop-up over its parent instead of replacing the page (the route table's
 * `popup`). @see docs/product.md §2 (Pop-ups), docs/product.md §R5 Tabs and pop-ups
 */
export type PopupMeta = RoutePopupMeta;

/** A screen's loader: `() => import('./features/x/X.js')`, the module default-exporting the screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * A remote's screens by route id: one loader for each screen the route table (`contracts` `ROUTES`)
 * gives remote `N`, and no other key — an id the table lacks or gives another remote fails to compile.
 * Paths, roles, permissions, titles, pop-ups and menus are the table's.
 */
export type ScreenMap<N extends RemoteName> = { [Id in ScreenId<N>]: ScreenLoader };

/**
 * One route a remote renders, in the shape shells before kit 2.1 read (a remote now declares
 * `screens` and derives this list with `routeListOf` of contracts). Paths are absolute react-router
 * patterns (`/orders/order/:id/*`). Exactly one of `Component` or `lazy` is given; `lazy` keeps each
 * screen in its own chunk. A path may appear once per role with a screen for each (`/orders`: the
 * client's cards, the admin's table), so each role's first screen loads without the others' (see `routesFor`).
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
  /**
   * Its screens by route id (a {@link ScreenMap}); the shell takes every other fact of a route from the
   * route table. Absent in remotes built before kit 2.1, which give `routes` only.
   */
  screens?: Readonly<Partial<Record<string, ScreenLoader>>>;
  /** Its routes as a list: what shells before kit 2.1 render (a remote with `screens` derives it with `routeListOf`). */
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

const derived = new WeakMap<object, RemoteRoute[]>();

/**
 * The routes a loaded remote renders, whichever shape it exports: from a screen map, the route table's
 * screens of that remote in the map's order, each with its loader (ids this table does not give the
 * remote are left out); from a remote built before screen maps, its own `routes` list as it is.
 * The same remote object always gives the same list (and route objects), so screens keyed by route stay put.
 */
export function remoteRoutes(remote: Pick<RemoteModule, 'name' | 'screens' | 'routes'>): RemoteRoute[] {
  if (!remote.screens) return remote.routes;
  let routes = derived.get(remote);
  if (!routes) derived.set(remote, (routes = routeListOf(remote.name, remote.screens)));
  return routes;
}
