import { dashboardStatsResponse } from '@scriptorium/contracts/orders';
import { getParsed } from '@scriptorium/shared-kit/core';
import { keepPreviousData, queryOptions } from '@scriptorium/shared-kit/data';
import { viewerTimeZone } from '@scriptorium/shared-kit/dates';

/**
 * `GET dashboard/stats` for a range (MM/dd/yyyy bounds, as the date-range picker emits them): clients,
 * orders, total paid (USD) and orders/revenue per day, the days the viewer's (`tz`). The last range's
 * numbers stay while another loads.
 * @see docs/product.md §7 Admin (dashboard stats)
 */
export const dashboardStatsQuery = (range: { from: string; to: string; period?: string }) =>
  queryOptions({
    queryKey: ['dashboard', 'stats', range],
    queryFn: () => getParsed(dashboardStatsResponse, 'dashboard/stats', { ...range, tz: viewerTimeZone() }),
    placeholderData: keepPreviousData,
  });
