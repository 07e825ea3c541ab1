import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRequest, page, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import AdminOrders from './AdminOrders.js';

let restore = () => {};
afterEach(() => restore());

const row = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Order ${id}`,
  status,
  deadline: '2030-03-07T15:05:00Z',
  amount: 45,
  rating: null,
  created_at: '2025-03-01T10:00:00Z',
  user: { id: 2, name: 'Chris Client' },
  service_type: null,
  unread_messages_count: 0,
  ...extra,
});

function server(req: MockRequest) {
  if (req.url === 'orders/list/pending_quote') return { data: page([row(1, 'pending_quote')]) };
  if (req.url === 'orders/list/quoted') return { data: page([row(2, 'quoted')]) };
  if (req.url === 'orders/list/approved') return { data: page([row(5, 'approved', { rating: 4 })]) };
  if (req.url === 'orders/list/completed') return { data: page([row(4, 'completed')]) };
  return { status: 404, data: { message: 'Not found' } };
}

describe('AdminOrders', { timeout: 30_000 }, () => {
  it('opens the first status tab of the area and rows open the order', async () => {
    signInAs('admin');
    restore = mockApi(server).restore;
    const r = renderWithKit(<AdminOrders />, '/orders/quotes', '/orders/:mainStatus/*');
    expect(await screen.findByText('Order 1', {}, SLOW)).toBeTruthy();
    expect(r.location().pathname).toBe('/orders/quotes/tab/pending_quote');
    expect(screen.getByRole('tab', { name: 'Quoted' })).toBeTruthy();
    expect(screen.getByText('Chris Client')).toBeTruthy();
    await userEvent.click(screen.getByText('Order 1'));
    expect(r.location().pathname).toBe('/orders/order/1');
  });

  it('shows each status tab’s count as a badge (GET orders/tab-counts), none for 0', async () => {
    signInAs('admin');
    restore = mockApi((req) =>
      req.url === 'orders/tab-counts'
        ? { data: { pending_quote: 1, quoted: 0, unassigned: 3, in_progress: 0 } }
        : server(req),
    ).restore;
    renderWithKit(<AdminOrders />, '/orders/quotes', '/orders/:mainStatus/*');
    expect(await screen.findByText('Order 1', {}, SLOW)).toBeTruthy();
    const pending = screen.getByRole('tab', { name: /Pending Quote/ });
    expect(await within(pending).findByText('1')).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /Quoted/ })).queryByText('0')).toBeNull();
    expect(screen.queryByText('3')).toBeNull();
  });

  it('shows the rating on the approved tab only', async () => {
    signInAs('admin');
    restore = mockApi(server).restore;
    renderWithKit(<AdminOrders />, '/orders/closed/tab/approved', '/orders/:mainStatus/*');
    expect(await screen.findByText('Order 5', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Rating' })).toBeTruthy();
    expect(screen.getByLabelText('Rating 4 of 5')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('Order 4', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Rating' })).toBeNull();
  });

  it('hides the client and amount columns from an admin without view_client and view_amount', async () => {
    signInAs('admin', ['orders.menu.view_orders', 'orders.order.view_deadline']);
    restore = mockApi(server).restore;
    renderWithKit(<AdminOrders />, '/orders/quotes/tab/quoted', '/orders/:mainStatus/*');
    expect(await screen.findByText('Order 2', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Client' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Amount (USD)' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Deadline' })).toBeTruthy();
  });

  it('refuses an admin without the orders menu permission and an unknown area', async () => {
    signInAs('admin', []);
    const { unmount } = renderWithKit(<AdminOrders />, '/orders/quotes', '/orders/:mainStatus/*');
    expect(screen.getByText('403 Not Allowed')).toBeTruthy();
    unmount();
    signInAs('admin');
    for (const area of ['nowhere', 'constructor', 'toString']) {
      const other = renderWithKit(<AdminOrders />, `/orders/${area}`, '/orders/:mainStatus/*');
      expect(screen.getByText('Page not found')).toBeTruthy();
      other.unmount();
    }
  });
});
