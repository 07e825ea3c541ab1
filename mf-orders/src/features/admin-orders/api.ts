import { adminOrderRow } from '@scriptorium/contracts/orders';

/** `GET orders/list/{status}` (table protocol): the admin's orders of a status tab, rows parsed as `adminOrderRow`. @see docs/product.md §2 /orders/{mainStatus} */
export const adminOrdersTable = (status: string) =>
  ({ endpoint: `orders/list/${status}`, rowSchema: adminOrderRow }) as const;
