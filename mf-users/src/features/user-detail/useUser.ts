import { useCallback, useEffect, useState } from 'react';
import { userSchema, type User } from '@scriptorium/contracts';
import { errorMessage, get } from '@scriptorium/shared-kit';

/** What {@link useUser} holds. */
export interface UserState {
  user: User | null;
  loading: boolean;
  /** The server's message (or 'User not found') when loading failed. */
  error: string | null;
  /** Loads the user again (after an edit). */
  reload: () => void;
}

/** Loads `GET users/{id}` (contracts' User). @see spec §2 /users/user/{id} */
export function useUser(id: string | undefined): UserState {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    setLoading(true);
    get(`users/${encodeURIComponent(id)}`)
      .then((body) => {
        if (!live) return;
        setUser(userSchema.parse(body));
        setError(null);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [id, count]);
  const reload = useCallback(() => setCount((n) => n + 1), []);
  return { user, loading, error, reload };
}
