import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@scriptorium/shared-kit/core';

/** State of {@link useResource}. */
export interface Resource<T> {
  data: T | null;
  /** True until the latest load (the first, or after `reload()`) answered. */
  loading: boolean;
  /** The server's message (or the parse error) when the latest load failed; null otherwise. */
  error: string | null;
  /** Loads again, keeping the old data on screen meanwhile (used by realtime `reload-order`). */
  reload: () => void;
}

/**
 * Runs `load` on mount, whenever `key` changes and on every `reload()`. `load` should fetch AND parse
 * (with a contracts zod schema), so a wrong shape shows as an error instead of a broken screen.
 * A `key` of null loads nothing (e.g. no order id yet).
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [nonce, setNonce] = useState(0);
  const current = key === null ? null : `${key}#${nonce}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: string | null }>({ key: null, data: null, error: null });
  useEffect(() => {
    if (current === null) return;
    let live = true;
    load()
      .then((data) => live && setState({ key: current, data, error: null }))
      .catch((e: unknown) => live && setState((s) => ({ key: current, data: s.data, error: errorMessage(e) })));
    return () => {
      live = false;
    };
  }, [current]); // eslint-disable-line react-hooks/exhaustive-deps -- `load` is re-created each render; `key` names what it loads
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: current !== null && state.key !== current, reload };
}
