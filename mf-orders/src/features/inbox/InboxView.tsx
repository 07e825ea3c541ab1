import { Alert, Flex, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { useT } from '@scriptorium/shared-kit/core';
import { StatusBadge } from '@scriptorium/shared-kit/ui';
import { useResource } from '@scriptorium/shared-kit/data';
import { orderQuery } from '../../lib/orderApi.js';
import { orderPath, useViewer } from '../../lib/viewer.js';
import { OrderChat } from '../order-chat/index.js';
import { catalog } from '../../i18n/catalog.js';

/**
 * One conversation of the inbox (`/inbox/view/{orderId}`): the order's title and status with a link to
 * the order, and its chat (admins may write to the client or, when assigned, the writer).
 * @see docs/product.md §2 /inbox/view/{id}
 */
export default function InboxView() {
  const t = useT(catalog);
  const id = Number(useParams().id);
  const { role } = useViewer();
  const order = useResource(orderQuery(id));
  return (
    <section data-testid="inbox-view">
      <Link to="/inbox">
        <ArrowLeftOutlined /> {t('orders.inbox.title')}
      </Link>
      {order.error && <Alert type="error" showIcon title={order.error} style={{ margin: '16px 0' }} />}
      {!order.data && !order.error && <Skeleton active paragraph={{ rows: 2 }} />}
      {order.data && (
        <Flex justify="space-between" align="center" wrap style={{ margin: '12px 0' }}>
          <Space>
            <Typography.Title level={4} style={{ margin: 0 }}>
              #{order.data.id} - {order.data.title}
            </Typography.Title>
            <StatusBadge status={order.data.status} />
          </Space>
          <Link to={orderPath(role, order.data.id)}>{t('orders.inbox.openOrder')}</Link>
        </Flex>
      )}
      {order.data && <OrderChat orderId={order.data.id} hasWriter={Boolean(order.data.assign)} />}
    </section>
  );
}
