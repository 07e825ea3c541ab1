/**
 * The admin dashboard's numbers (`GET dashboard/stats`).
 * @see docs/product.md §2 /admin-dashboard (cards Clients, No. of Orders, Total Paid in dollars), §7 Admin
 */
import { z } from 'zod';
import { lazyShape } from '../lazy.js';
import { timeZoneField } from '../table.js';

/** One day of the chart: `date` yyyy-MM-dd, orders placed that day, revenue received that day (USD decimal). */
export const dashboardDayPoint = z.object(
  lazyShape({ date: () => z.string(), orders: () => z.number().int(), revenue: () => z.number() }),
);
/** Parsed (output) shape of `dashboardDayPoint`. */
export type DayPoint = z.infer<typeof dashboardDayPoint>;

/** `GET dashboard/stats` → this. Money in USD decimals. */
export const dashboardStatsResponse = z.object(
  lazyShape({
    /** Users whose role is client. */
    clients: () => z.number().int(),
    /** Every order, whatever its status. */
    orders: () => z.number().int(),
    /** Sum of every order payment received, USD decimal. */
    totalPaid: () => z.number(),
    /** The range the series covers (yyyy-MM-dd, inclusive). */
    from: () => z.string(),
    to: () => z.string(),
    /** One point per day from `from` to `to`, days without activity included as zeros. */
    series: () => z.array(dashboardDayPoint),
  }),
);
/** Parsed (output) shape of `dashboardStatsResponse`. */
export type DashboardStats = z.infer<typeof dashboardStatsResponse>;

/**
 * Query of `GET dashboard/stats`: the table protocol's `from`/`to` (MM/dd/yyyy or yyyy-MM-dd) as days in
 * `tz` (the viewer's IANA time zone; default APP_TIMEZONE), `period` ignored.
 */
export const dashboardStatsQuery = z
  .object(
    lazyShape({
      from: () => z.string().max(32).optional(),
      to: () => z.string().max(32).optional(),
      period: () => z.string().max(32).optional(),
      tz: () => timeZoneField.optional(),
    }),
  )
  .loose();
/** Parsed (output) shape of `dashboardStatsQuery`. */
export type DashboardStatsQuery = z.infer<typeof dashboardStatsQuery>;
