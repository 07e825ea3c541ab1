import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { useT } from '@scriptorium/shared-kit/core';
import { statusLabel } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { OrderCard } from './OrderCard.js';
import { useClientOrders } from './useClientOrders.js';

/** The empty state of the client's order lists (docs/product.md §8): its catalogue id (English 'THERE ARE NO ORDERS YET'). */
export const NO_ORDERS = 'orders.list.empty' as const;

/**
 * The client's orders as cards: `/orders` (all; with none at all it redirects to `/orders/new`) and
 * `/orders/list/{status}` (one status, 'THERE ARE NO ORDERS YET' when empty). Load More appends pages.
 * @see docs/product.md §2 /orders, /orders/list/{status}; §8 (empty lists)
 */
export default function ClientOrders() {
  const t = useT(catalog);
  const { status } = useParams();
  const orders = useClientOrders(status);
  const title = status ? t('orders.list.statusTitle', { status: statusLabel(status) }) : t('orders.list.myOrders');

  if (orders.status === 'done' && !status && orders.total === 0) return <Navigate to="/orders/new" replace />;
  return (
    <section data-testid="client-orders">
      <Typography.Title level={3}>{title}</Typography.Title>
      {orders.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {orders.error && <Alert type="error" showIcon title={orders.error} style={{ marginBottom: 16 }} />}
      {orders.status === 'done' && orders.rows.length === 0 && <Empty description={t(NO_ORDERS)} />}
      {orders.rows.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
      {orders.status === 'done' && orders.rows.length > 0 && (
        <Flex vertical align="center" gap={8}>
          <Typography.Text type="secondary">
            {t('orders.list.showing', { shown: orders.rows.length, total: orders.total })}
          </Typography.Text>
          {orders.hasMore && (
            <Button loading={orders.appending} onClick={orders.loadMore}>
              {t('orders.list.loadMore')}
            </Button>
          )}
        </Flex>
      )}
    </section>
  );
}
