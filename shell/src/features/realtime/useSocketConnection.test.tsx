import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { sessionStore, socketStore } from '@scriptorium/shared-kit/core';
import type { User } from '@scriptorium/contracts/core';
import { useSocketConnection } from './useSocketConnection.js';

const { io, disconnect } = vi.hoisted(() => {
  const disconnect = vi.fn();
  const socket = { emit: vi.fn(), on: vi.fn(), off: vi.fn(), disconnect, io: { on: vi.fn(), off: vi.fn() } };
  return { io: vi.fn(() => socket), disconnect };
});
vi.mock('socket.io-client', () => ({ io }));

const user = { id: 7, name: 'Cleo Client', email: 'client@example.com', role: 'client' } as unknown as User;

function Connection() {
  useSocketConnection();
  return null;
}

afterEach(() => {
  act(() => sessionStore.getState().clear());
  socketStore.getState().setSocket(null);
  io.mockClear();
  disconnect.mockClear();
});

describe('useSocketConnection', () => {
  it('loads socket.io-client once mounted and connects with the session token, closing on unmount', async () => {
    sessionStore.getState().signIn('tok-9', user);
    const view = render(<Connection />);
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    expect(io).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ auth: { token: 'tok-9' } }));
    expect(socketStore.getState().socket).not.toBeNull();
    view.unmount();
    expect(disconnect).toHaveBeenCalled();
    expect(socketStore.getState().socket).toBeNull();
  });

  it('opens nothing when unmounted before socket.io-client has loaded', async () => {
    sessionStore.getState().signIn('tok-9', user);
    render(<Connection />).unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(io).not.toHaveBeenCalled();
    expect(socketStore.getState().socket).toBeNull();
  });

  it('opens nothing while signed out', async () => {
    render(<Connection />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(io).not.toHaveBeenCalled();
  });
});
