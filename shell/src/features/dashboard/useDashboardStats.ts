import { useEffect, useState } from 'react';
import { errorMessage } from '@scriptorium/shared-kit';
import { fetchDashboardStats, type DashboardStats } from './dashboardApi.js';

/** Load state of the dashboard for one range. */
export interface DashboardLoad {
  data: DashboardStats | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** The dashboard numbers of `range` (reloaded when it changes; the last numbers stay while loading). */
export function useDashboardStats(range: { from: string; to: string; period?: string }): DashboardLoad {
  const [data, setData] = useState<DashboardStats | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { from, to, period } = range;
  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchDashboardStats({ from, to, period })
      .then((stats) => {
        if (!live) return;
        setData(stats);
        setError(null);
      })
      .catch((e: unknown) => live && setError(errorMessage(e, 'Error getting data from backend')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [from, to, period, attempt]);
  return { data, loading, error, reload: () => setAttempt((a) => a + 1) };
}
