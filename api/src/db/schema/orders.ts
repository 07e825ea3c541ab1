/**
 * Orders and the work on them: extra services, writer assignments, revisions, files, messages.
 * Client prices are USD minor units; writer amounts are KSh minor units.
 * @see docs/product.md §3 Order, Assignment, File, Message; §4 Orders
 */
import { bigint, boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@scriptorium/contracts/core';
import { id, money, timestamps, tstz } from './columns.js';
import {
  deadlines,
  links,
  order_services,
  order_sources,
  service_packages,
  service_types,
  websites,
} from './settings.js';
import { users } from './users.js';

/** A client's order. `pending_amount` = amount − paid_amount and `paid` are computed, not stored. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    instructions: text(),
    status: text().$type<OrderStatus>().notNull().default('pending_quote'),
    /** Price in USD minor units (0 while a quote is pending). */
    amount: money().notNull().default(0),
    /** Paid so far, USD minor units. */
    paid_amount: money().notNull().default(0),
    deadline: tstz(),
    deadline_id: integer().references(() => deadlines.id, { onDelete: 'set null' }),
    service_type_id: integer().references(() => service_types.id, { onDelete: 'set null' }),
    order_source_id: integer().references(() => order_sources.id, { onDelete: 'set null' }),
    link_id: integer().references(() => links.id, { onDelete: 'set null' }),
    package_id: integer().references(() => service_packages.id, { onDelete: 'set null' }),
    website_id: integer().references(() => websites.id, { onDelete: 'set null' }),
    referrer: text(),
    /** 1–5 stars, set when the client approves. */
    rating: smallint(),
    comments: text(),
    /** Optional tip in USD minor units. */
    tip: money(),
    ...timestamps,
  },
  (t) => [
    index('orders_status_idx').on(t.status),
    index('orders_user_idx').on(t.user_id),
    index('orders_created_at_idx').on(t.created_at),
    index('orders_link_idx').on(t.link_id),
    // Table search (`ILIKE '%term%'`) on titles: trigram GIN index (pg_trgm, migration 0002).
    index('orders_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** Extra services chosen for an order, with the price at the time of ordering (USD minor units). */
export const order_order_services = pgTable(
  'order_order_services',
  {
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    order_service_id: integer()
      .notNull()
      .references(() => order_services.id, { onDelete: 'restrict' }),
    amount: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.order_service_id] })],
);

/** Statuses of an assignment (docs/product.md §4 Orders: revision, deadline edits, cancellation). */
export type AssignmentStatus = 'in_progress' | 'under_review' | 'revision' | 'completed' | 'approved' | 'cancelled';

/** A writer working on an order for `amount` KSh minor units by `deadline`. */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money().notNull().default(0),
    deadline: tstz(),
    status: text().$type<AssignmentStatus>().notNull().default('in_progress'),
    cancel_reason: text(),
    ...timestamps,
  },
  (t) => [index('assignments_order_idx').on(t.order_id), index('assignments_user_status_idx').on(t.user_id, t.status)],
);

export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    assignment_id: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    instructions: text().notNull(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [index('revisions_assignment_idx').on(t.assignment_id)],
);

/** An uploaded file of an order; `path` is the storage key; clients see it only when `allow_client`. */
export const files = pgTable(
  'files',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    path: text().notNull(),
    ext: text(),
    /** Size in bytes. */
    size: bigint({ mode: 'number' }).notNull().default(0),
    mime: text(),
    allow_client: boolean().notNull().default(false),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [index('files_order_idx').on(t.order_id)],
);

/** A message on an order, addressed to a role (`target`: client, writer or admin). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    message: text().notNull(),
    target: text().notNull(),
    read_at: tstz(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('messages_order_created_idx').on(t.order_id, t.created_at),
    index('messages_unread_idx').on(t.target, t.read_at),
  ],
);
