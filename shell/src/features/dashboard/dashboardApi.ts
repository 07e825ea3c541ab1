import { dashboardStatsResponse, type DashboardStats } from '@scriptorium/contracts/orders';
import { get } from '@scriptorium/shared-kit/core';

/** Loads the dashboard numbers for the range (MM/dd/yyyy bounds, as the date-range picker emits them). */
export async function fetchDashboardStats(range: { from: string; to: string; period?: string }): Promise<DashboardStats> {
  return dashboardStatsResponse.parse(await get('dashboard/stats', range));
}
