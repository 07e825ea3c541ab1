import { useCallback, useEffect, useState } from 'react';
import { errorMessage, get } from '@scriptorium/shared-kit';

/** State of {@link useApiData}. */
export interface ApiData<T> {
  data: T | null;
  loading: boolean;
  /** The server's message when the load failed. */
  error: string | null;
  /** Loads again (keeps the old data on screen meanwhile). */
  reload: () => void;
}

/** `GET {url}` once on mount and on every `reload()`. */
export function useApiData<T>(url: string): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    get<T>(url)
      .then((d) => live && (setData(d), setError(null)))
      .catch((e: unknown) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [url, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, loading, error, reload };
}
