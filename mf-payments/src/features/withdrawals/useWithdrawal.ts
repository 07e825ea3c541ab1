import { useCallback, useEffect, useState } from 'react';
import type { Withdrawal } from '@scriptorium/contracts';
import { errorMessage, get } from '@scriptorium/shared-kit';

/** State of {@link useWithdrawal}. */
export interface WithdrawalState {
  withdrawal: Withdrawal | null;
  loading: boolean;
  /** The server's message when the load failed ('Withdrawal not found', …). */
  error: string | null;
  reload: () => void;
}

/** `GET payments/withdrawals/{id}` (amount KSh decimal), again on `reload()`. */
export function useWithdrawal(id: number | null): WithdrawalState {
  const [withdrawal, setWithdrawal] = useState<Withdrawal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(id !== null);
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    setLoading(true);
    get<Withdrawal>(`payments/withdrawals/${id}`)
      .then((w) => live && (setWithdrawal(w), setError(null)))
      .catch((e: unknown) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [id, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { withdrawal, loading, error, reload };
}
