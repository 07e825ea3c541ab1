import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { socketStore, useChannel } from '@scriptorium/shared-kit/core';
import { apiOrigin, openSocket, SOCKET_OPTIONS } from './socketConnection.js';

/** A socket.io client socket stand-in that records what the app does with it. */
function fakeSocket() {
  const handlers = new Map<string, ((...a: unknown[]) => void)[]>();
  const managerHandlers = new Map<string, (() => void)[]>();
  const emitted: unknown[][] = [];
  const socket = {
    emit: vi.fn((...args: unknown[]) => void emitted.push(args)),
    on: vi.fn(
      (event: string, fn: (...a: unknown[]) => void) => void handlers.set(event, [...(handlers.get(event) ?? []), fn]),
    ),
    off: vi.fn(
      (event: string, fn: (...a: unknown[]) => void) =>
        void handlers.set(
          event,
          (handlers.get(event) ?? []).filter((h) => h !== fn),
        ),
    ),
    disconnect: vi.fn(),
    io: {
      on: (event: string, fn: () => void) =>
        void managerHandlers.set(event, [...(managerHandlers.get(event) ?? []), fn]),
      off: (event: string, fn: () => void) =>
        void managerHandlers.set(
          event,
          (managerHandlers.get(event) ?? []).filter((h) => h !== fn),
        ),
    },
  };
  return {
    socket: socket as unknown as Socket,
    emitted,
    serverSends: (event: string, payload: unknown) => (handlers.get(event) ?? []).forEach((h) => h(payload)),
    reconnect: () => (managerHandlers.get('reconnect') ?? []).forEach((h) => h()),
    disconnect: socket.disconnect,
  };
}

function Listener({ onEvent }: { onEvent: (p: unknown) => void }) {
  useChannel('notifications.7', 'new-notification', onEvent);
  return null;
}

afterEach(() => socketStore.getState().setSocket(null));

describe('the realtime connection', () => {
  it('connects with the token, path and the spec reconnection settings', () => {
    const fake = fakeSocket();
    const connect = vi.fn(() => fake.socket);
    const close = openSocket({ token: 'tok-1', origin: 'http://api.test', path: '/socket.io', connect });
    expect(connect).toHaveBeenCalledWith(
      'http://api.test',
      expect.objectContaining({
        path: '/socket.io',
        auth: { token: 'tok-1' },
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        timeout: 20000,
      }),
    );
    expect(SOCKET_OPTIONS.reconnectionAttempts).toBe(Infinity);
    close();
  });

  it('lets useChannel join through it, joins again after a reconnection, and unregisters on close', () => {
    const fake = fakeSocket();
    const close = openSocket({ token: 't', origin: 'http://api.test', path: '/socket.io', connect: () => fake.socket });
    const seen: unknown[] = [];
    render(<Listener onEvent={(p) => seen.push(p)} />);
    expect(fake.emitted).toEqual([['joinChannel', 'notifications.7']]);
    act(() => fake.serverSends('new-notification', { id: 1 }));
    expect(seen).toEqual([{ id: 1 }]);

    act(() => fake.reconnect());
    expect(fake.emitted.slice(1)).toEqual([
      ['leaveChannel', 'notifications.7'],
      ['joinChannel', 'notifications.7'],
    ]);
    act(() => fake.serverSends('new-notification', { id: 2 }));
    expect(seen).toEqual([{ id: 1 }, { id: 2 }]);

    act(() => close());
    expect(fake.disconnect).toHaveBeenCalled();
    expect(socketStore.getState().socket).toBeNull();
  });

  it('reads the API origin from a relative or absolute root', () => {
    expect(apiOrigin('/api/', 'http://app.test/inbox')).toBe('http://app.test');
    expect(apiOrigin('http://api.example.com:8080/api/', 'http://app.test/')).toBe('http://api.example.com:8080');
  });
});
