/**
 * The admin dashboard's numbers: how many clients and orders there are, how much clients have paid
 * (all time, USD decimals), and orders placed and revenue received per day over a date range.
 * Money is net: what clients paid (order payments and tips) less what went back to them (succeeded
 * refunds, lost disputes), counted on the day it went back; a `returned` payment (money the order could
 * not take, refunded in full) counts zero, and so does its refund. A pending or failed refund takes
 * nothing off. A day with more refunded than paid has negative revenue.
 * Days are calendar days in the viewer's time zone (`tz`; default the business time zone, APP_TIMEZONE),
 * the same days the table protocol's date range uses.
 * @see docs/product.md §2 /admin-dashboard (cards Clients, No. of Orders, Total Paid in dollars), §7 Admin (dashboard
 * stats: clients, orders, totalPaid)
 */
import { count, eq, gte, lte, and, ne, sql } from 'drizzle-orm';
import { addDays, differenceInCalendarDays, format, startOfDay, subDays } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { fromMinor } from '@scriptorium/contracts/core';
import type { DashboardStats, DashboardStatsQuery, DayPoint } from '@scriptorium/contracts/orders';
import type { Executor } from '../../db/client.js';
import { order_payments, order_refunds, orders, users } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import { dateRangeBounds, getBusinessTimeZone } from '../../lib/table/dateRange.js';

/** The longest range the chart draws (about ten years of days). */
export const MAX_RANGE_DAYS = 3700;
/** Days shown when no range is given: the last 30, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY = 'yyyy-MM-dd';

/**
 * The range to chart, as instants in `zone` (its days are that zone's): the given bounds, else the last
 * 30 days. @throws 422 on `from` for a bad or too long range.
 */
export function chartRange(
  q: DashboardStatsQuery,
  now = new Date(),
  zone = q.tz ?? getBusinessTimeZone(),
): { start: TZDate; end: TZDate } {
  let bounds: { start: Date | null; end: Date | null };
  try {
    bounds = dateRangeBounds(q.from || undefined, q.to || undefined, zone);
  } catch {
    throw fieldError('from', 'The date range is not valid');
  }
  const end = new TZDate(bounds.end ?? now, zone);
  const start = new TZDate(bounds.start ?? startOfDay(subDays(end, DEFAULT_RANGE_DAYS - 1)), zone);
  if (start > end) throw fieldError('from', 'The date range is not valid');
  if (differenceInCalendarDays(end, start) + 1 > MAX_RANGE_DAYS)
    throw fieldError('from', `The date range may cover at most ${MAX_RANGE_DAYS} days`);
  return { start, end };
}

/** `{day → value}` of a grouped query, as numbers. */
function byDay(rows: { day: string; value: number | string | null }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.day, Number(r.value ?? 0)]));
}

/**
 * The dashboard numbers; the series covers `q`'s range (default: the last 30 days). `totalPaid` and each
 * day's `revenue` are USD decimals net of refunds and lost disputes (see above).
 */
export async function dashboardStats(db: Executor, q: DashboardStatsQuery, now = new Date()): Promise<DashboardStats> {
  const zone = q.tz ?? getBusinessTimeZone();
  const { start, end } = chartRange(q, now, zone);
  // Plain instants for the queries; the TZDates count and name the days in the zone.
  const [from, to] = [new Date(start.getTime()), new Date(end.getTime())];
  // Grouped by the first select column (`group by 1`): the zone is a bound parameter, so repeating the
  // expression in GROUP BY would not be recognised as the same expression.
  const dayOf = (
    column: typeof orders.created_at | typeof order_payments.created_at | typeof order_refunds.created_at,
  ) => sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;
  const kept = ne(order_payments.status, 'returned');
  const givenBack = and(eq(order_refunds.status, 'succeeded'), kept);

  const [[clients], [orderCount], [paid], [refunded], orderDays, paymentDays, refundDays] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.role, 'client')),
    db.select({ n: count() }).from(orders),
    db
      .select({ total: sql<string | null>`sum(${order_payments.amount})` })
      .from(order_payments)
      .where(kept),
    db
      .select({ total: sql<string | null>`sum(${order_refunds.amount})` })
      .from(order_refunds)
      .innerJoin(order_payments, eq(order_payments.id, order_refunds.payment_id))
      .where(givenBack),
    db
      .select({ day: dayOf(orders.created_at), value: count() })
      .from(orders)
      .where(and(gte(orders.created_at, from), lte(orders.created_at, to)))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(order_payments.created_at), value: sql<string>`sum(${order_payments.amount})` })
      .from(order_payments)
      .where(and(kept, gte(order_payments.created_at, from), lte(order_payments.created_at, to)))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(order_refunds.created_at), value: sql<string>`sum(${order_refunds.amount})` })
      .from(order_refunds)
      .innerJoin(order_payments, eq(order_payments.id, order_refunds.payment_id))
      .where(and(givenBack, gte(order_refunds.created_at, from), lte(order_refunds.created_at, to)))
      .groupBy(sql`1`),
  ]);

  const ordersOn = byDay(orderDays);
  const revenueOn = byDay(paymentDays);
  const refundsOn = byDay(refundDays);
  const series: DayPoint[] = [];
  for (let d = startOfDay(start); d <= end; d = addDays(d, 1)) {
    const date = format(d, DAY);
    series.push({
      date,
      orders: ordersOn.get(date) ?? 0,
      revenue: fromMinor((revenueOn.get(date) ?? 0) - (refundsOn.get(date) ?? 0)),
    });
  }
  return {
    clients: clients.n,
    orders: orderCount.n,
    totalPaid: fromMinor(Number(paid.total ?? 0) - Number(refunded.total ?? 0)),
    from: format(start, DAY),
    to: format(end, DAY),
    series,
  };
}
