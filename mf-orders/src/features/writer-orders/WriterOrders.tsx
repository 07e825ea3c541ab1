import type { ReactNode } from 'react';
import { Badge, Result, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { orderAreaStatuses, WRITER_ORDER_AREAS } from '@scriptorium/contracts/core';
import type { WriterOrderRow } from '@scriptorium/contracts/orders';
import { Money } from '@scriptorium/shared-kit/format';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, RoutedTabs, StatusBadge, statusLabel } from '@scriptorium/shared-kit/ui';
import { writerOrdersTable } from './api.js';

/** Heading of each writer order area. */
export const WRITER_AREA_TITLES: Record<string, string> = { active: 'Active Orders', closed: 'Closed Orders' };

const columns: TableHeader<WriterOrderRow>[] = [
  { key: 'id', label: 'ID' },
  { key: 'title', label: 'Title' },
  { key: 'service_type.name', label: 'Service', sortable: false },
  { key: 'status', label: 'Status', render: (r): ReactNode => <StatusBadge status={r.status} /> },
  { key: 'amount', label: 'Amount (KSh)', render: (r): ReactNode => <Money value={r.amount} currency="KSh" /> },
  { key: 'deadline', label: 'Deadline' },
  {
    label: 'Messages',
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
  const { mainStatus = 'active' } = useParams();
  const statuses = orderAreaStatuses(WRITER_ORDER_AREAS, mainStatus);
  if (!statuses)
    return <Result status="404" title="Page not found" subTitle={`There is no order area '${mainStatus}'.`} />;
  return (
    <section data-testid="writer-orders">
      <Typography.Title level={3}>{WRITER_AREA_TITLES[mainStatus]}</Typography.Title>
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
