import { useCallback, useEffect, useState } from 'react';
import { errorMessage, get } from '@scriptorium/shared-kit/core';

/** State of {@link useApiData}. */
export interface ApiData<T> {
  data: T | null;
  /** True until the latest load (first, or after `reload()`) answered. */
  loading: boolean;
  /** The server's message when the latest load failed. */
  error: string | null;
  /** Loads again (keeps the old data on screen meanwhile). */
  reload: () => void;
}

/** `GET {url}` once on mount and on every `reload()`. */
export function useApiData<T>(url: string): ApiData<T> {
  const [nonce, setNonce] = useState(0);
  const key = `${url}#${nonce}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: string | null }>({ key: null, data: null, error: null });
  useEffect(() => {
    let live = true;
    get<T>(url)
      .then((data) => live && setState({ key, data, error: null }))
      .catch((e: unknown) => live && setState((s) => ({ key, data: s.data, error: errorMessage(e) })));
    return () => {
      live = false;
    };
  }, [url, key]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.key !== key, reload };
}
