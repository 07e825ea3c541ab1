import { useCallback, useEffect, useState } from 'react';
import type { Withdrawal } from '@scriptorium/contracts/payments';
import { errorMessage, get } from '@scriptorium/shared-kit/core';

/** State of {@link useWithdrawal}. */
export interface WithdrawalState {
  withdrawal: Withdrawal | null;
  /** True until the latest load (first, or after `reload()`) answered. */
  loading: boolean;
  /** The server's message when the latest load failed ('Withdrawal not found', …). */
  error: string | null;
  /** Loads again, keeping the shown withdrawal meanwhile. */
  reload: () => void;
}

/** `GET payments/withdrawals/{id}` (amount KSh decimal); nothing is loaded for a null id. */
export function useWithdrawal(id: number | null): WithdrawalState {
  const [nonce, setNonce] = useState(0);
  const key = `${id}#${nonce}`;
  const [state, setState] = useState<{ key: string | null; withdrawal: Withdrawal | null; error: string | null }>({ key: null, withdrawal: null, error: null });
  useEffect(() => {
    if (id === null) return;
    let live = true;
    get<Withdrawal>(`payments/withdrawals/${id}`)
      .then((withdrawal) => live && setState({ key, withdrawal, error: null }))
      .catch((e: unknown) => live && setState((s) => ({ key, withdrawal: s.withdrawal, error: errorMessage(e) })));
    return () => {
      live = false;
    };
  }, [id, key]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { withdrawal: state.withdrawal, error: state.error, loading: id !== null && state.key !== key, reload };
}
