import type { ReactNode } from 'react';
import { Button, Layout, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { effectiveRole } from '@scriptorium/contracts';
import { useSession } from '@scriptorium/shared-kit';
import { menuFor, mayOpen } from './menus.js';
import { SideMenu } from './SideMenu.js';
import { UserMenu } from './UserMenu.js';

const PROFILE_ITEMS = [{ label: 'My Profile', path: '/sh-user-profile' }, { label: 'Sign Out', signOut: true as const }];

/**
 * The admin/writer shell: top bar (dashboard link, admin-only New Order, the user's name with My
 * Profile and Sign Out) and a sidebar of the role's permitted menu entries, hidden below 1200 px.
 * @see spec §2 Layouts, Menus
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  if (!user) return null;
  const isAdmin = effectiveRole(user.role) === 'admin';
  const dashboard = isAdmin ? '/admin-dashboard' : '/writer/dashboard';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff', paddingInline: 16, borderBottom: '1px solid #f0f0f0' }}>
        <Link to="/" style={{ fontWeight: 600, fontSize: 18 }}>
          Scriptorium
        </Link>
        {mayOpen(dashboard, user) && <Link to={dashboard}>Dashboard</Link>}
        <Space style={{ marginInlineStart: 'auto' }}>
          {isAdmin && (
            <Button type="primary" onClick={() => navigate('/orders/new')}>
              New Order
            </Button>
          )}
          <UserMenu items={PROFILE_ITEMS} />
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={232} theme="light" breakpoint="xl" collapsedWidth={0} data-testid="sidebar">
          <SideMenu entries={menuFor(user)} />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }} data-testid="content">
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
