import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Link } from 'react-router-dom';
import { useSession } from '@scriptorium/shared-kit';
import { menuFor } from './menus.js';
import { SideMenu } from './SideMenu.js';
import { UserMenu } from './UserMenu.js';

const PROFILE_ITEMS = [
  { label: 'My Profile', path: '/sh-user-profile' },
  { label: 'Approved Orders', path: '/orders/list/approved' },
  { label: 'Log Out', signOut: true as const },
];

/**
 * The client layout: My Orders, New Order (and Inbox) across the top, and the profile menu with My
 * Profile, Approved Orders and Log Out. @see spec §2 Layouts, Menus
 */
export default function ClientLayout({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff', paddingInline: 16, borderBottom: '1px solid #f0f0f0' }}>
        <Link to="/" style={{ fontWeight: 600, fontSize: 18 }}>
          Scriptorium
        </Link>
        <SideMenu entries={menuFor(user)} mode="horizontal" />
        <UserMenu items={PROFILE_ITEMS} />
      </Layout.Header>
      <Layout.Content style={{ padding: 24, maxWidth: 1200, width: '100%', margin: '0 auto' }} data-testid="content">
        {children}
      </Layout.Content>
    </Layout>
  );
}
