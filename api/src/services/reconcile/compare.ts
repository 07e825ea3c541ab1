/**
 * The comparison itself, without I/O: what one provider reports (payments and refunds, over the range
 * widened by a day each side, so money recorded a little before or after midnight still matches) against
 * the ledger rows of that gateway. Amounts are USD minor units here.
 * @see docs/payments.md "Reconciliation"
 */
import type { ReconciliationKind } from '@scriptorium/contracts/payments';

/** A provider whose money is reconciled. */
export type Gateway = 'stripe' | 'paypal';

/** Money a provider reports: a payment received or a refund given back. */
export interface ProviderMoney {
  gateway: Gateway;
  subject: 'payment' | 'refund';
  /** A payment: what the ledger keeps as `provider_payment_id` (Stripe's payment intent, PayPal's capture id). A refund: the refund id. */
  id: string;
  /** A refund: the payment it gives back (payment intent / capture id), when the provider says. */
  paymentId: string | null;
  /** USD minor units, positive. */
  amount: number;
  /** Lower-case ISO code (`usd`). */
  currency: string;
  at: Date;
  /** A refund the provider reports failed or cancelled: no money went back. */
  failed: boolean;
}

/** An `order_payments` row of a provider gateway. */
export interface LedgerPayment {
  id: number;
  order_id: number;
  provider_payment_id: string | null;
  reference: string;
  /** USD minor units. */
  amount: number;
  created_at: Date;
}

/** An `order_refunds` row of a provider gateway, with its payment's provider id. */
export interface LedgerRefund {
  id: number;
  order_id: number;
  reference: string | null;
  /** USD minor units. */
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  kind: 'refund' | 'return' | 'dispute';
  created_at: Date;
  provider_payment_id: string | null;
}

/** One mismatch, amounts in USD minor units. */
export interface Mismatch {
  kind: ReconciliationKind;
  gateway: Gateway;
  subject: 'payment' | 'refund' | 'checkout';
  reference: string;
  orderId: number | null;
  providerAmount: number | null;
  ledgerAmount: number | null;
  at: Date;
  message: string;
}

/** What {@link compareGateway} compares. */
export interface Comparison {
  gateway: Gateway;
  /** The days reported on (inclusive instants). Rows outside it only serve as matches. */
  range: { start: Date; end: Date };
  /** What the provider reports over the widened window. */
  provider: ProviderMoney[];
  /** Ledger payments of the gateway: those made in the window and those the provider's ids name. */
  payments: LedgerPayment[];
  /** Ledger refunds of the gateway that are not pending, found the same way. */
  refunds: LedgerRefund[];
}

const NAMES: Record<Gateway, string> = { stripe: 'Stripe', paypal: 'PayPal' };
const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;

interface Side<T> {
  amount: number;
  at: Date;
  inRange: boolean;
  rows: T[];
}

function group<T>(
  items: T[],
  key: (t: T) => string | null,
  amount: (t: T) => number,
  at: (t: T) => Date,
  inRange: (d: Date) => boolean,
): Map<string, Side<T>> {
  const out = new Map<string, Side<T>>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const side = out.get(k) ?? { amount: 0, at: at(item), inRange: false, rows: [] };
    side.amount += amount(item);
    if (at(item) < side.at) side.at = at(item);
    side.inRange ||= inRange(at(item));
    side.rows.push(item);
    out.set(k, side);
  }
  return out;
}

/**
 * Every mismatch between one provider's money and the ledger, oldest first: provider money without a
 * ledger row, ledger rows the provider has no money for, and amounts that differ. A refund the provider
 * reports failed counts as nothing moved, as does a ledger refund marked failed. A provider refund the
 * ledger does not know by its id is matched, failing that, to a ledger refund of the same payment and
 * amount whose own reference the provider does not list (a refund booked from a provider event, which
 * carries the event's id). Ledger refunds of kind `dispute` are not looked for among refunds: a lost
 * chargeback is a dispute adjustment at the provider.
 */
export function compareGateway({ gateway, range, provider, payments, refunds }: Comparison): Mismatch[] {
  const name = NAMES[gateway];
  const inRange = (d: Date) => d >= range.start && d <= range.end;
  const found: Mismatch[] = [];

  // Payments, by the provider's payment id.
  const paid = group(
    provider.filter((m) => m.subject === 'payment'),
    (m) => m.id,
    (m) => m.amount,
    (m) => m.at,
    inRange,
  );
  const booked = group(
    payments,
    (p) => p.provider_payment_id,
    (p) => p.amount,
    (p) => p.created_at,
    inRange,
  );
  const paymentKeys = new Set([
    ...[...paid].filter(([, s]) => s.inRange).map(([k]) => k),
    ...[...booked].filter(([, s]) => s.inRange).map(([k]) => k),
  ]);
  for (const key of paymentKeys) {
    const p = paid.get(key);
    const l = booked.get(key);
    const orderId = l?.rows[0].order_id ?? null;
    if (p && !l) {
      found.push({
        kind: 'missing_in_ledger',
        gateway,
        subject: 'payment',
        reference: key,
        orderId,
        providerAmount: p.amount,
        ledgerAmount: null,
        at: p.at,
        message: `${name} received ${usd(p.amount)} (${key}) that no order payment records`,
      });
    } else if (l && !p) {
      found.push({
        kind: 'missing_at_provider',
        gateway,
        subject: 'payment',
        reference: key,
        orderId,
        providerAmount: null,
        ledgerAmount: l.amount,
        at: l.at,
        message: `Order payment ${l.rows.map((r) => `#${r.id}`).join(', ')} records ${usd(l.amount)} that ${name} does not report (${key})`,
      });
    } else if (p && l) {
      const currencies = [...new Set(p.rows.map((m) => m.currency))];
      if (p.amount !== l.amount || currencies.some((c) => c !== 'usd')) {
        const paidIn = currencies.some((c) => c !== 'usd') ? ` in ${currencies.join(', ').toUpperCase()}` : '';
        found.push({
          kind: 'amount_differs',
          gateway,
          subject: 'payment',
          reference: key,
          orderId,
          providerAmount: p.amount,
          ledgerAmount: l.amount,
          at: p.at,
          message: `${name} received ${usd(p.amount)}${paidIn} for ${key}; the ledger records ${usd(l.amount)}`,
        });
      }
    }
  }
  for (const p of payments) {
    if (p.provider_payment_id === null && inRange(p.created_at)) {
      found.push({
        kind: 'missing_at_provider',
        gateway,
        subject: 'payment',
        reference: p.reference,
        orderId: p.order_id,
        providerAmount: null,
        ledgerAmount: p.amount,
        at: p.created_at,
        message: `Order payment #${p.id} (${usd(p.amount)}) has no ${name} payment id to look it up by`,
      });
    }
  }

  // Refunds, by the provider's refund id, then by payment and amount.
  const given = provider.filter((m) => m.subject === 'refund');
  const givenIds = new Set(given.map((m) => m.id));
  const byReference = new Map(refunds.filter((r) => r.reference !== null).map((r) => [r.reference!, r]));
  const used = new Set<number>();
  const pairs: { p?: ProviderMoney; l?: LedgerRefund }[] = [];
  const unpaired: ProviderMoney[] = [];
  for (const p of given) {
    const l = byReference.get(p.id);
    if (l && !used.has(l.id)) {
      used.add(l.id);
      pairs.push({ p, l });
    } else unpaired.push(p);
  }
  for (const p of unpaired) {
    const l = refunds.find(
      (r) =>
        !used.has(r.id) &&
        r.status !== 'failed' &&
        r.provider_payment_id !== null &&
        r.provider_payment_id === p.paymentId &&
        r.amount === p.amount &&
        !(r.reference && givenIds.has(r.reference)),
    );
    if (l) used.add(l.id);
    pairs.push({ p, l });
  }
  for (const l of refunds) if (!used.has(l.id)) pairs.push({ l });

  const moved = (p: ProviderMoney) => (p.failed ? 0 : p.amount);
  const kept = (l: LedgerRefund) => (l.status === 'failed' ? 0 : l.amount);
  for (const { p, l } of pairs) {
    if (!(p && inRange(p.at)) && !(l && inRange(l.created_at))) continue;
    const reference = p?.id ?? l?.reference ?? `refund #${l!.id}`;
    const orderId = l?.order_id ?? null;
    if (p && !l) {
      if (moved(p) > 0)
        found.push({
          kind: 'missing_in_ledger',
          gateway,
          subject: 'refund',
          reference,
          orderId,
          providerAmount: p.amount,
          ledgerAmount: null,
          at: p.at,
          message: `${name} refunded ${usd(p.amount)} (${p.id}${p.paymentId ? ` of ${p.paymentId}` : ''}) that no refund in the ledger records`,
        });
    } else if (l && !p) {
      if (kept(l) > 0 && l.kind !== 'dispute')
        found.push({
          kind: 'missing_at_provider',
          gateway,
          subject: 'refund',
          reference,
          orderId,
          providerAmount: null,
          ledgerAmount: l.amount,
          at: l.created_at,
          message: `Refund #${l.id} records ${usd(l.amount)} given back that ${name} does not report`,
        });
    } else if (p && l && moved(p) !== kept(l)) {
      const state = p.failed ? 'reports it failed' : `refunded ${usd(p.amount)}`;
      found.push({
        kind: 'amount_differs',
        gateway,
        subject: 'refund',
        reference,
        orderId,
        providerAmount: moved(p),
        ledgerAmount: kept(l),
        at: p.at,
        message: `Refund #${l.id}: ${name} ${state}; the ledger ${l.status === 'failed' ? 'marks it failed' : `records ${usd(l.amount)}`}`,
      });
    }
  }
  return found.sort((a, b) => a.at.getTime() - b.at.getTime());
}
