import { useEffect, useState } from 'react';
import type { WriterStats } from '@scriptorium/contracts/payments';
import { errorMessage, get } from '@scriptorium/shared-kit/core';

/** One month of the earnings chart: `month` is `yyyy-MM`, `amount` KSh decimal. */
export interface MonthlyEarning {
  month: string;
  amount: number;
}

/** `GET writer/stats`: balance (KSh decimal), active and completed orders, 12 months of earnings. */
export type WriterDashboardStats = WriterStats & { earnings: MonthlyEarning[] };

/** Loading state of {@link useWriterStats}. */
export interface WriterStatsState {
  stats: WriterDashboardStats | null;
  loading: boolean;
  /** The server's message when the load failed. */
  error: string | null;
}

/**
 * The signed-in writer's dashboard numbers from `GET writer/stats`, loaded once.
 * @see spec §2 /writer/dashboard, §7 Writer (stats)
 */
export function useWriterStats(): WriterStatsState {
  const [state, setState] = useState<WriterStatsState>({ stats: null, loading: true, error: null });
  useEffect(() => {
    let live = true;
    get<WriterDashboardStats>('writer/stats')
      .then((stats) => live && setState({ stats, loading: false, error: null }))
      .catch((e: unknown) => live && setState({ stats: null, loading: false, error: errorMessage(e) }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
