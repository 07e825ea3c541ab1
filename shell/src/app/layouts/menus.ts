import {
  effectiveRole,
  hasPermission,
  matchRoute,
  menuLinksOf,
  type Role,
  type User,
} from '@scriptorium/contracts/core';
import type { NavMenuItem } from '@scriptorium/shared-kit/ui';

/** One sidebar / top-bar entry: a link (`path`) or a group of links (`children`). */
export interface MenuEntry {
  label: string;
  path?: string;
  children?: MenuEntry[];
  /**
   * Shown only to a user holding at least one of these (an area whose route names no permission but
   * whose every tab needs one: Settings would open on '403 Not Allowed').
   */
  anyOf?: readonly string[];
}

/**
 * The element id of a menu path, the key of its badge count in `getMenuCounts`: the path without its
 * leading `/` and `/tab/…`, with `/` and `-` as `_` (`/orders/under_review/tab/under_review` →
 * `orders_under_review`, `/payments/withdrawals` → `payments_withdrawals`). The API builds the same ids
 * (api/src/services/dashboard/menu-counts.ts).
 */
export function menuId(path: string): string {
  return path
    .replace(/\/tab\/.*$/, '')
    .replace(/^\/+/, '')
    .replace(/[/-]/g, '_');
}

/** A group's element id (`group_orders`); groups have no count of their own. */
export function groupId(label: string): string {
  return `group_${label.toLowerCase().replace(/\W+/g, '_')}`;
}

const link = (label: string, path: string, anyOf?: readonly string[]): MenuEntry => ({
  label,
  path,
  ...(anyOf ? { anyOf } : {}),
});

/**
 * `role`'s menu from the route table's menu links (`menuLinksOf`): links in their order, those naming a
 * group gathered under it where its first link sits (admin "Orders": All Orders, Quotes, …).
 */
function menuOf(role: Role): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groups = new Map<string, MenuEntry[]>();
  for (const l of menuLinksOf(role)) {
    const entry = link(l.label, l.to, l.anyOf);
    if (!l.group) entries.push(entry);
    else if (groups.has(l.group)) groups.get(l.group)!.push(entry);
    else {
      const children = [entry];
      groups.set(l.group, children);
      entries.push({ label: l.group, children });
    }
  }
  return entries;
}

/** docs/product.md §2 Menus, per role, as the route table places its routes. */
export const MENUS: Record<Role, MenuEntry[]> = {
  client: menuOf('client'),
  writer: menuOf('writer'),
  admin: menuOf('admin'),
};

/** Whether `user` may open `path`: its route lists the user's role and the user holds its permission. */
export function mayOpen(path: string, user: User): boolean {
  const route = matchRoute(path.split('?')[0]);
  if (!route) return false;
  return route.roles.includes(effectiveRole(user.role)) && hasPermission(user.permissions, route.permission);
}

/**
 * The menu of `user`'s role with every entry the user may not open removed (groups left empty are
 * dropped). Permissions come from the route table, and an entry's `anyOf` (Settings: a settings
 * permission). @see docs/product.md §2 Menus, §6
 */
export function menuFor(user: User): MenuEntry[] {
  const filter = (entries: MenuEntry[]): MenuEntry[] =>
    entries.flatMap((e) => {
      if (e.children) {
        const children = filter(e.children);
        return children.length ? [{ ...e, children }] : [];
      }
      const held = !e.anyOf || e.anyOf.some((p) => hasPermission(user.permissions, p));
      return e.path && held && mayOpen(e.path, user) ? [e] : [];
    });
  return filter(MENUS[effectiveRole(user.role)]);
}

/**
 * The kit NavMenu items of `entries`, each with its element id (see {@link menuId}: from the English
 * label and path, so badge keys stay as they are in every language) and its label as `label` shows it
 * (the layouts translate: `menuLabel`; by default the route table's English).
 */
export function navItems(entries: MenuEntry[], label: (english: string) => string = (l) => l): NavMenuItem[] {
  return entries.map((e) =>
    e.children
      ? { id: groupId(e.label), label: label(e.label), children: navItems(e.children, label) }
      : { id: menuId(e.path ?? e.label), label: label(e.label), path: e.path },
  );
}
