import { useEffect } from 'react';
import { getApiRoot, runtimeConfigStore, useSession } from '@scriptorium/shared-kit/core';
import { apiOrigin, openSocket } from './socketConnection.js';

/**
 * Keeps the one socket.io connection open while someone is signed in (a new token opens a new one;
 * signing out closes it). Mounted once by the signed-in layouts.
 *
 * socket.io-client (~13 KB gzip) is imported when the layout mounts, not with the layout: by then the
 * page has requested the first screen's files (its preload list), so on a slow network the connection's
 * code queues behind them instead of delaying them. Unmounting before it arrives opens nothing.
 * @see docs/product.md §7 Real time
 */
export function useSocketConnection(): void {
  const token = useSession((s) => s.token);
  const path = runtimeConfigStore((s) => s.config.socketPath);
  useEffect(() => {
    if (!token) return;
    let close: (() => void) | undefined;
    let unmounted = false;
    void import('socket.io-client').then(({ io }) => {
      if (!unmounted) close = openSocket({ token, origin: apiOrigin(getApiRoot()), path, connect: io });
    });
    return () => {
      unmounted = true;
      close?.();
    };
  }, [token, path]);
}
