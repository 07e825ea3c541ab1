/**
 * Test helper: a stand-in for the shell's socket.io connection, registered with `socketStore` as the
 * shell registers the real one. It records what the app emits (`emitted`, and the channels it joins in
 * `joined`) and lets a test play the server (`serverSends`). Test-only; never imported by production code.
 */
import { socketStore, type ChannelSocket } from '../realtime/socketStore.js';

export function fakeSocket() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const emitted: unknown[][] = [];
  const joined: string[] = [];
  const socket = {
    emit: (...args: unknown[]) => {
      emitted.push(args);
      if (args[0] === 'joinChannel') joined.push(String(args[1]));
      return socket;
    },
    on: (event: string, fn: (payload: unknown) => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    off: (event: string, fn: (payload: unknown) => void) => {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== fn),
      );
      return socket;
    },
  } as unknown as ChannelSocket;
  socketStore.getState().setSocket(socket);
  return {
    socket,
    emitted,
    joined,
    serverSends: (event: string, payload: unknown) => (handlers.get(event) ?? []).forEach((h) => h(payload)),
    /** Unregisters the socket (as after sign-out). */
    remove: () => socketStore.getState().setSocket(null),
  };
}
