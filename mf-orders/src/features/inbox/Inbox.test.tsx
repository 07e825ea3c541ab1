import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRequest, page, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import Inbox from './Inbox.js';
import InboxView from './InboxView.js';
import { OrderChat } from '../order-chat/OrderChat.js';

let restore = () => {};
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const row = {
  id: 40,
  order_id: 5,
  title: 'Climate policy',
  status: 'in_progress',
  user: { id: 2, name: 'Chris Client' },
  last_message: 'Hi, could you include a section on carbon markets?',
  unread_messages_count: 3,
  created_at: '2025-03-01T10:00:00Z',
};
const order = {
  id: 5,
  title: 'Climate policy',
  instructions: null,
  status: 'in_progress',
  user_id: 2,
  service_type: null,
  assign: {
    id: 8,
    user: { id: 30, name: 'Wanjiru Writer' },
    status: 'in_progress',
    revisions: [],
    cancel_reason: null,
  },
  unread_messages_count: 0,
  package_id: null,
  rating: null,
  comments: null,
  created_at: '2025-03-01T10:00:00Z',
  actions: [],
};

function server(req: MockRequest) {
  if (req.url === 'inbox') return { data: page([row]) };
  if (req.url === 'orders/5') return { data: order };
  if (req.url === 'orders/5/messages')
    return {
      data: [
        {
          id: 1,
          order_id: 5,
          message: 'Hello admin',
          target: 'admin',
          read_at: null,
          created_at: '2025-03-01T10:00:00Z',
          user: { id: 2, name: 'Chris Client' },
        },
      ],
    };
  return { status: 404 };
}

describe('Inbox', { timeout: 30_000 }, () => {
  it('lists conversations with a 30-character preview and unread count; a row opens the conversation', async () => {
    signInAs('admin');
    restore = mockApi(server).restore;
    const r = renderWithKit(<Inbox />, '/inbox');
    expect(await screen.findByText('Climate policy', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Hi, could you include a sectio…')).toBeTruthy();
    expect(screen.getByText('Chris Client')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    await userEvent.click(screen.getByText('Climate policy'));
    expect(r.location().pathname).toBe('/inbox/view/5');
  });

  it('shows a dash in Unread when nothing is unread, not an empty cell', async () => {
    signInAs('admin');
    restore = mockApi((req) =>
      req.url === 'inbox' ? { data: page([{ ...row, unread_messages_count: 0 }]) } : server(req),
    ).restore;
    renderWithKit(<Inbox />, '/inbox');
    const cells = [...(await screen.findByText('Climate policy', {}, SLOW)).closest('tr')!.querySelectorAll('td')].map(
      (td) => td.textContent,
    );
    expect(cells[5]).toBe('—');
  });

  it('opens one conversation with its chat, and an admin may write to the assigned writer', async () => {
    signInAs('admin');
    restore = mockApi(server).restore;
    renderWithKit(<InboxView />, '/inbox/view/5', '/inbox/view/:id');
    expect(await screen.findByText('Hello admin', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('#5 - Climate policy')).toBeTruthy();
    expect(screen.getByText('To writer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open order' }).getAttribute('href')).toBe('/orders/order/5');
  });

  it("updates a conversation's unread count once its message has been read", async () => {
    // Every message on screen counts as seen.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
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
      },
    );
    signInAs('admin');
    let unread = 3;
    // The chat may mark the message read before the inbox's table has loaded (a slow machine): the read
    // is answered once the test has seen the count, so the inbox shows 3 first whatever the order.
    let countSeen!: () => void;
    const seen = new Promise<void>((resolve) => (countSeen = resolve));
    const api = mockApi(async (req) => {
      if (req.url === 'inbox') return { data: page([{ ...row, unread_messages_count: unread }]) };
      if (req.url === 'messages/1/read') {
        await seen;
        unread = 0;
        return {
          data: {
            message: 'Message read',
            data: {
              id: 1,
              order_id: 5,
              message: 'Hello admin',
              target: 'admin',
              read_at: '2025-03-01T11:00:00Z',
              created_at: '2025-03-01T10:00:00Z',
              user: { id: 2, name: 'Chris Client' },
            },
          },
        };
      }
      return server(req);
    });
    restore = api.restore;
    renderWithKit(
      <>
        <Inbox />
        <OrderChat orderId={5} />
      </>,
      '/inbox',
    );
    expect(await screen.findByText('3', {}, SLOW)).toBeTruthy();
    countSeen();
    await waitFor(() => expect(api.requests.some((r) => r.url === 'messages/1/read')).toBe(true), SLOW);
    await waitFor(() => expect(screen.queryByText('3')).toBeNull(), SLOW);
    expect(api.requests.filter((r) => r.url === 'inbox').length).toBe(2);
  });
});
