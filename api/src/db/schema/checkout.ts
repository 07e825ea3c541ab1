/**
 * Checkout sessions of the built-in sandbox payment gateway: what a hosted payment page charges, for
 * which order, and whether it was paid. The id is the unguessable capability in the page's URL and the
 * `reference` of the order payment it records, so a session can be paid once only.
 * @see docs/product.md §7 getPaymentLink, approveOrder (tip_url); issue 5 (payment gateway interface)
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** What a session pays for: the order price (`order`) or a tip at approval (`tip`). */
export type CheckoutKind = 'order' | 'tip';
/** `open` until paid or cancelled. */
export type CheckoutStatus = 'open' | 'paid' | 'cancelled';

export const checkout_sessions = pgTable(
  'checkout_sessions',
  {
    /** `cs_` + 43 random base64url characters. */
    id: text().primaryKey(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The client paying. */
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<CheckoutKind>().notNull(),
    /** USD minor units. */
    amount: money().notNull(),
    /** Gateway that created it (`sandbox`). */
    gateway: text().notNull(),
    status: text().$type<CheckoutStatus>().notNull().default('open'),
    created_at: tstz().notNull().defaultNow(),
    expires_at: tstz().notNull(),
    /** When it was paid or cancelled. */
    closed_at: tstz(),
  },
  (t) => [index('checkout_sessions_order_idx').on(t.order_id)],
);
