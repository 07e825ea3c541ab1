import { useMemo } from 'react';
import type { AdminOrderRow } from '@scriptorium/contracts/orders';
import { useT } from '@scriptorium/shared-kit/core';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { catalog, type UsersT } from '../../i18n/catalog.js';
import { userOrdersTable } from './api.js';

/** The orders tab's columns (id, title, status, amount in USD, created_at), titled in the current language. */
function orderColumns(t: UsersT): TableHeader<AdminOrderRow>[] {
  return [
    { key: 'id', label: t('users.column.id') },
    { key: 'title', label: t('users.column.title') },
    { key: 'status', label: t('users.column.status'), render: (row) => <StatusBadge status={row.status} /> },
    { key: 'amount', label: t('users.column.amountUsd'), currency: 'USD' },
    { key: 'created_at', label: t('users.column.created_at') },
  ];
}

/**
 * The orders tab of `/users/user/{id}`: the user's orders (id, title, status, amount in USD, created_at)
 * from the orders API `GET orders/user/{userId}` (table protocol); a row opens the order.
 * @see docs/product.md §2 /users/user/{id} (orders tab)
 */
export function UserOrders({ userId }: { userId: number }) {
  const t = useT(catalog);
  const columns = useMemo(() => orderColumns(t), [t]);
  return (
    <DataTable<AdminOrderRow>
      {...userOrdersTable(userId)}
      columns={columns}
      rowLink="/orders/order/{id}"
      dateRange
      exportable
    />
  );
}
