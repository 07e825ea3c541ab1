import type { ReactNode } from 'react';
import { CLIENT_CURRENCY } from '@scriptorium/contracts/core';
import type { AdminOrderRow } from '@scriptorium/contracts/orders';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { StarRating, StatusBadge } from '@scriptorium/shared-kit/ui';
import type { catalog } from '../../i18n/catalog.js';

const status = (r: AdminOrderRow): ReactNode => <StatusBadge status={r.status} />;
const rating = (r: AdminOrderRow): ReactNode => (r.rating ? <StarRating value={r.rating} /> : null);

/**
 * Columns of an admin orders tab: id, title, client (view_client), status, deadline (view_deadline),
 * amount (view_amount, labelled USD) and, for approved orders, the rating. Columns the admin may not see are dropped
 * by the table (the API leaves their values out as well). Titles in the current language through `t`
 * (`useT(catalog)`), so build them per render.
 * @see docs/product.md §2 /orders/{mainStatus} ("id, title, status, deadline, and rating when approved"), §6
 */
export function adminOrderColumns(showRating: boolean, t: (typeof catalog)['t']): TableHeader<AdminOrderRow>[] {
  return [
    { key: 'id', label: t('orders.column.id') },
    { key: 'title', label: t('orders.column.title') },
    { key: 'user.name', label: t('orders.column.client'), permission: 'orders.order.view_client', sortable: false },
    { key: 'status', label: t('orders.column.status'), render: status },
    { key: 'deadline', label: t('orders.column.deadline'), permission: 'orders.order.view_deadline' },
    // The client's price in USD ('$45.00'), in the table and its export alike.
    {
      key: 'amount',
      label: t('orders.column.amount', { currency: CLIENT_CURRENCY }),
      permission: 'orders.order.view_amount',
      currency: CLIENT_CURRENCY,
    },
    ...(showRating ? [{ key: 'rating', label: t('orders.column.rating'), render: rating }] : []),
    { key: 'created_at', label: t('orders.column.createdAt') },
  ];
}
