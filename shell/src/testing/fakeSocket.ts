import type { ChannelSocket } from '@scriptorium/shared-kit/core';

/**
 * Test helper: a stand-in for the shell's socket.io connection, to register with `socketStore`. It records
 * what the app emits (joinChannel, leaveChannel) and lets a test play the server (`serverSends`).
 */
export function fakeSocket() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const emitted: unknown[][] = [];
  const socket = {
    emit: (...args: unknown[]) => {
      emitted.push(args);
      return socket;
    },
    on: (event: string, fn: (payload: unknown) => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    off: (event: string, fn: (payload: unknown) => void) => {
      handlers.set(event, (handlers.get(event) ?? []).filter((h) => h !== fn));
      return socket;
    },
  };
  return {
    socket: socket as unknown as ChannelSocket,
    emitted,
    serverSends: (event: string, payload: unknown) => (handlers.get(event) ?? []).forEach((h) => h(payload)),
  };
}
