import { writerOrderRow } from '@scriptorium/contracts/orders';

/** `GET orders/writer/{status}` (table protocol): the writer's orders of a tab, rows parsed as `writerOrderRow`. @see docs/product.md §2 /writer/orders */
export const writerOrdersTable = (status: string) =>
  ({ endpoint: `orders/writer/${status}`, rowSchema: writerOrderRow }) as const;
