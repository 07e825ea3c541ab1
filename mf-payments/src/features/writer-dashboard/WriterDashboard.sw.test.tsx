import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import WriterDashboard from './WriterDashboard.js';

let restore = () => {};
afterEach(async () => {
  restore();
  await act(() => changeLocale('en'));
});

const earnings = Array.from({ length: 12 }, (_, i) => ({
  month: `2025-${String(i + 1).padStart(2, '0')}`,
  amount: i === 11 ? 1500 : 0,
}));

describe('WriterDashboard in Swahili', { timeout: 40_000 }, () => {
  it('titles the dashboard, the balance, the orders and the earnings chart in Swahili, and back in English after a switch', async () => {
    signInAs('writer');
    restore = mockApi((req) =>
      req.url === 'writer/stats' ? { data: { balance: 12345.5, active: 3, completed: 9, earnings } } : { status: 404 },
    ).restore;
    await act(() => changeLocale('sw'));
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
