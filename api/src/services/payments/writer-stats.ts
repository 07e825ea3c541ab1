/**
 * The writer dashboard's numbers: balance from the ledger, active and completed work from the writer's
 * assignments, and earnings per month for the chart.
 * @see docs/product.md §2 /writer/dashboard (balance (KSh), active orders, completed orders), §7 Writer (stats)
 */
import { and, eq, gt, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import type { WriterStats } from '@scriptorium/contracts/payments';
import type { Executor } from '../../db/client.js';
import { assignments, writer_transactions } from '../../db/schema/index.js';
import type { AssignmentStatus } from '../../db/schema/orders.js';
import { writerBalance } from '../ledger/index.js';

/** Assignment statuses counted as active work (the writer's Active Orders). */
export const ACTIVE_ASSIGNMENT_STATUSES: AssignmentStatus[] = ['in_progress', 'revision'];
/** Assignment statuses counted as completed work. */
export const COMPLETED_ASSIGNMENT_STATUSES: AssignmentStatus[] = ['completed', 'approved'];
/** Months shown on the earnings chart, the current one last. */
export const EARNINGS_MONTHS = 12;

/** One month of the chart: `month` is `yyyy-MM` (UTC), `amount` the credits earned in it, KSh decimal. */
export interface MonthlyEarning {
  month: string;
  amount: number;
}

/** `GET writer/stats`: {@link WriterStats} (balance KSh decimal) plus `earnings` for the last 12 months. */
export interface WriterDashboardStats extends WriterStats {
  earnings: MonthlyEarning[];
}

/** `yyyy-MM` of the UTC month `offset` months from `now`'s month. */
function monthKey(now: Date, offset: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Earnings per UTC month over the last {@link EARNINGS_MONTHS} months, oldest first, zero months
 * included. Earnings are the writer's credits except refunds of rejected withdrawals.
 */
export async function monthlyEarnings(db: Executor, userId: number, now = new Date()): Promise<MonthlyEarning[]> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (EARNINGS_MONTHS - 1), 1));
  const month = sql<string>`to_char(date_trunc('month', ${writer_transactions.created_at} at time zone 'UTC'), 'YYYY-MM')`;
  const rows = await db
    .select({ month, total: sql<string>`sum(${writer_transactions.amount})` })
    .from(writer_transactions)
    .where(
      and(
        eq(writer_transactions.user_id, userId),
        gt(writer_transactions.amount, 0),
        gte(writer_transactions.created_at, start),
        or(isNull(writer_transactions.source_type), ne(writer_transactions.source_type, 'withdrawal_refund')),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.total)]));
  return Array.from({ length: EARNINGS_MONTHS }, (_, i) => {
    const key = monthKey(now, i - (EARNINGS_MONTHS - 1));
    return { month: key, amount: fromMinor(byMonth.get(key) ?? 0) };
  });
}

/** The dashboard numbers of writer `userId`. */
export async function writerStats(db: Executor, userId: number): Promise<WriterDashboardStats> {
  const count = (statuses: AssignmentStatus[]) =>
    db
      .select({ n: sql<number>`count(distinct ${assignments.order_id})::int` })
      .from(assignments)
      .where(and(eq(assignments.user_id, userId), inArray(assignments.status, statuses)))
      .then(([r]) => r?.n ?? 0);
  const [balance, active, completed, earnings] = await Promise.all([
    writerBalance(db, userId),
    count(ACTIVE_ASSIGNMENT_STATUSES),
    count(COMPLETED_ASSIGNMENT_STATUSES),
    monthlyEarnings(db, userId),
  ]);
  return { balance: fromMinor(balance), active, completed, earnings };
}
