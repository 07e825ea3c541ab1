import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi } from '@scriptorium/shared-kit/testing';
import { echoRemote, renderShell } from '../../testing/renderShell.js';
import { messagePreview } from './preview.js';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));
vi.mock('../realtime/useSocketConnection.js', () => ({ useSocketConnection: () => undefined }));

beforeAll(async () => {
  await import('../../app/layouts/AdminLayout.js');
}, 60_000);

const REMOTES = {
  mf_orders: echoRemote('mf_orders', [
    { path: '/inbox/*' },
    { path: '/writer/orders/:mainStatus/*' },
    { path: '/writer/orders/order/:id/*' },
    { path: '/orders' },
    { path: '/orders/order/:id/*' },
  ]),
};

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  act(() => sessionStore.getState().clear());
});

describe('messagePreview', () => {
  it('keeps 30 characters on one line and marks the cut', () => {
    expect(messagePreview('Short note')).toBe('Short note');
    expect(messagePreview('Please find the attached draft,\nand let me know what you think')).toBe(
      'Please find the attached draft…',
    );
    expect(Array.from(messagePreview('é'.repeat(40))).length).toBe(31);
  });
});

describe('the message dropdown', () => {
  it("lists a writer's unread messages with 30-character previews and opens the order", async () => {
    const writer = makeUser('writer');
    sessionStore.getState().signIn('tok', writer);
    restore = mockApi((req) => {
      if (req.url === 'streamline') return { data: {} };
      if (req.url === 'messages/list-unread') {
        return {
          data: [
            {
              id: 4,
              order_id: 12,
              phone: null,
              message: 'The client asked for two more sources in section 3',
              created_at: '2025-03-01T10:00:00.000Z',
              user: { id: 1, name: 'Ada Admin' },
            },
          ],
        };
      }
      return { data: writer };
    }).restore;
    const { router } = renderShell('/writer/orders/active', REMOTES);
    await userEvent.click(await screen.findByTestId('messages-button'));
    const list = await screen.findByTestId('message-list');
    expect(await within(list).findByText('The client asked for two more…')).toBeTruthy();
    expect(within(list).getByText('Ada Admin')).toBeTruthy();
    await userEvent.click(within(list).getByTestId('message-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/orders/order/12'));
  });

  it("gives a client the Messages entry in the header too: the team's unread messages, each opening its order", async () => {
    const client = makeUser('client');
    sessionStore.getState().signIn('tok', client);
    restore = mockApi((req) => {
      if (req.url === 'streamline') return { data: {} };
      if (req.url === 'messages/list-unread') {
        return {
          data: [
            {
              id: 5,
              order_id: 7,
              phone: null,
              message: 'Your draft is ready for review',
              created_at: '2025-03-01T10:00:00.000Z',
              user: { id: 1, name: 'Ada Admin' },
            },
          ],
        };
      }
      return { data: client };
    }).restore;
    const { router } = renderShell('/orders', REMOTES);
    await userEvent.click(await screen.findByTestId('messages-button'));
    const list = await screen.findByTestId('message-list');
    await userEvent.click(await within(list).findByTestId('message-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order/7'));
  });

  it('is not offered to an admin who may not read orders', async () => {
    const admin = makeUser('admin', { permissions: ['logs.menu.view_logs'] });
    sessionStore.getState().signIn('tok', admin);
    const m = mockApi((req) => (req.url === 'streamline' ? { data: {} } : { data: admin }));
    restore = m.restore;
    renderShell('/inbox', REMOTES);
    await screen.findByTestId('user-menu');
    expect(screen.queryByTestId('messages-button')).toBeNull();
    expect(m.requests.some((r) => r.url === 'messages/list-unread')).toBe(false);
  });
});
