import type { ReactNode } from 'react';
import { Button, Layout } from 'antd';
import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useSession, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { menuLabel } from '../../i18n/texts.js';
import { NavMenu } from '@scriptorium/shared-kit/ui';
import { CountedNavMenu } from '../../features/menu-counts/CountedNavMenu.js';
import { MessagesDropdown } from '../../features/messages/MessagesDropdown.js';
import { NotificationBell } from '../../features/notifications/NotificationBell.js';
import { Copyright } from './Copyright.js';
import { menuFor, navItems } from './menus.js';
import { breadcrumbsReady, ShellBreadcrumbs } from './ShellBreadcrumbs.js';
import { SignedInFrame } from './SignedInFrame.js';
import { UserMenu } from './UserMenu.js';
import { DataProvider } from '@scriptorium/shared-kit/data';

/** The parts this frame renders at once, loaded with it (see ShellRoot's `withFrame`). */
export const frameReady = Promise.all([NavMenu.preload(), breadcrumbsReady]);

/** docs/product.md §2 Layouts: the client's Log Out goes to / after 2 s. */
const CLIENT_SIGN_OUT = { to: '/', delayMs: 2000 };

/**
 * The client layout: the top bar with My Orders and New Order, the messages drop-down (unread messages from
 * the team, each opening its order), the notification bell and the profile menu
 * (My Profile, Approved Orders, Log Out — which goes to / after 2 s); under it the client menu (Orders,
 * New Order, Inbox) with count badges; breadcrumbs over the page and the copyright line under it.
 * @see docs/product.md §2 Layouts, Menus
 */
export default function ClientLayout({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const t = useT(catalog);
  if (!user) return null;
  const profileItems = [
    { label: t('shell.user_menu.profile'), path: '/sh-user-profile' },
    { label: t('shell.user_menu.approved_orders'), path: '/orders/list/approved' },
    { label: t('shell.user_menu.log_out'), signOut: true as const },
  ];
  return (
    <DataProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <SignedInFrame />
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 30,
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            background: '#fff',
            paddingInline: 16,
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Link to="/" style={{ fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}>
            Scriptorium
          </Link>
          <div className="shell-header-actions">
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/orders')} className="shell-hide-narrow">
              {t('shell.header.my_orders')}
            </Button>
            {/* On a phone the icon alone, as in the staff's bar: with Messages beside the bell the words made the bar 400 px wide. */}
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/orders/new')}
              aria-label={t('shell.header.new_order')}
            >
              <span className="shell-hide-narrow">{t('shell.header.new_order')}</span>
            </Button>
            <MessagesDropdown />
            <NotificationBell />
            <UserMenu items={profileItems} signOutOptions={CLIENT_SIGN_OUT} />
          </div>
        </Layout.Header>
        <nav
          data-testid="client-menu"
          aria-label={t('shell.header.main_menu')}
          style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 8 }}
        >
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <CountedNavMenu items={navItems(menuFor(user), (label) => menuLabel(t, label))} mode="horizontal" />
          </div>
        </nav>
        <Layout.Content style={{ padding: 24, maxWidth: 1200, width: '100%', margin: '0 auto' }} data-testid="content">
          <ShellBreadcrumbs />
          {children}
        </Layout.Content>
        <Copyright />
      </Layout>
    </DataProvider>
  );
}
