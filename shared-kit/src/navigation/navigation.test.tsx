import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@scriptorium/contracts/core';
import { buildCrumbs } from './crumbs.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { NavMenu, type NavMenuItem } from './NavMenu.js';
import { renderWithKit } from '../testing/renderWithKit.js';
import { mockApi } from '../testing/mockApi.js';
import { sessionStore } from '../session/sessionStore.js';

let restore = () => {};
afterEach(() => {
  restore();
  sessionStore.getState().clear();
});

describe('breadcrumbs', () => {
  it.each([
    ['/', ['Home']],
    ['/users/user/5/tab/details', ['Home', 'Users', 'User', '5', 'Details']],
    ['/payments/order-payments', ['Home', 'Payments', 'Order payments']],
    ['/sh-departments/permissions/3', ['Home', 'Departments', 'Permissions', '3']],
    ['/logs', ['Home', 'Logs']],
  ])('%s → %j', (path, titles) => {
    expect(buildCrumbs(path, ROUTES).map((c) => c.title)).toEqual(titles);
  });

  it('links every crumb but the last, parameters filled', () => {
    expect(buildCrumbs('/users/user/5', ROUTES)).toEqual([
      { title: 'Home', path: '/' }, { title: 'Users', path: '/users' }, { title: 'User', path: '/users/user' }, { title: '5', path: undefined },
    ]);
  });

  it('renders Home and the segments as links', () => {
    renderWithKit(<Breadcrumbs />, '/orders/order/12');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByText('12')).toBeTruthy();
  });
});

const items: NavMenuItem[] = [
  { id: 'inbox', label: 'Inbox', path: '/inbox' },
  { id: 'orders', label: 'Orders', path: '/orders', permission: 'orders.menu.view_orders' },
  { id: 'logs', label: 'Logs', path: '/logs', permission: 'logs.menu.view_logs' },
];

describe('NavMenu', () => {
  it('shows permitted entries with a badge only when the count from the URL is above 0', async () => {
    sessionStore.getState().signIn('t', { id: 1, name: 'A', email: 'a@x.io', phone: null, profile_picture: null, role: 'admin', permissions: 'orders.menu.view_orders' as unknown as string[], created_at: '' });
    const m = mockApi(() => ({ data: { inbox: 3, orders: 0 } }));
    restore = m.restore;
    const r = renderWithKit(<NavMenu items={items} counts="menu/counts" />, '/orders/quotes');
    expect(screen.getByText('Inbox')).toBeTruthy();
    expect(screen.getByText('Orders')).toBeTruthy();
    expect(screen.queryByText('Logs')).toBeNull();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
    expect(m.requests[0]).toMatchObject({ method: 'GET', url: 'menu/counts' });
    expect(document.querySelector('.ant-menu-item-selected')?.textContent).toContain('Orders');
    await userEvent.click(screen.getByText('Inbox'));
    await waitFor(() => expect(r.location().pathname).toBe('/inbox'));
  });
});
