import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { effectiveRole } from '@scriptorium/contracts/core';
import { useSession, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { NavMenu } from '@scriptorium/shared-kit/ui';
import { CountedNavMenu } from '../../features/menu-counts/CountedNavMenu.js';
import { MessagesDropdown } from '../../features/messages/MessagesDropdown.js';
import { NotificationBell } from '../../features/notifications/NotificationBell.js';
import { Copyright } from './Copyright.js';
import { menuFor, mayOpen, navItems } from './menus.js';
import { breadcrumbsReady, ShellBreadcrumbs } from './ShellBreadcrumbs.js';
import { SignedInFrame } from './SignedInFrame.js';
import { UserMenu } from './UserMenu.js';
import { menuLabel } from '../../i18n/texts.js';
import { DataProvider } from '@scriptorium/shared-kit/data';

/** The parts this frame renders at once, loaded with it (see ShellRoot's `withFrame`). */
export const frameReady = Promise.all([NavMenu.preload(), breadcrumbsReady]);

/** Height of the top bar (px). */
const BAR = 64;
/** Below this width the sidebar is closed and opens over the page (docs/product.md §2: 1200 px). */
export const SIDEBAR_BREAKPOINT_PX = 1200;

const narrowNow = () => (globalThis.innerWidth ?? SIDEBAR_BREAKPOINT_PX) < SIDEBAR_BREAKPOINT_PX;

/**
 * The admin/writer shell: top bar (menu toggle, dashboard link, admin-only New Order, messages, the
 * notification bell with its unread count, the user's avatar with My Profile and Sign Out) and a sidebar
 * of the role's permitted menu entries with count badges. Below 1200 px the sidebar is closed and the
 * toggle opens it over the page. Breadcrumbs head the content; the copyright line ends it.
 * @see docs/product.md §2 Layouts, Menus
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const t = useT(catalog);
  const [narrow, setNarrow] = useState(narrowNow);
  const [collapsed, setCollapsed] = useState(narrowNow);
  if (!user) return null;
  const profileItems = [
    { label: t('shell.user_menu.profile'), path: '/sh-user-profile' },
    { label: t('shell.user_menu.sign_out'), signOut: true as const },
  ];
  const isAdmin = effectiveRole(user.role) === 'admin';
  const dashboard = isAdmin ? '/admin-dashboard' : '/writer/dashboard';
  const siderStyle: CSSProperties = narrow
    ? {
        position: 'fixed',
        top: BAR,
        bottom: 0,
        left: 0,
        zIndex: 20,
        overflowY: 'auto',
        boxShadow: collapsed ? undefined : '2px 0 8px rgba(0,0,0,0.15)',
      }
    : { position: 'sticky', top: BAR, height: `calc(100vh - ${BAR}px)`, overflowY: 'auto' };

  return (
    <DataProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <SignedInFrame />
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 30,
            height: BAR,
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            background: '#fff',
            paddingInline: 16,
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? t('shell.header.open_menu') : t('shell.header.close_menu')}
            aria-expanded={!collapsed}
            data-testid="sidebar-toggle"
          />
          <Link to="/" style={{ fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}>
            Scriptorium
          </Link>
          {mayOpen(dashboard, user) && (
            <Link to={dashboard} className="shell-hide-narrow" data-testid="dashboard-link">
              {t('shell.header.dashboard')}
            </Link>
          )}
          <div className="shell-header-actions">
            {isAdmin && mayOpen('/orders/new', user) && (
              // On a phone the button keeps its icon and name (for screen readers) and drops the text.
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate('/orders/new')}
                aria-label={t('shell.header.new_order')}
              >
                <span className="shell-hide-narrow">{t('shell.header.new_order')}</span>
              </Button>
            )}
            <MessagesDropdown />
            <NotificationBell />
            <UserMenu items={profileItems} />
          </div>
        </Layout.Header>
        <Layout hasSider>
          <Layout.Sider
            width={232}
            theme="light"
            breakpoint="xl"
            collapsedWidth={0}
            collapsed={collapsed}
            trigger={null}
            onBreakpoint={(broken) => {
              setNarrow(broken);
              setCollapsed(broken);
            }}
            style={{ ...siderStyle, borderInlineEnd: collapsed ? undefined : '1px solid #f0f0f0' }}
            data-testid="sidebar"
          >
            <CountedNavMenu
              items={navItems(menuFor(user), (label) => menuLabel(t, label))}
              collapsed={collapsed}
              onNavigate={() => narrow && setCollapsed(true)}
            />
          </Layout.Sider>
          {narrow && !collapsed && (
            <div
              aria-hidden
              onClick={() => setCollapsed(true)}
              style={{ position: 'fixed', inset: `${BAR}px 0 0 0`, background: 'rgba(0,0,0,0.25)', zIndex: 19 }}
            />
          )}
          <Layout style={{ minWidth: 0 }}>
            <Layout.Content style={{ padding: 24 }} data-testid="content">
              <ShellBreadcrumbs />
              {children}
            </Layout.Content>
            <Copyright />
          </Layout>
        </Layout>
      </Layout>
    </DataProvider>
  );
}
