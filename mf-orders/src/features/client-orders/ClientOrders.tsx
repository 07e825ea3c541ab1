import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { statusLabel } from '@scriptorium/shared-kit/ui';
import { OrderCard } from './OrderCard.js';
import { useClientOrders } from './useClientOrders.js';

/** The empty state of the client's order lists (docs/product.md §8). */
export const NO_ORDERS = 'THERE ARE NO ORDERS YET';

/**
 * The client's orders as cards: `/orders` (all; with none at all it redirects to `/orders/new`) and
 * `/orders/list/{status}` (one status, 'THERE ARE NO ORDERS YET' when empty). Load More appends pages.
 * @see docs/product.md §2 /orders, /orders/list/{status}; §8 (empty lists)
 */
export default function ClientOrders() {
  const { status } = useParams();
  const orders = useClientOrders(status);
  const title = status ? `${statusLabel(status)} Orders` : 'My Orders';

  if (orders.status === 'done' && !status && orders.total === 0) return <Navigate to="/orders/new" replace />;
  return (
    <section data-testid="client-orders">
      <Typography.Title level={3}>{title}</Typography.Title>
      {orders.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {orders.error && <Alert type="error" showIcon title={orders.error} style={{ marginBottom: 16 }} />}
      {orders.status === 'done' && orders.rows.length === 0 && <Empty description={NO_ORDERS} />}
      {orders.rows.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
      {orders.status === 'done' && orders.rows.length > 0 && (
        <Flex vertical align="center" gap={8}>
          <Typography.Text type="secondary">
            Showing {orders.rows.length} of {orders.total} {orders.total === 1 ? 'order' : 'orders'}
          </Typography.Text>
          {orders.hasMore && (
            <Button loading={orders.appending} onClick={orders.loadMore}>
              Load More
            </Button>
          )}
        </Flex>
      )}
    </section>
  );
}
