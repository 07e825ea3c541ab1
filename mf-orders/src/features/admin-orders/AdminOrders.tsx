import { Result, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ADMIN_ORDER_AREAS, orderAreaStatuses } from '@scriptorium/contracts/core';
import { useCan } from '@scriptorium/shared-kit/core';
import { DataTable, RoutedTabs, statusLabel } from '@scriptorium/shared-kit/ui';
import type { AdminOrderRow } from '@scriptorium/contracts/orders';
import { adminOrderColumns } from './columns.js';
import { adminOrdersTable } from './api.js';

/** Heading of each admin order area. */
export const AREA_TITLES: Record<string, string> = {
  all: 'All Orders',
  quotes: 'Quotes',
  available: 'Available Orders',
  progressed: 'Progressed Orders',
  under_review: 'Under Review',
  closed: 'Closed Orders',
};

/** One status's table: `GET orders/list/{status}` (search, sort, date range, export); rows open the order. */
function StatusTable({ status }: { status: string }) {
  return (
    <DataTable<AdminOrderRow>
      key={status}
      {...adminOrdersTable(status)}
      columns={adminOrderColumns(status === 'approved' || status === 'all')}
      rowLink="/orders/order/{id}"
      paging="numbered"
      dateRange
      exportable
      urlKey={`${status}_`}
    />
  );
}

/**
 * Admin order areas: `/orders/{mainStatus}/tab/{status}` with one routed tab per status of the area
 * (quotes: pending_quote, quoted; available: unassigned; progressed: in_progress, revision; under_review;
 * closed: completed, approved), and `/orders` (mainStatus `all`) as one table of every order. Each tab
 * shows its count as a badge (`GET orders/tab-counts`: status → count). Needs `orders.menu.view_orders`
 * (the API refuses the lists without it).
 * @see docs/product.md §2 /orders/{mainStatus}, Menus, Menu and tab badges; contracts ADMIN_ORDER_AREAS
 */
export default function AdminOrders({ area }: { area?: string }) {
  const params = useParams();
  const mainStatus = area ?? params.mainStatus ?? 'all';
  const allowed = useCan('orders.menu.view_orders');
  if (!allowed) return <Result status="403" title="403 Not Allowed" />;
  const statuses = orderAreaStatuses(ADMIN_ORDER_AREAS, mainStatus);
  if (mainStatus !== 'all' && !statuses)
    return <Result status="404" title="Page not found" subTitle={`There is no order area '${mainStatus}'.`} />;
  return (
    <section data-testid="admin-orders">
      <Typography.Title level={3}>{AREA_TITLES[mainStatus] ?? statusLabel(mainStatus)}</Typography.Title>
      {statuses ? (
        <RoutedTabs
          base={`/orders/${mainStatus}`}
          tabs={statuses.map((s) => ({ name: s, label: statusLabel(s) }))}
          counts="orders/tab-counts"
          countsKey={mainStatus}
          render={(s) => <StatusTable status={s} />}
        />
      ) : (
        <StatusTable status="all" />
      )}
    </section>
  );
}
