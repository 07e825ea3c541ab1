/**
 * What still uses a settings row. Most foreign keys to settings are `on delete set null` (an order keeps
 * its history), so the database alone would not stop a delete that silently strips orders of their
 * service type; these checks refuse such deletes instead.
 * A row is deletable only when nothing references it; otherwise the delete is refused with a clear message.
 * @see docs/product.md §7 Settings
 */
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SettingType } from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import {
  order_order_services,
  orders,
  payment_accounts,
  service_packages,
  tag_lines,
  users,
} from '../../db/schema/index.js';

interface Reference {
  table: PgTable;
  column: AnyColumn;
  /** Singular and plural nouns, e.g. ['order', 'orders']. */
  noun: [string, string];
}

const REFERENCES: Partial<Record<SettingType, Reference[]>> = {
  service_types: [
    { table: orders, column: orders.service_type_id, noun: ['order', 'orders'] },
    {
      table: service_packages,
      column: service_packages.service_type_id,
      noun: ['pricing package', 'pricing packages'],
    },
  ],
  deadlines: [{ table: orders, column: orders.deadline_id, noun: ['order', 'orders'] }],
  order_sources: [{ table: orders, column: orders.order_source_id, noun: ['order', 'orders'] }],
  order_services: [
    { table: order_order_services, column: order_order_services.order_service_id, noun: ['order', 'orders'] },
  ],
  websites: [
    { table: orders, column: orders.website_id, noun: ['order', 'orders'] },
    { table: tag_lines, column: tag_lines.website_id, noun: ['tag line', 'tag lines'] },
    { table: users, column: users.website_id, noun: ['user', 'users'] },
  ],
  payment_methods: [
    {
      table: payment_accounts,
      column: payment_accounts.payment_method_id,
      noun: ['payment account', 'payment accounts'],
    },
  ],
};

/**
 * Describes the rows that reference row `id` of `type`, e.g. `['2 orders', '1 pricing package']`;
 * empty when nothing does.
 */
export async function describeReferences(db: Executor, type: SettingType, id: number): Promise<string[]> {
  const uses: string[] = [];
  for (const ref of REFERENCES[type] ?? []) {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ref.table)
      .where(eq(ref.column, id));
    if (n > 0) uses.push(`${n} ${n === 1 ? ref.noun[0] : ref.noun[1]}`);
  }
  return uses;
}
