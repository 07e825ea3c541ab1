import { Alert, Result, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { RoutedTabs } from '@scriptorium/shared-kit/ui';
import { UserDetails } from './UserDetails.js';
import { UserOrders } from './UserOrders.js';
import { useUser } from './useUser.js';

/**
 * `/users/user/{id}`: header '#id - name (role)' and routed tabs details (`/tab/details`) and orders
 * (`/tab/orders`).
 * @see spec §2 /users/user/{id}
 */
export default function UserDetail() {
  const { id } = useParams();
  const { user, loading, error, reload } = useUser(id);
  if (error) return error === 'User not found' ? <Result status="404" title="User not found" /> : <Alert type="error" showIcon title={error} />;
  if (!user) return loading ? <Spin style={{ display: 'block', margin: 48 }} /> : null;
  return (
    <section data-testid="user-detail">
      <Typography.Title level={3}>{`#${user.id} - ${user.name} (${user.role})`}</Typography.Title>
      <RoutedTabs
        base={`/users/user/${user.id}`}
        tabs={[
          { name: 'details', element: <UserDetails user={user} onSaved={reload} /> },
          { name: 'orders', element: <UserOrders userId={user.id} /> },
        ]}
      />
    </section>
  );
}
