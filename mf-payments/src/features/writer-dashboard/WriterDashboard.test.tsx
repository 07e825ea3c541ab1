import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLocale } from '@scriptorium/shared-kit/core';
import {
  mockApi,
  type MockRequest,
  renderWithKit,
  signInAs,
  SLOW,
  switchLanguage,
} from '@scriptorium/shared-kit/testing';
import WriterDashboard from './WriterDashboard.js';

let restore = () => {};
afterEach(() => restore());

const earnings = Array.from({ length: 12 }, (_, i) => ({
  month: `2025-${String(i + 1).padStart(2, '0')}`,
  amount: i === 11 ? 1500 : 0,
}));

/** `GET writer/stats`: a balance of KSh 12,345.50, 3 active and 9 completed orders, a year of earnings. */
const stats = (req: MockRequest) =>
  req.url === 'writer/stats' ? { data: { balance: 12345.5, active: 3, completed: 9, earnings } } : { status: 404 };

describe('WriterDashboard', { timeout: 40_000 }, () => {
  it('shows the balance in KSh, active and completed orders linking to their lists, and the chart', async () => {
    signInAs('writer');
    restore = mockApi(stats).restore;
    renderWithKit(<WriterDashboard />, '/writer/dashboard');
    expect(await screen.findByText('KSh 12,345.50', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Balance')).toBeTruthy();
    expect(screen.getByText('Active Orders').closest('a')?.getAttribute('href')).toBe('/writer/orders/active');
    expect(screen.getByText('Completed Orders').closest('a')?.getAttribute('href')).toBe('/writer/orders/closed');
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('9')).toBeTruthy();
    expect(await screen.findByTestId('earnings-chart', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("shows the server's message when the stats cannot be loaded", async () => {
    signInAs('writer');
    const m = mockApi(() => ({ status: 500, data: { message: 'Server error' } }));
    restore = m.restore;
    renderWithKit(<WriterDashboard />, '/writer/dashboard');
    expect(await screen.findByText('Server error', {}, { timeout: 10_000 })).toBeTruthy();
  });

  describe('in Swahili', () => {
    it('titles the dashboard, the balance, the orders and the earnings chart in Swahili, and back in English after a switch', async () => {
      signInAs('writer');
      restore = mockApi(stats).restore;
      await switchLanguage('sw');
      renderWithKit(<WriterDashboard />, '/writer/dashboard');
      expect(await screen.findByText('Dashibodi', {}, SLOW)).toBeTruthy();
      expect(screen.getByText('Salio')).toBeTruthy();
      expect(screen.getByText('Oda zinazoendelea').closest('a')?.getAttribute('href')).toBe('/writer/orders/active');
      expect(screen.getByText('Oda zilizokamilika').closest('a')?.getAttribute('href')).toBe('/writer/orders/closed');
      expect(screen.getByText('Mapato kwa mwezi (KSh)')).toBeTruthy();
      expect(await screen.findByText(/^Ksh.?12,345\.50$/i, {}, SLOW)).toBeTruthy();
      expect(await screen.findByTestId('earnings-chart', {}, SLOW)).toBeTruthy();
      expect(screen.queryByText('Balance')).toBeNull();
      expect(screen.queryByText('Active Orders')).toBeNull();

      await act(() => changeLocale('en'));
      expect(await screen.findByText('Dashboard', {}, SLOW)).toBeTruthy();
      expect(screen.getByText('Active Orders')).toBeTruthy();
      expect(screen.queryByText('Oda zinazoendelea')).toBeNull();
    });
  });
});
