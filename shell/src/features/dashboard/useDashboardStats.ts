import { useEffect, useState } from 'react';
import { errorMessage } from '@scriptorium/shared-kit/core';
import type { DashboardStats } from '@scriptorium/contracts/orders';
import { fetchDashboardStats } from './dashboardApi.js';

/** Load state of the dashboard for one range. */
export interface DashboardLoad {
  /** The numbers last loaded (kept while another range loads). */
  data: DashboardStats | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

interface Result {
  /** Which request this answers. */
  key: string;
  data: DashboardStats | null;
  error: string | null;
}

/** The dashboard numbers of `range` (reloaded when it changes; the last numbers stay while loading). */
export function useDashboardStats(range: { from: string; to: string; period?: string }): DashboardLoad {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result>({ key: '', data: null, error: null });
  const { from, to, period } = range;
  const key = JSON.stringify([from, to, period, attempt]);
  useEffect(() => {
    let live = true;
    fetchDashboardStats({ from, to, period })
      .then((data) => live && setResult({ key, data, error: null }))
      .catch((e: unknown) => live && setResult((prev) => ({ key, data: prev.data, error: errorMessage(e, 'Error getting data from backend') })));
    return () => {
      live = false;
    };
  }, [key, from, to, period]);
  return { data: result.data, loading: result.key !== key, error: result.error, reload: () => setAttempt((a) => a + 1) };
}
