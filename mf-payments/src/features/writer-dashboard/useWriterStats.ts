import { useCallback, useEffect, useState } from 'react';
import type { WriterStats } from '@scriptorium/contracts';
import { errorMessage, get } from '@scriptorium/shared-kit';

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
  reload: () => void;
}

/**
 * The signed-in writer's dashboard numbers from `GET writer/stats`.
 * @see spec §2 /writer/dashboard, §7 Writer (stats)
 */
export function useWriterStats(): WriterStatsState {
  const [stats, setStats] = useState<WriterDashboardStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    get<WriterDashboardStats>('writer/stats')
      .then((s) => live && (setStats(s), setError(null)))
      .catch((e: unknown) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { stats, loading, error, reload };
}
