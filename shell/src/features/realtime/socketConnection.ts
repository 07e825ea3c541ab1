import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { socketStore, type ChannelSocket } from '@scriptorium/shared-kit/core';

/**
 * Connection options of docs/product.md §9: reconnection delay 1000 ms growing to 5000 ms with 0.5 jitter, 20 s
 * connect timeout. Reconnection never gives up (the API may be restarting).
 */
export const SOCKET_OPTIONS = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const satisfies Partial<ManagerOptions>;

/** What opening the connection needs. */
export interface ConnectOptions {
  token: string;
  /** Origin of the API (the socket.io server runs beside it). */
  origin: string;
  /** socket.io path (`GET /api/config` socketPath, `/socket.io`). */
  path: string;
  /** The socket.io client factory: `io` of socket.io-client (tests pass a fake). */
  connect: (uri: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
}

/**
 * A fresh facade over the socket for the kit's registry. The kit's `useChannel` joins its channel when
 * the registered socket changes, so registering a new facade after a reconnection makes every channel
 * join again (the server forgets rooms when it restarts).
 */
function facade(socket: Socket): ChannelSocket {
  return {
    emit: socket.emit.bind(socket) as Socket['emit'],
    on: socket.on.bind(socket) as Socket['on'],
    off: socket.off.bind(socket) as Socket['off'],
  };
}

/**
 * Opens the signed-in user's one socket.io connection (`auth: {token}` in the handshake) and registers it
 * with the kit's `socketStore`, where remotes' `useChannel` finds it. After each reconnection it is
 * registered again so channels are re-joined. Returns a function that closes it and unregisters it.
 * @see docs/product.md §7 Real time, §9 (Socket); docs/architecture.md Realtime (one socket)
 */
export function openSocket({ token, origin, path, connect }: ConnectOptions): () => void {
  const socket = connect(origin, { ...SOCKET_OPTIONS, path, auth: { token }, forceNew: true });
  socketStore.getState().setSocket(facade(socket));
  const onReconnect = () => socketStore.getState().setSocket(facade(socket));
  socket.io.on('reconnect', onReconnect);
  socket.on('connect_error', (error: Error) => console.warn('Realtime connection failed; retrying', error.message));
  return () => {
    socket.io.off('reconnect', onReconnect);
    socket.disconnect();
    socketStore.getState().setSocket(null);
  };
}

/** The origin of an API root such as `/api/` or `http://api.example.com/api/`. */
export function apiOrigin(apiRoot: string, base = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL(apiRoot, base).origin;
}
