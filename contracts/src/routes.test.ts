import { describe, expect, it } from 'vitest';
import { matchRoute, patternToRegExp } from './routes.js';

describe('matchRoute', () => {
  it.each([
    ['/sh-auth', 'mf_auth'],
    ['/users/user/profile', 'mf_auth'],
    ['/orders', 'mf_orders'],
    ['/orders/new', 'mf_orders'],
    ['/orders/order/12/tab/files', 'mf_orders'],
    ['/orders/quotes/tab/pending_quote', 'mf_orders'],
    ['/writer/orders/active/tab/in_progress', 'mf_orders'],
    ['/inbox/view/3', 'mf_orders'],
    ['/orders/confirm-completed/4', 'mf_orders'],
    ['/orders/approve', 'mf_orders'],
    ['/writer/orders/confirm-completed/4', 'mf_orders'],
    ['/users/user/5/tab/details', 'mf_users'],
    ['/users/writers/tab/pending', 'mf_users'],
    ['/sh-departments/manage-permissions/2', 'mf_users'],
    ['/logs', 'mf_users'],
    ['/payments/withdrawals/tab/pending', 'mf_payments'],
    ['/writer/dashboard', 'mf_payments'],
    ['/writer/earnings/tab/all_transactions', 'mf_payments'],
    ['/settings/tab/deadlines', 'mf_settings'],
    ['/links', 'mf_settings'],
    ['/admin-dashboard', 'shell'],
  ])('sends %s to %s', (path, owner) => {
    expect(matchRoute(path)?.owner).toBe(owner);
  });

  it('gives admins and writers each their own confirm-completed route', () => {
    expect(matchRoute('/orders/confirm-completed/4')).toMatchObject({ roles: ['admin'], permission: 'orders.order.mark_order_delivered' });
    expect(matchRoute('/writer/orders/confirm-completed/4')).toMatchObject({ path: '/writer/orders/confirm-completed/:id', roles: ['writer'] });
    expect(matchRoute('/writer/orders/confirm-completed/4')?.permission).toBeUndefined();
  });

  it('matches no route for an unknown path', () => {
    expect(matchRoute('/nowhere/at/all')).toBeUndefined();
  });

  it('treats a trailing * as optional sub-routes and :param as one segment', () => {
    const re = patternToRegExp('/orders/order/:id/*');
    expect(re.test('/orders/order/1')).toBe(true);
    expect(re.test('/orders/order/1/tab/files')).toBe(true);
    expect(re.test('/orders/order')).toBe(false);
  });
});
