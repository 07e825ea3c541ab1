import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Badge, Empty, Result, Tabs } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { hasPermission } from '@scriptorium/contracts/core';
import { sessionStore } from '../session/sessionStore.js';
import { badgeCount, useCounts, type CountsSource } from '../navigation/useCounts.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';
import { allowedTabs, resolveTabs, tabBase, tabFromPath, tabPath, tabsOutcome, type TabEntry } from './tabsLogic.js';

/** Props of {@link RoutedTabs}. */
export interface RoutedTabsProps {
  tabs: readonly TabEntry[];
  /** Path the tabs live under (default: the current path before `/tab/`). */
  base?: string;
  /** Content of a tab without its own `element`. */
  render?: (name: string) => ReactNode;
  /** Badge counts by tab name: an object or a URL returning one. */
  counts?: CountsSource;
  countsKey?: unknown;
  /** Content beside the tab strip (e.g. an Add button). */
  extra?: ReactNode;
}

/**
 * Tabs routed under `{base}/tab/{name}`: a tab click pushes its path; a path without (or with an
 * unknown) tab redirects by replace to the first allowed tab; tabs are filtered by permission and
 * validator; a count badge shows when the tab's count is above 0. Shows '403 Not Allowed' when no
 * tab (or not the named one) is allowed and 'No tabs found' when there are none. Needs a router.
 * @see docs/product.md §2 (Tabs), §6 (Tabs with no allowed entries show '403 Not Allowed'. With no tabs: 'No tabs found')
 */
export function RoutedTabs({ tabs, base, render, counts, countsKey, extra }: RoutedTabsProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tr = useT(kitCatalog);
  const permissions = sessionStore((s) => s.user?.permissions);
  const resolvedCounts = useCounts(counts, countsKey);
  const root = base ?? tabBase(pathname);
  const all = resolveTabs(tabs);
  const allowed = allowedTabs(all, (p) => hasPermission(permissions, p));
  const outcome = tabsOutcome(all, allowed, root, tabFromPath(pathname, root));

  // antd's tab strip (rc-tabs) puts role="tablist" on the whole bar, so its overflow "more" button and the
  // `extra` content sit inside the tablist, which may own tabs only (axe: aria-required-children). The role
  // moves to the list of tabs itself; React never rewrites it since the props it set do not change.
  const strip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const nav = strip.current?.querySelector<HTMLElement>(':scope > .ant-tabs > .ant-tabs-nav[role=tablist]');
    const list = nav?.querySelector<HTMLElement>('.ant-tabs-nav-list');
    if (!nav || !list) return;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  });

  if (outcome.kind === 'empty') return <Empty description={tr('kit.tabs.empty')} />;
  if (outcome.kind === 'forbidden') return <Result status="403" title={tr('kit.tabs.forbidden')} />;
  if (outcome.kind === 'redirect') return <Navigate replace to={outcome.to + search} />;

  return (
    <div ref={strip}>
      <Tabs
        activeKey={outcome.active}
        tabBarExtraContent={extra}
        onChange={(key) => navigate(tabPath(root, key))}
        items={allowed.map((t) => {
          const n = badgeCount(resolvedCounts, t.name);
          return {
            key: t.name,
            label: (
              <span>
                {t.label}
                {n !== null && <Badge count={n} size="small" style={{ marginInlineStart: 6 }} />}
              </span>
            ),
            children: t.name === outcome.active ? (t.element ?? render?.(t.name) ?? null) : null,
          };
        })}
      />
    </div>
  );
}
