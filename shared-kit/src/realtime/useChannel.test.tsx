import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { socketStore, type ChannelSocket } from './socketStore.js';
import { useChannel } from './useChannel.js';

type Listener = (payload: unknown) => void;

function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const emitted: [string, unknown][] = [];
  const socket = {
    emit: (event: string, arg: unknown) => {
      emitted.push([event, arg]);
      return socket;
    },
    on: (event: string, l: Listener) => {
      (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(l);
      return socket;
    },
    off: (event: string, l: Listener) => {
      listeners.get(event)?.delete(l);
      return socket;
    },
  };
  const fire = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));
  return {
    socket: socket as unknown as ChannelSocket,
    emitted,
    fire,
    count: (e: string) => listeners.get(e)?.size ?? 0,
  };
}

afterEach(() => socketStore.getState().setSocket(null));

describe('useChannel', () => {
  it('joins the channel, delivers events and leaves on unmount', () => {
    const s = fakeSocket();
    socketStore.getState().setSocket(s.socket);
    const got: unknown[] = [];
    const { unmount } = renderHook(() => useChannel('notifications.5', 'new-notification', (p) => got.push(p)));
    expect(s.emitted).toEqual([['joinChannel', 'notifications.5']]);
    s.fire('new-notification', { summary: 'Hi' });
    expect(got).toEqual([{ summary: 'Hi' }]);
    unmount();
    expect(s.emitted).toContainEqual(['leaveChannel', 'notifications.5']);
    expect(s.count('new-notification')).toBe(0);
  });

  it("logs 'Socketio server not set' without a socket, then joins once the shell registers one", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderHook(() => useChannel('orders.1.2', 'reload-order', () => {}));
    expect(log).toHaveBeenCalledWith('Socketio server not set');
    const s = fakeSocket();
    act(() => socketStore.getState().setSocket(s.socket));
    expect(s.emitted).toEqual([['joinChannel', 'orders.1.2']]);
    log.mockRestore();
  });

  it('switches channels when the name changes', () => {
    const s = fakeSocket();
    socketStore.getState().setSocket(s.socket);
    const { rerender } = renderHook(({ ch }) => useChannel(ch, 'new-message', () => {}), {
      initialProps: { ch: 'messages.1.admin' },
    });
    rerender({ ch: 'messages.2.admin' });
    expect(s.emitted).toEqual([
      ['joinChannel', 'messages.1.admin'],
      ['leaveChannel', 'messages.1.admin'],
      ['joinChannel', 'messages.2.admin'],
    ]);
  });
});
