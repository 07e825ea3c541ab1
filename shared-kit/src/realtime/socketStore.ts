import { create } from 'zustand';
import type { Socket } from 'socket.io-client';

/** What the kit needs of a socket.io client socket. */
export type ChannelSocket = Pick<Socket, 'emit' | 'on' | 'off'>;

/** State of {@link socketStore}. */
export interface SocketState {
  /** The shell's one socket.io connection, or null until the shell registers it. */
  socket: ChannelSocket | null;
  /** Registers (or with null, removes) the connection. */
  setSocket: (socket: ChannelSocket | null) => void;
}

/**
 * The socket registry: the shell creates the one socket.io connection and calls `setSocket(socket)`;
 * hooks in the kit and the remotes (`useChannel`) read it from here.
 * @see docs/product.md §7 Real time, docs/architecture.md Realtime (one socket)
 */
export const socketStore = create<SocketState>((set) => ({
  socket: null,
  setSocket: (socket) => set({ socket }),
}));
