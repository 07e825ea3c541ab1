import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSIONS } from '@scriptorium/contracts/core';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi } from '@scriptorium/shared-kit/testing';
import { renderShell } from '../../testing/renderShell.js';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));
vi.mock('../realtime/useSocketConnection.js', () => ({ useSocketConnection: () => undefined }));

beforeAll(async () => {
  await Promise.all([import('../../app/layouts/AdminLayout.js'), import('./AdminDashboard.js')]);
}, 60_000);

const STATS = {
  clients: 1234,
  orders: 56,
  totalPaid: 9876.5,
  from: '2025-03-01',
  to: '2025-03-03',
  series: [
    { date: '2025-03-01', orders: 2, revenue: 100 },
    { date: '2025-03-02', orders: 0, revenue: 0 },
    { date: '2025-03-03', orders: 3, revenue: 50.25 },
  ],
};

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  act(() => sessionStore.getState().clear());
});

describe('/admin-dashboard', () => {
  it('shows the Clients, No. of Orders and Total Paid cards linking to their lists, and the range totals', async () => {
    const admin = makeUser('admin', { permissions: ALL_PERMISSIONS });
    sessionStore.getState().signIn('tok', admin);
    const m = mockApi((req) => {
      if (req.url === 'dashboard/stats') return { data: STATS };
      if (req.url === 'streamline') return { data: {} };
      if (req.url === 'messages/list-unread') return { data: [] };
      return { data: admin };
    });
    restore = m.restore;
    renderShell('/admin-dashboard', {});
    const clients = await screen.findByRole('link', { name: /Clients/ });
    expect(clients.getAttribute('href')).toBe('/users/clients');
    expect(clients.textContent).toContain('1,234');
    expect(screen.getByRole('link', { name: /No\. of Orders/ }).getAttribute('href')).toBe('/orders/admin');
    const paid = screen.getByRole('link', { name: /Total Paid/ });
    expect(paid.getAttribute('href')).toBe('/payments/order-payments');
    expect(paid.textContent).toContain('$9,876.50');
    // The number is net of refunds and lost disputes, and the card says so.
    expect(within(paid).getByText('net of refunds')).toBeTruthy();
    // Days in the display format, as every other date reads.
    expect(screen.getByTestId('range-totals').textContent).toBe(
      '5 orders and $150.25 received from Mar 1, 2025 to Mar 3, 2025.',
    );
    expect(screen.getByTestId('orders-revenue-chart')).toBeTruthy();
    // The first range is the last 30 days, sent as the table protocol's MM/dd/yyyy bounds.
    const request = m.requests.find((r) => r.url === 'dashboard/stats');
    expect(request?.params).toMatchObject({
      period: 'last_30_days',
      from: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      to: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
    });
  });

  it('shows the error with Retry when the numbers cannot be loaded', async () => {
    const admin = makeUser('admin', { permissions: ALL_PERMISSIONS });
    sessionStore.getState().signIn('tok', admin);
    let fail = true;
    const m = mockApi((req) => {
      if (req.url === 'dashboard/stats')
        return fail ? { status: 500, data: { message: 'Server error' } } : { data: STATS };
      if (req.url === 'streamline') return { data: {} };
      if (req.url === 'messages/list-unread') return { data: [] };
      return { data: admin };
    });
    restore = m.restore;
    renderShell('/admin-dashboard', {});
    expect(await screen.findByText('Server error')).toBeTruthy();
    fail = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await waitFor(() => expect(screen.getByRole('link', { name: /Clients/ })).toBeTruthy());
  });

  it('answers "403 Not Allowed" to an admin without dashboard.menu.view_dashboard', async () => {
    const admin = makeUser('admin', { permissions: ['logs.menu.view_logs'] });
    sessionStore.getState().signIn('tok', admin);
    const m = mockApi((req) => (req.url === 'streamline' ? { data: {} } : { data: admin }));
    restore = m.restore;
    renderShell('/admin-dashboard', {});
    expect(await screen.findByText('403 Not Allowed')).toBeTruthy();
    expect(m.requests.some((r) => r.url === 'dashboard/stats')).toBe(false);
  });
});
