/**
 * Money movements: order payments (USD), writer ledger and withdrawals (KSh), payment accounts.
 * @see docs/product.md §3 Payment account, Withdrawal, Order payment, Writer transaction; §4 Withdrawals and writers
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentGatewayName } from '@scriptorium/contracts/payments';
import type { WithdrawalStatus } from '@scriptorium/contracts/core';
import { id, money, timestamps, tstz } from './columns.js';
import { orders } from './orders.js';
import { payment_methods } from './settings.js';
import { users } from './users.js';

/** A payment received for an order; `reference` is unique so one payment is recorded once. */
export const order_payments = pgTable(
  'order_payments',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    reference: text().notNull(),
    /** stripe, paypal, bank_transfer or admin_payment (docs/product.md §7 markPaid). */
    payment_method: text().notNull(),
    /** USD minor units. */
    amount: money().notNull(),
    /** stripe, paypal, sandbox (a checkout) or manual (markPaid). Decides how it is refunded. */
    gateway: text().$type<PaymentGatewayName>().notNull().default('manual'),
    /** What the provider refunds against: Stripe's payment intent (`pi_…`), PayPal's capture id. */
    provider_payment_id: text(),
    /** USD minor units refunded so far (≤ amount). */
    refunded_amount: money().notNull().default(0),
    /** `order` (counts toward the order's `paid_amount`) or `tip` (credited to the writer, never to the order). */
    kind: text().$type<'order' | 'tip'>().notNull().default('order'),
    /**
     * `completed` (applied to the order or the tip), or `returned`: money the order could not take
     * (cancelled, already paid, client gone, wrong amount), recorded and refunded in full, never applied.
     */
    status: text().$type<'completed' | 'returned'>().notNull().default('completed'),
    /** Why a `returned` payment was given back. */
    status_reason: text(),
    /** A card holder's dispute: null, `open` (needs response / under review), `won` or `lost`. */
    dispute_status: text().$type<'open' | 'won' | 'lost'>(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_payments_reference_unique').on(t.reference),
    index('order_payments_order_idx').on(t.order_id),
    index('order_payments_provider_payment_idx').on(t.provider_payment_id),
  ],
);

/**
 * Money given back of one order payment. `reference` is the provider's refund id (`re_…`, PayPal's), or the
 * Stripe event id of a dashboard refund, unique so one refund is recorded once; null for a manual refund.
 * @see docs/payments.md Refund
 */
export const order_refunds = pgTable(
  'order_refunds',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    payment_id: integer()
      .notNull()
      .references(() => order_payments.id, { onDelete: 'restrict' }),
    /** USD minor units, > 0. */
    amount: money().notNull(),
    reason: text().notNull(),
    /** The payment's gateway, or `manual`. */
    gateway: text().$type<PaymentGatewayName>().notNull(),
    reference: text(),
    /** The admin who refunded; null when it came from the provider's dashboard. */
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * `pending` (asked of the provider, not yet confirmed), `succeeded`, or `failed` (the provider reported
     * it failed: its amount is back on the payment and the order).
     */
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('succeeded'),
    /** `refund` (an admin's or the provider dashboard's), `return` (money the order could not take), `dispute` (a lost chargeback). */
    kind: text().$type<'refund' | 'return' | 'dispute'>().notNull().default('refund'),
    created_at: tstz().notNull().defaultNow(),
    updated_at: tstz(),
  },
  (t) => [
    uniqueIndex('order_refunds_reference_unique').on(t.reference),
    index('order_refunds_payment_idx').on(t.payment_id),
  ],
);

/**
 * Every verified provider webhook event, keyed (provider, event id), with the bytes received and what
 * applying it did (`outcome`), so it can be inspected and replayed; a replay of an applied event changes
 * nothing.
 */
export const payment_events = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    event_id: text().notNull(),
    type: text().notNull(),
    /** The body as received (UTF-8 text of the exact bytes). */
    payload: text(),
    /** What applying it did (`recorded`, `already`, `ignored`, `refunded`…); null until applied. */
    outcome: text(),
    /** When it was last applied. */
    handled_at: tstz(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);

/** Where a writer wants withdrawals paid. */
export const payment_accounts = pgTable(
  'payment_accounts',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payment_method_id: integer()
      .notNull()
      .references(() => payment_methods.id, { onDelete: 'restrict' }),
    account_number: text().notNull(),
    account_name: text().notNull(),
    /** The bank's name, for a bank transfer account. */
    bank_name: text(),
    ...timestamps,
  },
  (t) => [index('payment_accounts_user_idx').on(t.user_id)],
);

/**
 * A writer's withdrawal request of `amount` KSh minor units. The payment account is copied at request
 * time so later account edits do not rewrite history.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    status: text().$type<WithdrawalStatus>().notNull().default('pending'),
    reference: text(),
    payment_account_id: integer().references(() => payment_accounts.id, { onDelete: 'set null' }),
    payment_method_name: text(),
    account_name: text(),
    account_number: text(),
    reason_canceled: text(),
    processed_at: tstz(),
    /** How the payout is being made once `processing`: `manual` (an admin pays and types the reference) or `mpesa`. */
    payout_gateway: text().$type<'manual' | 'mpesa'>(),
    /** When Pay out locked it (`processing`). */
    payout_started_at: tstz(),
    /** Why the last payout attempt failed (the provider's words), shown to the admin; null otherwise. */
    payout_error: text(),
    ...timestamps,
  },
  (t) => [index('withdrawals_status_idx').on(t.status), index('withdrawals_user_idx').on(t.user_id)],
);

/**
 * One request to a payout provider (M-Pesa B2C) for a withdrawal. `originator_conversation_id` is ours and
 * fresh per request; `callback_token` is the unguessable path segment of its result and timeout URLs. At
 * most one unresolved attempt per withdrawal (`sending`, `sent`, `timeout`).
 */
export const payout_attempts = pgTable(
  'payout_attempts',
  {
    id: id(),
    withdrawal_id: integer()
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'restrict' }),
    gateway: text().notNull(),
    originator_conversation_id: text().notNull(),
    /** The provider's `ConversationID`, once it accepted the request. */
    conversation_id: text(),
    callback_token: text().notNull(),
    /** `sending` → `sent` → `succeeded` | `failed`; `timeout` (queue timeout: status queried before a new attempt). */
    status: text().$type<'sending' | 'sent' | 'succeeded' | 'failed' | 'timeout'>().notNull().default('sending'),
    /** KSh minor units sent. */
    amount: money().notNull(),
    /** The receiving number, international form (2547…). */
    party_b: text().notNull(),
    result_code: text(),
    result_desc: text(),
    /** The provider's receipt (M-Pesa `TransactionID`). */
    transaction_id: text(),
    /** The admin who started it. */
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: tstz().notNull().defaultNow(),
    completed_at: tstz(),
  },
  (t) => [
    uniqueIndex('payout_attempts_originator_unique').on(t.originator_conversation_id),
    uniqueIndex('payout_attempts_callback_unique').on(t.callback_token),
    uniqueIndex('payout_attempts_unresolved_unique')
      .on(t.withdrawal_id)
      .where(sql`status in ('sending', 'sent', 'timeout')`),
  ],
);

/**
 * The writer ledger: signed KSh minor units with the running `balance` after the entry.
 * (`source_type`, `source_id`) is unique, so one cause (an assignment, a withdrawal) is booked once.
 */
export const writer_transactions = pgTable(
  'writer_transactions',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    description: text().notNull(),
    balance: money().notNull(),
    source_type: text(),
    source_id: integer(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('writer_transactions_user_idx').on(t.user_id, t.id),
    uniqueIndex('writer_transactions_source_unique').on(t.source_type, t.source_id),
  ],
);
