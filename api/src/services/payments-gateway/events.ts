/**
 * Stored provider events (`payment_events`): every webhook event Stripe or PayPal vouched for is kept on
 * receipt with the exact body text, before it is applied, so an admin can inspect it and apply it again.
 *
 * An event is *applied* when `handled_at` is set: the transaction that books its ledger change also claims
 * the row (`claimEvent`, a conditional update of a row whose `handled_at` is null), so one event changes
 * the ledger once whatever is replayed or delivered concurrently (on PostgreSQL the second claim waits for
 * the first transaction and then finds the row claimed). An event that could not be applied (its payment
 * or session unknown yet, its type not one we book) keeps `handled_at` null with its `outcome` saying why,
 * and may be replayed later.
 * @see docs/payments.md (Every provider event is stored)
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { PaymentEventRow } from '@scriptorium/contracts/payments';
import type { Db, Executor, Tx } from '../../db/client.js';
import { payment_events } from '../../db/schema/index.js';
import type { TableSpec } from '../../lib/table/paginate.js';
import type { ProviderEvent } from './settle.js';

/** A stored event row. */
export type StoredEvent = typeof payment_events.$inferSelect;

/** The outcome a claim writes until the applying code names what it did. */
const APPLYING = 'applied';

const key = (event: Pick<ProviderEvent, 'provider' | 'id'>) =>
  and(eq(payment_events.provider, event.provider), eq(payment_events.event_id, event.id));

/**
 * Keeps a verified event with `payload` (the body as received, UTF-8) unless it is stored already (a
 * provider's retry keeps the first copy). Answers the stored row, whose `handled_at` says whether it was
 * applied before.
 */
export async function storeEvent(db: Executor, event: ProviderEvent, payload: string): Promise<StoredEvent> {
  const [row] = await db
    .insert(payment_events)
    .values({ provider: event.provider, event_id: event.id, type: event.type, payload })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [stored] = await db.select().from(payment_events).where(key(event));
  return stored;
}

/**
 * Claims `event` for the caller's transaction: true when this transaction applies it (the row was not
 * applied; an event nobody stored is inserted as applied), false when it was applied before or by a
 * concurrent transaction that committed. Call it in the transaction that books the event's change, so a
 * rollback releases the claim.
 * @param outcome what applying it does (`recorded`, `refund_failed`…); the caller may name it later with `noteOutcome`
 */
export async function claimEvent(tx: Tx, event: ProviderEvent, outcome: string = APPLYING): Promise<boolean> {
  const [claimed] = await tx
    .update(payment_events)
    .set({ outcome, handled_at: new Date() })
    .where(and(key(event), isNull(payment_events.handled_at)))
    .returning({ id: payment_events.event_id });
  if (claimed) return true;
  const [inserted] = await tx
    .insert(payment_events)
    .values({ provider: event.provider, event_id: event.id, type: event.type, outcome, handled_at: new Date() })
    .onConflictDoNothing()
    .returning({ id: payment_events.event_id });
  return !!inserted;
}

/**
 * Writes what handling `event` did, without touching an applied event's record: on a row not applied
 * (why it was not: `unknown_payment`, `ignored`…), or naming the change of a row claimed with the
 * placeholder outcome (`recorded` after `settleCheckout`). A replay's `already` never replaces anything.
 */
export async function noteOutcome(
  db: Executor,
  event: Pick<ProviderEvent, 'provider' | 'id'>,
  outcome: string,
): Promise<void> {
  const unapplied = isNull(payment_events.handled_at);
  const target = outcome === 'already' ? unapplied : or(unapplied, eq(payment_events.outcome, APPLYING));
  await db
    .update(payment_events)
    .set({ outcome })
    .where(and(key(event), target));
}

/** The stored event `id` of `provider`, or null. */
export async function findEvent(db: Executor, provider: string, id: string): Promise<StoredEvent | null> {
  const [row] = await db
    .select()
    .from(payment_events)
    .where(and(eq(payment_events.provider, provider), eq(payment_events.event_id, id)));
  return row ?? null;
}

/** Wire shape of a stored event without its payload (contracts' `paymentEventRow`). */
export function eventRow(r: StoredEvent): PaymentEventRow {
  return {
    provider: r.provider as PaymentEventRow['provider'],
    event_id: r.event_id,
    type: r.type,
    outcome: r.outcome,
    created_at: r.created_at.toISOString(),
    handled_at: r.handled_at?.toISOString() ?? null,
  };
}

/**
 * `GET /payments/events` in the table protocol: newest received first; search over provider, type, id
 * and outcome; sortable by those and by the times received (`created_at`) and applied (`handled_at`).
 */
export function paymentEventsTable(db: Db): TableSpec<StoredEvent> {
  return {
    rows: () => db.select().from(payment_events).$dynamic(),
    db,
    searchable: [payment_events.provider, payment_events.type, payment_events.event_id, payment_events.outcome],
    sortable: {
      provider: payment_events.provider,
      type: payment_events.type,
      event_id: payment_events.event_id,
      outcome: payment_events.outcome,
      created_at: payment_events.created_at,
      handled_at: payment_events.handled_at,
    },
    // No numeric id: the default order (and its tie-break) is the time received.
    id: payment_events.created_at,
    createdAt: payment_events.created_at,
    map: eventRow,
  };
}
