import { sessionStore } from '@scriptorium/shared-kit/core';

/**
 * Keeps the `scriptorium_uid` cookie at the signed-in user's id (gone when signed out). The page server
 * reads it to pick a canary's bucket (the same person gets the same build of a remote on every load, on
 * every device); it is a hint that grants nothing: the API reads the bearer token.
 * @see docs/deploying.md Releases
 */
export function keepBucketHint(): void {
  const write = (id: number | undefined) => {
    const attributes = `; path=/; samesite=lax${globalThis.location?.protocol === 'https:' ? '; secure' : ''}`;
    document.cookie = id
      ? `scriptorium_uid=${id}; max-age=31536000${attributes}`
      : `scriptorium_uid=; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes}`;
  };
  const state = sessionStore.getState();
  write(state.token ? state.user?.id : undefined);
  sessionStore.subscribe((now, before) => {
    if (now.user?.id !== before.user?.id) write(now.user?.id);
  });
}
