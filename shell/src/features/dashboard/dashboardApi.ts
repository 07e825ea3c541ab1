import { z } from 'zod';
import { get } from '@scriptorium/shared-kit/core';

/** `GET dashboard/stats` (api/src/services/dashboard/stats.ts): all-time cards and one point per day. */
export const dashboardStatsSchema = z.object({
  clients: z.number().int(),
  orders: z.number().int(),
  /** USD decimal. */
  totalPaid: z.number(),
  from: z.string(),
  to: z.string(),
  series: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Loads the dashboard numbers for the range (MM/dd/yyyy bounds, as the date-range picker emits them). */
export async function fetchDashboardStats(range: { from: string; to: string; period?: string }): Promise<DashboardStats> {
  return dashboardStatsSchema.parse(await get('dashboard/stats', range));
}
