import { Result, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ADMIN_ORDER_AREAS, orderAreaStatuses } from '@scriptorium/contracts/core';
import { useCan, useT } from '@scriptorium/shared-kit/core';
import { DataTable, RoutedTabs, statusLabel } from '@scriptorium/shared-kit/ui';
import type { AdminOrderRow } from '@scriptorium/contracts/orders';
import { adminOrderColumns } from './columns.js';
import { adminOrdersTable } from './api.js';
import { catalog } from '../../i18n/catalog.js';

/** Heading of each admin order area (catalogue ids; English: 'All Orders', 'Quotes', 'Available Orders', …). */
export const AREA_TITLES = {
  all: 'orders.area.all',
  quotes: 'orders.area.quotes',
  available: 'orders.area.available',
  progressed: 'orders.area.progressed',
  under_review: 'orders.area.under_review',
  closed: 'orders.area.closed',
} as const;

/** One status's table: `GET orders/list/{status}` (search, sort, date range, export); rows open the order. */
function StatusTable({ status }: { status: string }) {
  const t = useT(catalog);
  return (
    <DataTable<AdminOrderRow>
      key={status}
      {...adminOrdersTable(status)}
      columns={adminOrderColumns(status === 'approved' || status === 'all', t)}
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
  const t = useT(catalog);
  const params = useParams();
  const mainStatus = area ?? params.mainStatus ?? 'all';
  const allowed = useCan('orders.menu.view_orders');
  if (!allowed) return <Result status="403" title={t('orders.area.notAllowed')} />;
  const statuses = orderAreaStatuses(ADMIN_ORDER_AREAS, mainStatus);
  if (mainStatus !== 'all' && !statuses)
    return (
      <Result
        status="404"
        title={t('orders.area.notFound')}
        subTitle={t('orders.area.unknown', { area: mainStatus })}
      />
    );
  return (
    <section data-testid="admin-orders">
      <Typography.Title level={3}>
        {Object.hasOwn(AREA_TITLES, mainStatus)
          ? t(AREA_TITLES[mainStatus as keyof typeof AREA_TITLES])
          : statusLabel(mainStatus)}
      </Typography.Title>
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
