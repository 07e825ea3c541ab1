import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Descriptions, Spin, Typography } from 'antd';
import type { LinkOrderRow } from '@scriptorium/contracts/settings';
import { DateTime } from '@scriptorium/shared-kit/dates';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { useResource } from '@scriptorium/shared-kit/data';
import { useT } from '@scriptorium/shared-kit/core';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { catalog, type SettingsT } from '../../i18n/catalog.js';
import { linkOrdersTable, linkQuery } from './api.js';

/** The orders table's columns (id, client, created_at), titled in the current language. */
function orderColumns(t: SettingsT): TableHeader<LinkOrderRow>[] {
  return [
    { key: 'id', label: t('settings.column.id') },
    {
      key: 'client.name',
      label: t('settings.link.client'),
      sortable: false,
      // The row opens the order; the client's name opens the client without also opening the order.
      render: (row) => (
        <Link to={`/users/user/${row.user_id}`} onClick={(e) => e.stopPropagation()}>
          {row.client.name}
        </Link>
      ),
    },
    { key: 'created_at', label: t('settings.column.created_at') },
  ];
}

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
  const t = useT(catalog);
  const columns = useMemo(() => orderColumns(t), [t]);

  if (error || id === null) return <Alert type="error" showIcon title={error ?? t('settings.link.notFound')} />;
  if (!link) return <Spin />;
  return (
    <section data-testid="link-detail">
      <Typography.Title level={3}>{t('settings.link.title', { id: link.id })}</Typography.Title>
      <Descriptions bordered column={1} size="small" style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('settings.link.sourceUrl')}>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{link.url}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.link.orderCount')}>{link.order_count}</Descriptions.Item>
        <Descriptions.Item label={t('settings.link.createdAt')}>
          <DateTime value={link.created_at} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={4}>{t('settings.link.orders')}</Typography.Title>
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
