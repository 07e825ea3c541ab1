import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Descriptions, Spin, Typography } from 'antd';
import type { LinkOrderRow } from '@scriptorium/contracts/settings';
import { DateTime } from '@scriptorium/shared-kit/dates';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { useResource } from '@scriptorium/shared-kit/data';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { linkOrdersTable, linkQuery } from './api.js';

const columns: TableHeader<LinkOrderRow>[] = [
  'id',
  {
    key: 'client.name',
    label: 'Client',
    sortable: false,
    // The row opens the order; the client's name opens the client without also opening the order.
    render: (row) => (
      <Link to={`/users/user/${row.user_id}`} onClick={(e) => e.stopPropagation()}>
        {row.client.name}
      </Link>
    ),
  },
  'created_at',
];

/**
 * `/links/view?id={id}`: the link's source url, order count and created time, and the orders placed
 * through it (id, client, created_at; a row → `/orders/order/{id}`, the client → `/users/user/{user_id}`).
 * @see docs/product.md §2 View link
 */
export default function LinkDetail() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: link, error } = useResource({ ...linkQuery(id ?? 0), enabled: id !== null });

  if (error || id === null) return <Alert type="error" showIcon title={error ?? 'Link not found'} />;
  if (!link) return <Spin />;
  return (
    <section data-testid="link-detail">
      <Typography.Title level={3}>Link #{link.id}</Typography.Title>
      <Descriptions bordered column={1} size="small" style={{ marginBottom: 24 }}>
        <Descriptions.Item label="Source url">
          <Typography.Text style={{ wordBreak: 'break-all' }}>{link.url}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Order count">{link.order_count}</Descriptions.Item>
        <Descriptions.Item label="Created at">
          <DateTime value={link.created_at} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={4}>Orders</Typography.Title>
      <DataTable<LinkOrderRow>
        {...linkOrdersTable(link.id)}
        columns={columns}
        rowLink="/orders/order/{id}"
        paging="numbered"
        urlKey="orders_"
      />
    </section>
  );
}
