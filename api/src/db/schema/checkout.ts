/**
 * Checkout sessions of the built-in sandbox payment gateway: what a hosted payment page charges, for
 * which order, and whether it was paid. The id is the unguessable capability in the page's URL and the
 * `reference` of the order payment it records, so a session can be paid once only.
 * @see docs/product.md §7 getPaymentLink, approveOrder (tip_url), docs/payments.md Checkout
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** What a session pays for: the order price (`order`) or a tip at approval (`tip`). */
export type CheckoutKind = 'order' | 'tip';
/**
 * `creating` while the provider is being asked for it (reserved, no link yet), `open` until paid,
 * `cancelled` (the buyer cancelled, or the provider call failed), `expired` (closed by us: the order was
 * cancelled, re-priced or paid otherwise; or past its time).
 */
export type CheckoutStatus = 'creating' | 'open' | 'paid' | 'cancelled' | 'expired';

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
    /**
     * The provider's id of the session (Stripe `cs_…`, PayPal's order id) once the provider answered; for
     * sessions created before reservations, the same as `id`.
     */
    provider_session_id: text(),
    /** The payment page the browser is sent to (reused while the session is open). */
    url: text(),
    /** SHA-256 (hex) of the secret only the buyer's browser holds (PayPal's cancel URL carries it). */
    cancel_secret_hash: text(),
  },
  (t) => [
    index('checkout_sessions_order_idx').on(t.order_id),
    uniqueIndex('checkout_sessions_provider_unique').on(t.gateway, t.provider_session_id),
    // One live checkout per order, kind, gateway and amount: asking again reuses it.
    uniqueIndex('checkout_sessions_live_unique')
      .on(t.order_id, t.kind, t.gateway, t.amount)
      .where(sql`status in ('creating', 'open')`),
  ],
);
