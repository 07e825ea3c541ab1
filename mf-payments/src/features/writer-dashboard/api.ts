import { writerDashboardStats } from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET writer/stats`: the signed-in writer's balance (KSh decimal), active and completed orders, 12 months of earnings. @see docs/product.md §7 Writer (stats) */
export const getWriterStats = () => getParsed(writerDashboardStats, 'writer/stats');
/** Query options of {@link getWriterStats}, keyed `['writer-stats']` (the dashboard and the earnings page share it). */
export const writerStatsQuery = () => queryOptions({ queryKey: ['writer-stats'], queryFn: getWriterStats });
