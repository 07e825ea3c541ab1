import { useState, type MouseEvent, type ReactNode } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hasPermission } from '@scriptorium/contracts/core';
import { sessionStore } from '../session/sessionStore.js';
import { badgeCount, useCounts, type Counts, type CountsSource } from './useCounts.js';

/** One menu entry. */
export interface NavMenuItem {
  /** Element id; the key of its count in the counts object. */
  id: string;
  label: string;
  /** Where it navigates; entries with children may omit it. */
  path?: string;
  icon?: ReactNode;
  /** Permission key needed (docs/product.md §6); empty = always shown. */
  permission?: string;
  children?: NavMenuItem[];
}

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  items: NavMenuItem[];
  /** Badge counts: an object, or a URL returning `{elementId: count}`. */
  counts?: CountsSource;
  /** Changing it reloads counts from a URL. */
  countsKey?: unknown;
  mode?: MenuProps['mode'];
  theme?: MenuProps['theme'];
  /** Called after a navigation (e.g. to close a mobile drawer). */
  onNavigate?: (path: string) => void;
  /** The menu is folded away (a collapsed sidebar): no group is held open, so none pops up beside it. */
  collapsed?: boolean;
}

type Items = NonNullable<MenuProps['items']>;

function build(items: NavMenuItem[], counts: Counts, allowed: (p?: string) => boolean): Items {
  const out: Items = [];
  for (const item of items) {
    if (!allowed(item.permission)) continue;
    const children = item.children ? build(item.children, counts, allowed) : undefined;
    if (item.children && children?.length === 0 && !item.path) continue;
    const n = badgeCount(counts, item.id);
    const text = (
      <span id={item.id}>
        {item.label}
        {n !== null && (
          <Badge count={n} size="small" style={{ marginInlineStart: 8 }} aria-label={`${n} ${item.label}`} />
        )}
      </span>
    );
    // A link entry is a real link (open in a new tab, middle click, copy address); antd stretches the
    // anchor over the whole menu item.
    const label = item.path && !children?.length ? <Link to={item.path}>{text}</Link> : text;
    out.push(
      children?.length
        ? { key: item.path ?? item.id, icon: item.icon, label, children }
        : { key: item.path ?? item.id, icon: item.icon, label },
    );
  }
  return out;
}

/** The entry matching `pathname` (the longest path that is it or a prefix of it) and the keys of the groups holding it. */
function current(items: NavMenuItem[], pathname: string): { selected: string[]; groups: string[] } {
  let best = '';
  let groups: string[] = [];
  const walk = (list: NavMenuItem[], parents: string[]) =>
    list.forEach((i) => {
      if (
        i.path &&
        (pathname === i.path || pathname.startsWith(i.path.replace(/\/$/, '') + '/')) &&
        i.path.length > best.length
      ) {
        best = i.path;
        groups = parents;
      }
      if (i.children) walk(i.children, [...parents, i.path ?? i.id]);
    });
  walk(items, []);
  return best ? { selected: [best], groups } : { selected: [], groups: [] };
}

/**
 * The sidebar/top menu: entries the user may see (by permission), each link entry a real `<a href>`,
 * a small count badge after an entry whose count is above 0, the entry matching the current path
 * selected and (inline) the groups holding it open, on load and after each navigation; the user
 * may close them. Needs a router above.
 * @see docs/product.md §2 Menus (badges), §6
 */
export function NavMenu({
  items,
  counts,
  countsKey,
  mode = 'inline',
  theme,
  onNavigate,
  collapsed = false,
}: NavMenuProps) {
  const permissions = sessionStore((s) => s.user?.permissions);
  const resolved = useCounts(counts, countsKey);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { selected, groups } = current(items, pathname);
  // Open the current entry's groups when the path changes (state adjusted while rendering, not in an effect).
  const [open, setOpen] = useState({ pathname, keys: groups });
  if (open.pathname !== pathname) setOpen({ pathname, keys: [...new Set([...open.keys, ...groups])] });
  return (
    <Menu
      mode={mode}
      theme={theme}
      selectedKeys={selected}
      {...(mode === 'inline'
        ? {
            openKeys: collapsed ? [] : open.keys,
            onOpenChange: (keys: string[]) => !collapsed && setOpen({ pathname, keys }),
          }
        : {})}
      items={build(items, resolved, (p) => hasPermission(permissions, p))}
      onClick={({ key, domEvent }) => {
        if (!key.startsWith('/')) return;
        // A click the entry's link already handled (or one opening a new tab) is not navigated again;
        // the keyboard (Enter on a focused entry) reaches only this handler.
        const { ctrlKey, metaKey, shiftKey, altKey } = domEvent as MouseEvent;
        if (ctrlKey || metaKey || shiftKey || altKey) return;
        if (!domEvent.defaultPrevented) navigate(key);
        onNavigate?.(key);
      }}
    />
  );
}
