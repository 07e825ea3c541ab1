import { useEffect, useLayoutEffect, useRef } from 'react';
import { socketStore } from './socketStore.js';

/** Logged when a channel is used before the shell registered its socket (docs/product.md §8). */
export const NO_SOCKET_MESSAGE = 'Socketio server not set';

/**
 * Joins `channel` over the shell's socket and calls `handler` for each `event` on it: emits
 * `joinChannel` with the channel name, subscribes, and on unmount (or a channel change) unsubscribes
 * and emits `leaveChannel`. With no socket registered it logs 'Socketio server not set' and joins as
 * soon as one is registered. A null/empty channel does nothing.
 * @example useChannel(`notifications.${user.id}`, 'new-notification', (n) => toast.info(n.notificationMessage.summary))
 * @see docs/product.md §7 Real time
 */
export function useChannel<Payload = unknown>(
  channel: string | null | undefined,
  event: string,
  handler: (payload: Payload) => void,
): void {
  const socket = socketStore((s) => s.socket);
  const handlerRef = useRef(handler);
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => {
    if (!channel) return;
    if (!socket) {
      console.log(NO_SOCKET_MESSAGE);
      return;
    }
    const listener = (payload: Payload) => handlerRef.current(payload);
    socket.emit('joinChannel', channel);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
      socket.emit('leaveChannel', channel);
    };
  }, [socket, channel, event]);
}
