/**
 * The admin dashboard's numbers: how many clients and orders there are, how much clients have paid
 * (all time, USD decimals), and orders placed and revenue received per day over a date range.
 * Days are calendar days in the server's time zone, the same days the table protocol's date range uses.
 * @see spec §2 /admin-dashboard (cards Clients, No. of Orders, Total Paid in dollars), §7 Admin (dashboard
 * stats: clients, orders, totalPaid); issue 4 Admin dashboard
 */
import { count, eq, gte, lte, and, sql } from 'drizzle-orm';
import { addDays, differenceInCalendarDays, format, startOfDay, subDays } from 'date-fns';
import { fromMinor } from '@scriptorium/contracts/core';
import type { DashboardStats, DashboardStatsQuery, DayPoint } from '@scriptorium/contracts/orders';
import type { Executor } from '../../db/client.js';
import { order_payments, orders, users } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import { dateRangeBounds } from '../../lib/table/dateRange.js';

/** The longest range the chart draws (about ten years of days). */
export const MAX_RANGE_DAYS = 3700;
/** Days shown when no range is given: the last 30, today included. */
export const DEFAULT_RANGE_DAYS = 30;


const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const DAY = 'yyyy-MM-dd';

/** The range to chart: the given bounds, else the last 30 days. @throws 422 on `from` for a bad or too long range. */
export function chartRange(q: DashboardStatsQuery, now = new Date()): { start: Date; end: Date } {
  let bounds: { start: Date | null; end: Date | null };
  try {
    bounds = dateRangeBounds(q.from || undefined, q.to || undefined);
  } catch {
    throw fieldError('from', 'The date range is not valid');
  }
  const end = bounds.end ?? now;
  const start = bounds.start ?? startOfDay(subDays(end, DEFAULT_RANGE_DAYS - 1));
  if (start > end) throw fieldError('from', 'The date range is not valid');
  if (differenceInCalendarDays(end, start) + 1 > MAX_RANGE_DAYS) throw fieldError('from', `The date range may cover at most ${MAX_RANGE_DAYS} days`);
  return { start, end };
}

/** `{day → value}` of a grouped query, as numbers. */
function byDay(rows: { day: string; value: number | string | null }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.day, Number(r.value ?? 0)]));
}

/** The dashboard numbers; the series covers `q`'s range (default: the last 30 days). */
export async function dashboardStats(db: Executor, q: DashboardStatsQuery, now = new Date()): Promise<DashboardStats> {
  const { start, end } = chartRange(q, now);
  // Grouped by the first select column (`group by 1`): the zone is a bound parameter, so repeating the
  // expression in GROUP BY would not be recognised as the same expression.
  const dayOf = (column: typeof orders.created_at | typeof order_payments.created_at) =>
    sql<string>`to_char(${column} at time zone ${SERVER_TIME_ZONE}, 'YYYY-MM-DD')`;

  const [[clients], [orderCount], [paid], orderDays, paymentDays] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.role, 'client')),
    db.select({ n: count() }).from(orders),
    db.select({ total: sql<string | null>`sum(${order_payments.amount})` }).from(order_payments),
    db
      .select({ day: dayOf(orders.created_at), value: count() })
      .from(orders)
      .where(and(gte(orders.created_at, start), lte(orders.created_at, end)))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(order_payments.created_at), value: sql<string>`sum(${order_payments.amount})` })
      .from(order_payments)
      .where(and(gte(order_payments.created_at, start), lte(order_payments.created_at, end)))
      .groupBy(sql`1`),
  ]);

  const ordersOn = byDay(orderDays);
  const revenueOn = byDay(paymentDays);
  const series: DayPoint[] = [];
  for (let d = startOfDay(start); d <= end; d = addDays(d, 1)) {
    const date = format(d, DAY);
    series.push({ date, orders: ordersOn.get(date) ?? 0, revenue: fromMinor(revenueOn.get(date) ?? 0) });
  }
  return {
    clients: clients.n,
    orders: orderCount.n,
    totalPaid: fromMinor(Number(paid.total ?? 0)),
    from: format(start, DAY),
    to: format(end, DAY),
    series,
  };
}
