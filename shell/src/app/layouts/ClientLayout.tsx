import type { ReactNode } from 'react';
import { Button, Layout } from 'antd';
import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@scriptorium/shared-kit/core';
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

const PROFILE_ITEMS = [
  { label: 'My Profile', path: '/sh-user-profile' },
  { label: 'Approved Orders', path: '/orders/list/approved' },
  { label: 'Log Out', signOut: true as const },
];
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
  if (!user) return null;
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
              My Orders
            </Button>
            {/* On a phone the icon alone, as in the staff's bar: with Messages beside the bell the words made the bar 400 px wide. */}
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/orders/new')}
              aria-label="New Order"
            >
              <span className="shell-hide-narrow">New Order</span>
            </Button>
            <MessagesDropdown />
            <NotificationBell />
            <UserMenu items={PROFILE_ITEMS} signOutOptions={CLIENT_SIGN_OUT} />
          </div>
        </Layout.Header>
        <nav
          data-testid="client-menu"
          aria-label="Main menu"
          style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 8 }}
        >
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <CountedNavMenu items={navItems(menuFor(user))} mode="horizontal" />
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
