import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuEntry } from './menus.js';

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: MenuEntry[], prefix = ''): Items {
  return entries.map((e) =>
    e.children
      ? { key: `${prefix}${e.label}`, label: e.label, children: toItems(e.children, `${e.label}/`) }
      : { key: e.path ?? e.label, label: e.label },
  );
}

/** The longest menu path that is a prefix of the current URL (so /orders/quotes/tab/x selects Quotes). */
function selectedKey(entries: MenuEntry[], pathname: string): string[] {
  const paths = entries.flatMap((e) => (e.children ? e.children : [e])).flatMap((e) => (e.path ? [e.path] : []));
  const best = paths
    .filter((p) => pathname === p || pathname.startsWith(p + '/'))
    .sort((a, b) => b.length - a.length)[0];
  return best ? [best] : [];
}

/** An antd Menu of `entries`; clicking a link navigates. `mode` as antd's Menu. */
export function SideMenu({ entries, mode = 'inline' }: { entries: MenuEntry[]; mode?: MenuProps['mode'] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groups = entries.filter((e) => e.children).map((e) => e.label);
  return (
    <Menu
      mode={mode}
      items={toItems(entries)}
      selectedKeys={selectedKey(entries, pathname)}
      defaultOpenKeys={mode === 'inline' ? groups : undefined}
      onClick={({ key }) => {
        if (key.startsWith('/')) navigate(key);
      }}
      style={mode === 'inline' ? { borderInlineEnd: 0 } : { flex: 1, minWidth: 0, borderBottom: 0 }}
    />
  );
}
