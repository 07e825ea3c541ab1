import { useMemo, type ReactNode } from 'react';
import { Badge, Result, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { orderAreaStatuses, WRITER_ORDER_AREAS } from '@scriptorium/contracts/core';
import type { WriterOrderRow } from '@scriptorium/contracts/orders';
import { Money } from '@scriptorium/shared-kit/format';
import { useT } from '@scriptorium/shared-kit/core';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, RoutedTabs, StatusBadge, statusLabel } from '@scriptorium/shared-kit/ui';
import { writerOrdersTable } from './api.js';
import { catalog } from '../../i18n/catalog.js';

/** Heading of each writer order area (catalogue ids; English: 'Active Orders', 'Closed Orders'). */
export const WRITER_AREA_TITLES = { active: 'orders.area.active', closed: 'orders.area.closed' } as const;

/** The writer's table's columns, titled in the current language (built per render). */
const columnsOf = (t: (typeof catalog)['t']): TableHeader<WriterOrderRow>[] => [
  { key: 'id', label: t('orders.column.id') },
  { key: 'title', label: t('orders.column.title') },
  { key: 'service_type.name', label: t('orders.column.service'), sortable: false },
  { key: 'status', label: t('orders.column.status'), render: (r): ReactNode => <StatusBadge status={r.status} /> },
  {
    key: 'amount',
    label: t('orders.column.amount', { currency: 'KSh' }),
    render: (r): ReactNode => <Money value={r.amount} currency="KSh" />,
  },
  { key: 'deadline', label: t('orders.column.deadline') },
  {
    label: t('orders.column.messages'),
    render: (r): ReactNode => <Badge count={r.unread_messages_count} size="small" showZero={false} />,
  },
];

/**
 * The writer's orders: `/writer/orders/{active|closed}/tab/{status}` (active: in_progress, revision;
 * closed: under_review, completed, approved, cancelled). Status, amount (KSh, what the writer earns) and
 * deadline are the writer's assignment's. Rows open `/writer/orders/order/{id}`.
 * @see docs/product.md §2 /writer/orders/{mainStatus}; contracts WRITER_ORDER_AREAS
 */
export default function WriterOrders() {
  const t = useT(catalog);
  const columns = useMemo(() => columnsOf(t), [t]);
  const { mainStatus = 'active' } = useParams();
  const statuses = orderAreaStatuses(WRITER_ORDER_AREAS, mainStatus);
  if (!statuses)
    return (
      <Result
        status="404"
        title={t('orders.area.notFound')}
        subTitle={t('orders.area.unknown', { area: mainStatus })}
      />
    );
  return (
    <section data-testid="writer-orders">
      <Typography.Title level={3}>
        {Object.hasOwn(WRITER_AREA_TITLES, mainStatus)
          ? t(WRITER_AREA_TITLES[mainStatus as keyof typeof WRITER_AREA_TITLES])
          : null}
      </Typography.Title>
      <RoutedTabs
        base={`/writer/orders/${mainStatus}`}
        tabs={statuses.map((s) => ({ name: s, label: statusLabel(s) }))}
        render={(status) => (
          <DataTable<WriterOrderRow>
            key={status}
            {...writerOrdersTable(status)}
            columns={columns}
            rowLink="/writer/orders/order/{id}"
            paging="numbered"
            urlKey={`${status}_`}
          />
        )}
      />
    </section>
  );
}
