/**
 * The writers' ledger: `writer_transactions` rows are the only source of a writer's balance (KSh minor
 * units). Every credit or debit is one row carrying the running balance after it, written in the caller's
 * transaction, serialised per writer by locking the writer's user row, and keyed by its cause
 * (`source_type`, `source_id`) so the same cause is never booked twice.
 * @see docs/product.md §3 Writer transaction; docs/payments.md (where the money is at every moment)
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { users, writer_transactions } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';

export interface LedgerEntry {
  userId: number;
  /** Signed KSh minor units: positive credits, negative debits. Must not be 0. */
  amount: number;
  description: string;
  /** The cause, e.g. `{ type: 'order_approved', id: orderId }`; one row per cause at most. */
  source: { type: string; id: number };
}

export type LedgerRow = typeof writer_transactions.$inferSelect;

/** The writer's current balance in KSh minor units (0 with no transactions). */
export async function writerBalance(db: Executor, userId: number): Promise<number> {
  const [last] = await db
    .select({ balance: writer_transactions.balance })
    .from(writer_transactions)
    .where(eq(writer_transactions.user_id, userId))
    .orderBy(desc(writer_transactions.id))
    .limit(1);
  return last ? Number(last.balance) : 0;
}

/**
 * Books one entry inside `tx` and returns its row (or the existing row when that cause was already
 * booked: idempotent). Throws a 422 on `amount` ('The amount exceeds the available balance') when a
 * debit would take the balance below zero; the caller's transaction then rolls back whole.
 */
export async function postLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<{ row: LedgerRow; created: boolean }> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0)
    throw new RangeError('A ledger entry needs a non-zero integer amount');
  // Serialise every booking of this writer: concurrent requests queue on the row lock.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
  const [existing] = await tx
    .select()
    .from(writer_transactions)
    .where(
      and(eq(writer_transactions.source_type, entry.source.type), eq(writer_transactions.source_id, entry.source.id)),
    );
  if (existing) return { row: existing, created: false };
  const balance = (await writerBalance(tx, entry.userId)) + entry.amount;
  if (balance < 0) throw fieldError('amount', 'The amount exceeds the available balance');
  const [row] = await tx
    .insert(writer_transactions)
    .values({
      user_id: entry.userId,
      amount: entry.amount,
      description: entry.description,
      balance,
      source_type: entry.source.type,
      source_id: entry.source.id,
    })
    .returning();
  return { row, created: true };
}
