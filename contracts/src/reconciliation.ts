/**
 * Reconciliation: the money Stripe and PayPal report over a date range against the ledger (order payments
 * and refunds), and the checkouts and refunds left half-done (`GET payments/reconciliation`, the same list
 * `npm run reconcile` prints). Amounts are USD decimals on the wire.
 * @see docs/payments.md (Reconciliation)
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { requiredText } from './fields.js';
import { timeZoneField } from './table.js';

/**
 * What a mismatch is: provider money with no ledger row (`missing_in_ledger`), a ledger row the provider
 * has no money for (`missing_at_provider`), both with different amounts (`amount_differs`), a Stripe or
 * PayPal checkout still `open`/`creating` more than 24 h after it was made (`stale_checkout`), a refund
 * still `pending` (`pending_refund`).
 */
export const RECONCILIATION_KINDS = [
  'missing_in_ledger',
  'missing_at_provider',
  'amount_differs',
  'stale_checkout',
  'pending_refund',
] as const;
/** One entry of `RECONCILIATION_KINDS`. */
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

/** How each kind reads on the screen. */
export const RECONCILIATION_KIND_LABELS: Record<ReconciliationKind, string> = {
  missing_in_ledger: 'Not in the ledger',
  missing_at_provider: 'Not at the provider',
  amount_differs: 'Amounts differ',
  stale_checkout: 'Checkout left open',
  pending_refund: 'Refund still pending',
};

/** The providers whose records are reconciled (the sandbox and manual payments move no provider money). */
export const RECONCILED_GATEWAYS = ['stripe', 'paypal'] as const;

/**
 * Query of `GET payments/reconciliation`: `from` and `to` (yyyy-MM-dd or MM/dd/yyyy, both days included)
 * as calendar days in `tz` (the viewer's IANA time zone; default APP_TIMEZONE).
 * Errors: 'The from field is required', 'The to field is required'; 422 on `from` for a range that is not
 * valid or longer than a year.
 */
export const reconciliationQuery = z.object(
  lazyShape({
    from: () => requiredText('from', 32),
    to: () => requiredText('to', 32),
    tz: () => timeZoneField.optional(),
  }),
);
/** Parsed (output) shape of `reconciliationQuery`. */
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;

/** One thing that does not add up. */
export const reconciliationMismatch = z.object(
  lazyShape({
    kind: () => z.enum(RECONCILIATION_KINDS),
    gateway: () => z.enum(RECONCILED_GATEWAYS),
    /** What it is about. */
    subject: () => z.enum(['payment', 'refund', 'checkout']),
    /**
     * The provider's id: Stripe's payment intent (`pi_…`) or PayPal's capture id for a payment, the refund
     * id for a refund; our checkout id for a checkout, or the ledger row (`refund #12`) when it has no id.
     */
    reference: () => z.string(),
    /** The order it belongs to, when the ledger knows it. */
    order_id: () => z.number().int().nullable(),
    /** USD decimal the provider reports; null when it reports nothing. */
    provider_amount: () => z.number().nullable(),
    /** USD decimal the ledger holds; null when it holds nothing. */
    ledger_amount: () => z.number().nullable(),
    /** When it happened (the provider's time when it has one, else the ledger's), ISO 8601. */
    occurred_at: () => z.string(),
    /** One sentence: what is wrong and where to look. */
    message: () => z.string(),
  }),
);
/** Parsed (output) shape of `reconciliationMismatch`. */
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatch>;

/** How much of one provider was compared; null when the provider is not configured. */
const checkedProvider = z
  .object(
    lazyShape({
      /** Provider transactions (payments and refunds) in the range. */
      transactions: () => z.number().int(),
      /** Ledger rows (payments and refunds) of that gateway in the range. */
      ledger_rows: () => z.number().int(),
    }),
  )
  .nullable();

/** `GET payments/reconciliation` → this: the range as days (yyyy-MM-dd) in `time_zone`, what was compared, every mismatch. */
export const reconciliationReport = z.object(
  lazyShape({
    from: () => z.string(),
    to: () => z.string(),
    time_zone: () => z.string(),
    checked: () => z.object({ stripe: checkedProvider, paypal: checkedProvider }),
    /** Oldest first. Empty: everything matches. */
    mismatches: () => z.array(reconciliationMismatch),
    /** What could not be compared and why (a provider not configured while the ledger has its rows). */
    notes: () => z.array(z.string()),
  }),
);
/** Parsed (output) shape of `reconciliationReport`. */
export type ReconciliationReport = z.infer<typeof reconciliationReport>;
