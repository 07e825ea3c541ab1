import type { AdminOrderRow } from '@scriptorium/contracts/orders';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { userOrdersTable } from './api.js';

const columns: TableHeader<AdminOrderRow>[] = [
  'id',
  'title',
  { key: 'status', render: (row) => <StatusBadge status={row.status} /> },
  { key: 'amount', label: 'Amount (USD)', currency: 'USD' },
  'created_at',
];

/**
 * The orders tab of `/users/user/{id}`: the user's orders (id, title, status, amount in USD, created_at)
 * from the orders API `GET orders/user/{userId}` (table protocol); a row opens the order.
 * @see docs/product.md §2 /users/user/{id} (orders tab)
 */
export function UserOrders({ userId }: { userId: number }) {
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
