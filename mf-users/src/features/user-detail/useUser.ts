import { useCallback, useEffect, useState } from 'react';
import { userSchema, type User } from '@scriptorium/contracts/core';
import { errorMessage, get } from '@scriptorium/shared-kit/core';

/** What {@link useUser} holds. */
export interface UserState {
  user: User | null;
  /** True until the current load (first, or after `reload`) has answered. */
  loading: boolean;
  /** The server's message (e.g. 'User not found') when loading failed. */
  error: string | null;
  /** Loads the user again (after an edit). */
  reload: () => void;
}

interface Loaded {
  key: string;
  user: User | null;
  error: string | null;
}

/** Loads `GET users/{id}` (contracts' User). @see spec §2 /users/user/{id} */
export function useUser(id: string | undefined): UserState {
  const [count, setCount] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', user: null, error: null });
  const key = `${id}:${count}`;
  useEffect(() => {
    if (!id) return;
    let live = true;
    get(`users/${encodeURIComponent(id)}`)
      .then((body) => live && setLoaded({ key, user: userSchema.parse(body), error: null }))
      .catch((e: unknown) => live && setLoaded((prev) => ({ key, user: prev.user, error: errorMessage(e) })));
    return () => {
      live = false;
    };
  }, [id, key]);
  const reload = useCallback(() => setCount((n) => n + 1), []);
  return { user: loaded.user, loading: loaded.key !== key, error: loaded.error, reload };
}
