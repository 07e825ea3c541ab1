import type { ReactNode } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
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
  /** Permission key needed (spec §6); empty = always shown. */
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
}

type Items = NonNullable<MenuProps['items']>;

function build(items: NavMenuItem[], counts: Counts, allowed: (p?: string) => boolean): Items {
  const out: Items = [];
  for (const item of items) {
    if (!allowed(item.permission)) continue;
    const children = item.children ? build(item.children, counts, allowed) : undefined;
    if (item.children && children?.length === 0 && !item.path) continue;
    const n = badgeCount(counts, item.id);
    const label = (
      <span id={item.id}>
        {item.label}
        {n !== null && <Badge count={n} size="small" style={{ marginInlineStart: 8 }} aria-label={`${n} ${item.label}`} />}
      </span>
    );
    out.push(children?.length ? { key: item.path ?? item.id, icon: item.icon, label, children } : { key: item.path ?? item.id, icon: item.icon, label });
  }
  return out;
}

function selectedKey(items: NavMenuItem[], pathname: string): string[] {
  let best = '';
  const walk = (list: NavMenuItem[]) => list.forEach((i) => {
    if (i.path && (pathname === i.path || pathname.startsWith(i.path.replace(/\/$/, '') + '/')) && i.path.length > best.length) best = i.path;
    if (i.children) walk(i.children);
  });
  walk(items);
  return best ? [best] : [];
}

/**
 * The sidebar/top menu: entries the user may see (by permission), a small count badge after an
 * entry whose count is above 0, the entry matching the current path selected. Needs a router above.
 * @see spec §2 Menus (badges), §6
 */
export function NavMenu({ items, counts, countsKey, mode = 'inline', theme, onNavigate }: NavMenuProps) {
  const permissions = sessionStore((s) => s.user?.permissions);
  const resolved = useCounts(counts, countsKey);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Menu
      mode={mode}
      theme={theme}
      selectedKeys={selectedKey(items, pathname)}
      items={build(items, resolved, (p) => hasPermission(permissions, p))}
      onClick={({ key }) => {
        if (key.startsWith('/')) {
          navigate(key);
          onNavigate?.(key);
        }
      }}
    />
  );
}
