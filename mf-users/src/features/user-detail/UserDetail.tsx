import { Alert, Result, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useT } from '@scriptorium/shared-kit/core';
import { useInvalidate, useResource } from '@scriptorium/shared-kit/data';
import { RoutedTabs } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { userQuery } from './api.js';
import { UserDetails } from './UserDetails.js';
import { UserOrders } from './UserOrders.js';

/**
 * `/users/user/{id}`: header '#id - name (role)' and routed tabs details (`/tab/details`) and orders
 * (`/tab/orders`).
 * @see docs/product.md §2 /users/user/{id}
 */
export default function UserDetail() {
  const { id } = useParams();
  const query = userQuery(id ?? '');
  const { data: user, loading, error } = useResource({ ...query, enabled: !!id });
  const invalidate = useInvalidate();
  const t = useT(catalog);
  if (error)
    // The API's 404 message (English, the contract's) becomes the not-found page, in the current language.
    return error === 'User not found' ? (
      <Result status="404" title={t('users.detail.notFound')} />
    ) : (
      <Alert type="error" showIcon title={error} />
    );
  if (!user) return loading ? <Spin style={{ display: 'block', margin: 48 }} /> : null;
  return (
    <section data-testid="user-detail">
      <Typography.Title level={3}>
        {t('users.detail.heading', { id: user.id, name: user.name, role: user.role })}
      </Typography.Title>
      <RoutedTabs
        base={`/users/user/${user.id}`}
        tabs={[
          {
            name: 'details',
            label: t('users.detail.tab.details'),
            element: <UserDetails user={user} onSaved={() => void invalidate(query.queryKey)} />,
          },
          { name: 'orders', label: t('users.detail.tab.orders'), element: <UserOrders userId={user.id} /> },
        ]}
      />
    </section>
  );
}
