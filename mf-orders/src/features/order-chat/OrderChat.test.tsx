import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeSocket,
  mockApi,
  type MockRequest,
  renderWithKit,
  signInAs,
  SLOW,
  TEST_USER_IDS,
} from '@scriptorium/shared-kit/testing';
import { OrderChat } from './OrderChat.js';

let restore = () => {};
let socket: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  socket = fakeSocket();
});
afterEach(() => {
  restore();
  socket.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const msg = (id: number, from: { id: number; name: string }, target: string, extra: Record<string, unknown> = {}) => ({
  id,
  order_id: 9,
  message: `Message ${id}`,
  target,
  read_at: null,
  created_at: `2025-03-01T10:0${id}:00Z`,
  user: from,
  ...extra,
});
const ADMIN = { id: 50, name: 'Ada Admin' };
const ME_CLIENT = { id: TEST_USER_IDS.client, name: 'Test client' };

/** An IntersectionObserver that reports every observed element as visible at once. */
class VisibleObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe(el: Element) {
    queueMicrotask(() =>
      this.cb(
        [{ isIntersecting: true, target: el } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  disconnect() {}
  unobserve() {}
}

describe('OrderChat', { timeout: 30_000 }, () => {
  it('shows messages with their sender, sends a message and never sends an empty one', async () => {
    signInAs('client');
    const api = mockApi((req: MockRequest) => {
      if (req.method === 'POST' && req.url === 'orders/9/messages')
        return {
          data: {
            message: 'Message sent',
            data: msg(3, ME_CLIENT, 'admin', { message: (req.data as { message: string }).message }),
          },
        };
      return { data: [msg(1, ADMIN, 'client', { read_at: '2025-03-01T10:05:00Z' })] };
    });
    restore = api.restore;
    renderWithKit(<OrderChat orderId={9} />);
    expect(await screen.findByText('Message 1', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(socket.joined).toContain('messages.9.client');
    const box = screen.getByLabelText('Message');
    expect((screen.getByRole('button', { name: /Send/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(box, '   {Enter}');
    expect(api.requests.some((r) => r.method === 'POST' && r.url === 'orders/9/messages')).toBe(false);
    await userEvent.clear(box);
    await userEvent.type(box, 'Can I get an update?');
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Can I get an update?')).toBeTruthy();
    const sent = api.requests.find((r) => r.method === 'POST' && r.url === 'orders/9/messages');
    expect(sent?.data).toEqual({ message: 'Can I get an update?' });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps an empty chat as tall as "No messages yet", and gives messages the 50vh pane', async () => {
    signInAs('client');
    let messages: unknown[] = [];
    restore = mockApi(() => ({ data: messages })).restore;
    const first = renderWithKit(<OrderChat orderId={9} />);
    expect(await screen.findByText('No messages yet', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('chat-pane').style.height).toBe('');
    first.unmount();
    messages = [msg(1, ADMIN, 'client', { read_at: '2025-03-01T10:05:00Z' })];
    renderWithKit(<OrderChat orderId={9} />);
    expect(await screen.findByText('Message 1', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('chat-pane').style.height).toBe('50vh');
  });

  it('lets an admin write to the writer and toasts a failed send', async () => {
    signInAs('admin');
    const api = mockApi((req: MockRequest) =>
      req.method === 'POST'
        ? { status: 422, data: { message: 'This order has no writer assigned', errors: { target: ['x'] } } }
        : { data: [] },
    );
    restore = api.restore;
    renderWithKit(<OrderChat orderId={9} hasWriter />);
    await screen.findByText('No messages yet', {}, SLOW);
    expect(socket.joined).toContain('messages.9.admin');
    await userEvent.click(screen.getByText('To writer'));
    await userEvent.type(screen.getByLabelText('Message'), 'Please start');
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('This order has no writer assigned')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST' && r.url === 'orders/9/messages')?.data).toEqual({
      message: 'Please start',
      target: 'writer',
    });
  });

  it('adds messages arriving live and shows who is typing, hidden after 5 s', async () => {
    signInAs('client');
    restore = mockApi(() => ({ data: [] })).restore;
    renderWithKit(<OrderChat orderId={9} />);
    await screen.findByText('No messages yet', {}, SLOW);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => socket.serverSends('typing', { user: ADMIN, orderId: 9 }));
    expect(screen.getByText('Ada Admin is typing…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByText('Ada Admin is typing…')).toBeNull();
    act(() => socket.serverSends('new-message', msg(4, ADMIN, 'client')));
    expect(screen.getByText('Message 4')).toBeTruthy();
  });

  it('sends one typing event 1 s after the last keystroke', async () => {
    signInAs('client');
    const api = mockApi(() => ({ data: [] }));
    restore = api.restore;
    renderWithKit(<OrderChat orderId={9} />);
    await screen.findByText('No messages yet', {}, SLOW);
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    expect(api.requests.filter((r) => r.url === 'orders/9/typing')).toHaveLength(0);
    await waitFor(() => expect(api.requests.filter((r) => r.url === 'orders/9/typing')).toHaveLength(1), {
      timeout: 3000,
    });
  });

  it('marks read only the messages aimed at the viewer that scroll into view', async () => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
    signInAs('client');
    const api = mockApi((req: MockRequest) => {
      if (req.url === 'messages/1/read')
        return {
          data: { message: 'Message read', data: msg(1, ADMIN, 'client', { read_at: '2025-03-01T11:00:00Z' }) },
        };
      return {
        data: [
          msg(1, ADMIN, 'client'),
          msg(2, ME_CLIENT, 'admin'),
          msg(3, ADMIN, 'client', { read_at: '2025-03-01T10:09:00Z' }),
        ],
      };
    });
    restore = api.restore;
    renderWithKit(<OrderChat orderId={9} />);
    await screen.findByText('Message 1', {}, SLOW);
    await waitFor(() => expect(screen.getByTestId('message-1').dataset.read).toBe('true'));
    expect(api.requests.filter((r) => r.url.startsWith('messages/')).map((r) => r.url)).toEqual(['messages/1/read']);
  });
});
