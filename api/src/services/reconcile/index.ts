/**
 * Reconciliation: over a range of days, what Stripe and PayPal report having moved (payments and refunds)
 * against the ledger (`order_payments`, `order_refunds` of those gateways), plus the checkouts and refunds
 * left half-done. One list serves `npm run reconcile` and `GET /api/payments/reconciliation`.
 * The sandbox and manual payments move no provider money and are not compared.
 * @see docs/payments.md "Reconciliation"
 */
import { differenceInCalendarDays, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { fromMinor } from '@scriptorium/contracts/core';
import type { ReconciliationMismatch, ReconciliationReport } from '@scriptorium/contracts/payments';
import type { AppConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { dateRangeBounds, getBusinessTimeZone } from '../../lib/table/dateRange.js';
import { compareGateway, type Gateway, type Mismatch, type ProviderMoney } from './compare.js';
import { ledgerPayments, ledgerRefunds, ledgerRowCount, unfinished } from './ledger.js';
import { paypalMoney, stripeMoney, type Window } from './providers.js';

export { ProviderUnavailableError } from './providers.js';

/** The longest range one run covers, in days (a year, leap day included). */
export const MAX_RECONCILE_DAYS = 366;
/**
 * How far each side of the range provider money and ledger rows are looked at to find a match: a payment
 * taken at 23:59 and recorded just after midnight (or in another time zone's day) still matches.
 */
export const MATCH_MARGIN_MS = 86_400_000;

/** What {@link reconcile} reads: the database and the configured providers (null: not configured). */
export interface ReconcileDeps {
  db: Executor;
  stripe: AppConfig['stripe'];
  paypal: AppConfig['paypal'];
  /** The clock (tests pass their own). */
  now?: Date;
}

/** The range to reconcile: `from` and `to` (yyyy-MM-dd or MM/dd/yyyy, both included) as days in `timeZone`. */
export interface ReconcileRange {
  from: string;
  to: string;
  /** IANA zone of the days; default the business time zone (APP_TIMEZONE). */
  timeZone?: string;
}

/**
 * The instants of `range` and its days as yyyy-MM-dd. Throws a RangeError with the message to show when
 * a date is not one, `from` is after `to`, or the range is longer than {@link MAX_RECONCILE_DAYS}.
 */
export function reconcileWindow(range: ReconcileRange): {
  start: Date;
  end: Date;
  from: string;
  to: string;
  timeZone: string;
} {
  const timeZone = range.timeZone ?? getBusinessTimeZone();
  let bounds: { start: Date | null; end: Date | null };
  try {
    bounds = dateRangeBounds(range.from, range.to, timeZone);
  } catch {
    throw new RangeError('The date range is not valid');
  }
  const { start, end } = bounds;
  if (!start || !end) throw new RangeError('The date range is not valid');
  const [first, last] = [new TZDate(start, timeZone), new TZDate(end, timeZone)];
  if (differenceInCalendarDays(last, first) + 1 > MAX_RECONCILE_DAYS)
    throw new RangeError(`The date range may cover at most ${MAX_RECONCILE_DAYS} days`);
  return { start, end, from: format(first, 'yyyy-MM-dd'), to: format(last, 'yyyy-MM-dd'), timeZone };
}

const wire = (m: Mismatch): ReconciliationMismatch => ({
  kind: m.kind,
  gateway: m.gateway,
  subject: m.subject,
  reference: m.reference,
  order_id: m.orderId,
  provider_amount: m.providerAmount === null ? null : fromMinor(m.providerAmount),
  ledger_amount: m.ledgerAmount === null ? null : fromMinor(m.ledgerAmount),
  occurred_at: m.at.toISOString(),
  message: m.message,
});

const NAMES: Record<Gateway, string> = { stripe: 'Stripe', paypal: 'PayPal' };

/**
 * Compares each configured provider's money over `range` with the ledger and lists every mismatch,
 * oldest first (an empty list: everything matches), with what was compared and notes on what could not
 * be (a gateway not configured while the ledger holds its rows). Amounts USD decimals.
 * Throws a RangeError for a bad range ({@link reconcileWindow}) and a `ProviderUnavailableError` when a
 * provider cannot be read (nothing is reported then: a partial list would read as "the rest matches").
 */
export async function reconcile(deps: ReconcileDeps, range: ReconcileRange): Promise<ReconciliationReport> {
  const now = deps.now ?? new Date();
  const { start, end, from, to, timeZone } = reconcileWindow(range);
  const report: Window = { start, end };
  const wide: Window = {
    start: new Date(start.getTime() - MATCH_MARGIN_MS),
    end: new Date(end.getTime() + MATCH_MARGIN_MS),
  };
  const providers: [Gateway, (() => Promise<ProviderMoney[]>) | null][] = [
    ['stripe', deps.stripe ? () => stripeMoney(deps.stripe!, wide) : null],
    ['paypal', deps.paypal ? () => paypalMoney(deps.paypal!, wide) : null],
  ];
  const mismatches: Mismatch[] = [];
  const notes: string[] = [];
  const checked: ReconciliationReport['checked'] = { stripe: null, paypal: null };
  for (const [gateway, read] of providers) {
    const rows = await ledgerRowCount(deps.db, gateway, report);
    if (!read) {
      if (rows > 0)
        notes.push(
          `${NAMES[gateway]} is not configured: its ${rows === 1 ? '1 ledger row in the range was' : `${rows} ledger rows in the range were`} not compared.`,
        );
      continue;
    }
    const provider = await read();
    const inRange = provider.filter((m) => m.at >= start && m.at <= end);
    const [payments, refunds] = await Promise.all([
      ledgerPayments(
        deps.db,
        gateway,
        wide,
        inRange.filter((m) => m.subject === 'payment').map((m) => m.id),
      ),
      ledgerRefunds(
        deps.db,
        gateway,
        wide,
        inRange.filter((m) => m.subject === 'refund').map((m) => m.id),
      ),
    ]);
    mismatches.push(...compareGateway({ gateway, range: report, provider, payments, refunds }));
    checked[gateway] = { transactions: inRange.length, ledger_rows: rows };
  }
  mismatches.push(...(await unfinished(deps.db, report, now)));
  mismatches.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { from, to, time_zone: timeZone, checked, mismatches: mismatches.map(wire), notes };
}
