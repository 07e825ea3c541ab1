import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PERMISSIONS } from '@scriptorium/contracts/core';
import { announceCountsChanged, feedback, sessionStore, socketStore } from '@scriptorium/shared-kit/core';
import { fakeSocket, makeUser, mockApi } from '@scriptorium/shared-kit/testing';
import { echoRemote, preloadLayouts, renderShell } from '../../testing/renderShell.js';
import { actionTarget } from './actionPath.js';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));
vi.mock('../realtime/useSocketConnection.js', () => ({ useSocketConnection: () => undefined }));

preloadLayouts();

const REMOTES = {
  mf_orders: echoRemote('mf_orders', [
    { path: '/orders', title: 'Orders' },
    { path: '/orders/order/:id/*', title: 'Order' },
    { path: '/inbox/*' },
  ]),
};

const quoted = {
  id: 9,
  created_at: '2025-03-01T10:00:00.000Z',
  data: { summary: 'Your quote is ready', message: 'Order #5 now costs $40.00', action_url: '/orders/order/5' },
};

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  act(() => {
    sessionStore.getState().clear();
    socketStore.getState().setSocket(null);
  });
});

describe('notifications', () => {
  it('joins notifications.{userId}; a new-notification toasts its summary and bumps the bell without a reload', async () => {
    const client = makeUser('client', { unread_notifications: 1 });
    sessionStore.getState().signIn('tok', client);
    const fake = fakeSocket();
    // The server's unread count, which the badge counts carry.
    let unread = 1;
    const m = mockApi((req) => {
      if (req.url === 'streamline') return { data: { notifications: unread } };
      if (req.url === 'notifications') return { data: { data: { data: [{ ...quoted, read_at: null }], total: 1 } } };
      if (req.url === 'notifications/9/read')
        return { data: { message: 'Notification marked as read', unread: (unread = 1) } };
      return { data: client };
    });
    restore = m.restore;
    const { router } = renderShell('/orders', REMOTES);
    expect(await screen.findByLabelText('Notifications (1 unread)')).toBeTruthy();
    expect(fake.emitted).toContainEqual(['joinChannel', `notifications.${client.id}`]);

    unread = 2;
    act(() => fake.serverSends('new-notification', { ...quoted, notificationMessage: quoted.data }));
    expect(await screen.findByText('Your quote is ready')).toBeTruthy();
    expect(await screen.findByLabelText('Notifications (2 unread)')).toBeTruthy();

    // The bell lists it with its message and link; opening it marks it read and follows the link.
    await userEvent.click(screen.getByTestId('notification-bell'));
    const list = await screen.findByTestId('notification-list');
    const item = await within(list).findByText('Order #5 now costs $40.00');
    await userEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order/5'));
    await waitFor(() =>
      expect(m.requests.some((r) => r.method === 'POST' && r.url === 'notifications/9/read')).toBe(true),
    );
    expect(await screen.findByLabelText('Notifications (1 unread)')).toBeTruthy();
  });

  it('does not toast a new message on the order whose chat is on screen, and reloads the badges when a screen says they changed', async () => {
    const client = makeUser('client', { unread_notifications: 0 });
    sessionStore.getState().signIn('tok', client);
    const fake = fakeSocket();
    const m = mockApi((req) => (req.url === 'streamline' ? { data: {} } : { data: client }));
    restore = m.restore;
    const chatOf5 = echoRemote('mf_orders', [{ path: '/orders/order/:id/*', title: 'Order' }]);
    chatOf5.routes[0].Component = () => <div data-chat-order="5">chat of order 5</div>;
    renderShell('/orders/order/5', { mf_orders: chatOf5 });
    await screen.findByText('chat of order 5');
    const message = (id: number, order: number) => ({
      id,
      created_at: quoted.created_at,
      data: { summary: `New message on order #${order}`, message: 'Hi', action_url: `/orders/order/${order}` },
    });
    act(() => fake.serverSends('new-notification', message(20, 5)));
    act(() => fake.serverSends('new-notification', message(21, 6)));
    expect(await screen.findByText('New message on order #6')).toBeTruthy();
    expect(screen.queryByText('New message on order #5')).toBeNull();
    // The chat marked the message read: the Inbox badge is reloaded at once.
    const loads = () => m.requests.filter((r) => r.url === 'streamline').length;
    await waitFor(() => expect(loads()).toBeGreaterThan(0));
    const before = loads();
    act(() => announceCountsChanged());
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it("adds the notification the person's own action caused to the bell without a second toast", async () => {
    const client = makeUser('client', { unread_notifications: 0 });
    sessionStore.getState().signIn('tok', client);
    const fake = fakeSocket();
    let unread = 0;
    restore = mockApi((req) =>
      req.url === 'streamline' ? { data: { notifications: unread } } : { data: client },
    ).restore;
    renderShell('/orders', REMOTES);
    await screen.findByTestId('notification-bell');
    await waitFor(() => expect(fake.emitted).toContainEqual(['joinChannel', `notifications.${client.id}`]));
    // The order form toasts 'Order submitted'; the server's notification about it follows at once.
    unread = 1;
    act(() => feedback.toast.success('Order submitted'));
    expect(await screen.findByText('Order submitted')).toBeTruthy();
    act(() =>
      fake.serverSends('new-notification', {
        id: 30,
        created_at: quoted.created_at,
        data: { summary: 'Order #7 submitted', message: '', action_url: '/orders/order/7' },
      }),
    );
    expect(await screen.findByLabelText('Notifications (1 unread)')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText('Order #7 submitted')).toBeNull();
  });

  it("marks all read with 'Mark all as read'", async () => {
    const admin = makeUser('admin', { permissions: ALL_PERMISSIONS, unread_notifications: 3 });
    sessionStore.getState().signIn('tok', admin);
    const m = mockApi((req) => {
      if (req.url === 'streamline') return { data: { notifications: 3 } };
      if (req.url === 'messages/list-unread') return { data: [] };
      if (req.url === 'notifications') return { data: { data: { data: [{ ...quoted, read_at: null }], total: 3 } } };
      if (req.url === 'notifications/read-all')
        return { data: { message: 'All notifications marked as read', updated: 3, unread: 0 } };
      return { data: admin };
    });
    restore = m.restore;
    renderShell('/inbox', REMOTES);
    await userEvent.click(await screen.findByLabelText('Notifications (3 unread)'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByLabelText('Notifications (0 unread)')).toBeTruthy();
    expect(m.requests.some((r) => r.method === 'POST' && r.url === 'notifications/read-all')).toBe(true);
  });
});

describe('actionTarget', () => {
  it('opens in-app paths with the router and other sites as links', () => {
    expect(actionTarget('/orders/order/5', 'http://app.test')).toEqual({ inApp: '/orders/order/5' });
    expect(actionTarget('http://app.test/orders/order/5?paynow=1', 'http://app.test')).toEqual({
      inApp: '/orders/order/5?paynow=1',
    });
    expect(actionTarget('https://pay.example.com/x', 'http://app.test')).toEqual({
      external: 'https://pay.example.com/x',
    });
    expect(actionTarget(null)).toBeNull();
  });
});
