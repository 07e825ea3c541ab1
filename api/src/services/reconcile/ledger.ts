/**
 * The ledger's side of reconciliation: order payments and refunds of one provider gateway (the rows of a
 * window, and the rows the provider's ids name wherever they fall), checkouts of Stripe or PayPal left
 * `open`/`creating` more than a day after they were made, and refunds still `pending`. Amounts are USD
 * minor units.
 * @see docs/payments.md "Reconciliation"
 */
import { and, count, eq, gte, inArray, lt, lte, ne, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { checkout_sessions, order_payments, order_refunds } from '../../db/schema/index.js';
import type { Gateway, LedgerPayment, LedgerRefund, Mismatch } from './compare.js';
import type { Window } from './providers.js';

/** A checkout still open this long after it was made was abandoned or lost: Stripe's and PayPal's expire within a day. */
export const STALE_CHECKOUT_MS = 24 * 3_600_000;
/**
 * A refund still pending this long after it was asked for is stuck: the provider call it waits on gives up
 * after 20 s, so only a refund whose answer was never recorded stays pending longer.
 */
export const STUCK_REFUND_MS = 15 * 60_000;

/** Ids per `in (…)` list, so that a long range never builds one huge statement. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Rows of each query, one per id chunk plus the window's, without duplicates. */
async function unionById<T extends { id: number }>(
  window: () => Promise<T[]>,
  byIds: (ids: string[]) => Promise<T[]>,
  ids: string[],
): Promise<T[]> {
  const rows = new Map<number, T>();
  for (const r of await window()) rows.set(r.id, r);
  for (const part of chunks([...new Set(ids)])) for (const r of await byIds(part)) rows.set(r.id, r);
  return [...rows.values()];
}

const within = (column: AnyColumn, w: Window): SQL => and(gte(column, w.start), lte(column, w.end))!;

/** Order payments of `gateway` made in `window` or whose `provider_payment_id` is one of `ids`. */
export function ledgerPayments(
  db: Executor,
  gateway: Gateway,
  window: Window,
  ids: string[],
): Promise<LedgerPayment[]> {
  const select = (where: SQL) =>
    db
      .select({
        id: order_payments.id,
        order_id: order_payments.order_id,
        provider_payment_id: order_payments.provider_payment_id,
        reference: order_payments.reference,
        amount: order_payments.amount,
        created_at: order_payments.created_at,
      })
      .from(order_payments)
      .where(and(eq(order_payments.gateway, gateway), where));
  return unionById(
    () => select(within(order_payments.created_at, window)),
    (part) => select(inArray(order_payments.provider_payment_id, part)),
    ids,
  );
}

/** Refunds of `gateway` that are not pending, made in `window` or whose reference is one of `ids`, with their payment's provider id. */
export function ledgerRefunds(db: Executor, gateway: Gateway, window: Window, ids: string[]): Promise<LedgerRefund[]> {
  const select = (where: SQL) =>
    db
      .select({
        id: order_refunds.id,
        order_id: order_refunds.order_id,
        reference: order_refunds.reference,
        amount: order_refunds.amount,
        status: order_refunds.status,
        kind: order_refunds.kind,
        created_at: order_refunds.created_at,
        provider_payment_id: order_payments.provider_payment_id,
      })
      .from(order_refunds)
      .innerJoin(order_payments, eq(order_payments.id, order_refunds.payment_id))
      .where(and(eq(order_refunds.gateway, gateway), ne(order_refunds.status, 'pending'), where));
  return unionById(
    () => select(within(order_refunds.created_at, window)),
    (part) => select(inArray(order_refunds.reference, part)),
    ids,
  );
}

/** How many payments and refunds of `gateway` the ledger holds in `range`. */
export async function ledgerRowCount(db: Executor, gateway: Gateway, range: Window): Promise<number> {
  const [[payments], [refunds]] = await Promise.all([
    db
      .select({ n: count() })
      .from(order_payments)
      .where(and(eq(order_payments.gateway, gateway), within(order_payments.created_at, range))),
    db
      .select({ n: count() })
      .from(order_refunds)
      .where(and(eq(order_refunds.gateway, gateway), within(order_refunds.created_at, range))),
  ]);
  return payments.n + refunds.n;
}

const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const NAMES: Record<Gateway, string> = { stripe: 'Stripe', paypal: 'PayPal' };

/**
 * Stripe and PayPal checkouts made in `range` still `open` or `creating` {@link STALE_CHECKOUT_MS} after
 * they were made (at `now`), and refunds through them asked for in `range` still `pending`
 * {@link STUCK_REFUND_MS} after. The sandbox's and manual ones move no provider money and are left out.
 */
export async function unfinished(db: Executor, range: Window, now: Date): Promise<Mismatch[]> {
  const staleBefore = new Date(now.getTime() - STALE_CHECKOUT_MS);
  const stuckBefore = new Date(now.getTime() - STUCK_REFUND_MS);
  const [sessions, refunds] = await Promise.all([
    db
      .select()
      .from(checkout_sessions)
      .where(
        and(
          inArray(checkout_sessions.gateway, ['stripe', 'paypal']),
          inArray(checkout_sessions.status, ['open', 'creating']),
          within(checkout_sessions.created_at, range),
          lt(checkout_sessions.created_at, staleBefore),
        ),
      ),
    db
      .select({
        id: order_refunds.id,
        order_id: order_refunds.order_id,
        gateway: order_refunds.gateway,
        amount: order_refunds.amount,
        created_at: order_refunds.created_at,
        reference: order_refunds.reference,
      })
      .from(order_refunds)
      .where(
        and(
          inArray(order_refunds.gateway, ['stripe', 'paypal']),
          eq(order_refunds.status, 'pending'),
          within(order_refunds.created_at, range),
          lt(order_refunds.created_at, stuckBefore),
        ),
      ),
  ]);
  const hours = (d: Date) => Math.floor((now.getTime() - d.getTime()) / 3_600_000);
  return [
    ...sessions.map((s): Mismatch => ({
      kind: 'stale_checkout',
      gateway: s.gateway as Gateway,
      subject: 'checkout',
      reference: s.id,
      orderId: s.order_id,
      providerAmount: null,
      ledgerAmount: s.amount,
      at: s.created_at,
      message: `${NAMES[s.gateway as Gateway]} ${s.kind === 'tip' ? 'tip' : 'payment'} checkout of ${usd(s.amount)}${s.provider_session_id ? ` (${s.provider_session_id})` : ''} is still ${s.status} ${hours(s.created_at)} h after it was made`,
    })),
    ...refunds.map((r): Mismatch => ({
      kind: 'pending_refund',
      gateway: r.gateway as Gateway,
      subject: 'refund',
      reference: r.reference ?? `refund #${r.id}`,
      orderId: r.order_id,
      providerAmount: null,
      ledgerAmount: r.amount,
      at: r.created_at,
      message: `Refund #${r.id} of ${usd(r.amount)} through ${NAMES[r.gateway as Gateway]} is still pending ${Math.floor((now.getTime() - r.created_at.getTime()) / 60_000)} min after it was asked for`,
    })),
  ];
}
