/**
 * Settings: one table per setting type, with exactly the spec's fields, plus service packages and links.
 * @see docs/product.md §3 "Settings types and fields", "Service package", "Link"
 */
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, money, timestamps, tstz } from './columns.js';

/** Kinds of work with their base price (USD minor units). */
export const service_types = pgTable('service_types', {
  id: id(),
  name: text().notNull(),
  amount: money().notNull().default(0),
  description: text(),
  ...timestamps,
});

export const writer_categories = pgTable('writer_categories', {
  id: id(),
  name: text().notNull(),
  description: text(),
  ...timestamps,
});

export const payment_methods = pgTable('payment_methods', {
  id: id(),
  name: text().notNull(),
  description: text(),
  ...timestamps,
});

/** Client deadlines: `rate` multiplies the price on the custom order form (docs/product.md §9). */
export const deadlines = pgTable('deadlines', {
  id: id(),
  name: text().notNull(),
  hours: integer().notNull(),
  rate: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
  ...timestamps,
});

export const writer_deadlines = pgTable('writer_deadlines', {
  id: id(),
  name: text().notNull(),
  hours: integer().notNull(),
  ...timestamps,
});

/**
 * Mail/notification templates, one per `slug`. `subject`, `mail`, `sms` and `action_url` may hold
 * `{name}`-style placeholders; `permission` limits who receives admin notifications.
 */
export const notification_messages = pgTable('notification_messages', {
  id: id(),
  slug: text().notNull().unique(),
  subject: text().notNull(),
  mail: text().notNull(),
  sms: text(),
  action_url: text(),
  action_label: text(),
  permission: text(),
  ...timestamps,
});

export const websites = pgTable('websites', {
  id: id(),
  name: text().notNull(),
  url: text().notNull(),
  email: text(),
  ...timestamps,
});

export const tag_lines = pgTable('tag_lines', {
  id: id(),
  website_id: integer().references(() => websites.id, { onDelete: 'set null' }),
  bootstrap_icon: text(),
  name: text().notNull(),
  description: text(),
  ...timestamps,
});

export const order_sources = pgTable('order_sources', {
  id: id(),
  name: text().notNull(),
  description: text(),
  ...timestamps,
});

/** Extra services a client can add to an order, priced in USD minor units. */
export const order_services = pgTable('order_services', {
  id: id(),
  name: text().notNull(),
  amount: money().notNull().default(0),
  ...timestamps,
});

/** Pricing packages of a service type (docs/product.md §2 "Pricing packages"). */
export const service_packages = pgTable(
  'service_packages',
  {
    id: id(),
    service_type_id: integer()
      .notNull()
      .references(() => service_types.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    amount: money().notNull().default(0),
    description: text(),
    ...timestamps,
  },
  (t) => [index('service_packages_service_type_idx').on(t.service_type_id)],
);

/** Referral links orders arrive through; `order_count` is computed from orders. */
export const links = pgTable(
  'links',
  {
    id: id(),
    url: text().notNull(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('links_url_unique').on(t.url)],
);
