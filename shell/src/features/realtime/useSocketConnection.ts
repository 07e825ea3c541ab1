import { useEffect } from 'react';
import { getApiRoot, runtimeConfigStore, useSession } from '@scriptorium/shared-kit/core';
import { apiOrigin, openSocket } from './socketConnection.js';

/**
 * Keeps the one socket.io connection open while someone is signed in (a new token opens a new one;
 * signing out closes it). Mounted once by the signed-in layouts.
 * @see spec §7 Real time
 */
export function useSocketConnection(): void {
  const token = useSession((s) => s.token);
  const path = runtimeConfigStore((s) => s.config.socketPath);
  useEffect(() => {
    if (!token) return;
    return openSocket({ token, origin: apiOrigin(getApiRoot()), path });
  }, [token, path]);
}
