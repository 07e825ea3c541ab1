import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '@scriptorium/contracts/core';
import { routeTableDisagreements } from './routeAgreement.js';

const TABLE: RouteEntry[] = [
  { path: '/payments/*', owner: 'mf_payments', roles: ['admin'], permission: 'payments.menu.view_payments', title: 'Payments', example: '/payments/withdrawals' },
  { path: '/writer/earnings/*', owner: 'mf_payments', roles: ['writer'], title: 'Earnings' },
  { path: '/settings/*', owner: 'mf_settings', roles: ['admin'], title: 'Settings' },
];
const remote = (routes: Parameters<typeof routeTableDisagreements>[0]['routes']) => ({ name: 'mf_payments' as const, routes });

describe('routeTableDisagreements', () => {
  it('finds none when every route lies under an entry of its remote, with its roles and its permission or a finer one', () => {
    expect(routeTableDisagreements(remote([
      { path: '/payments', roles: ['admin'], permission: 'payments.menu.view_payments' },
      { path: '/payments/withdrawals/*', roles: ['admin'], permission: 'payments.withdrawals.view_withdrawal' },
      { path: '/writer/earnings/*', roles: ['writer'] },
    ]), TABLE)).toEqual([]);
  });

  it('names a route needing nothing where the table needs a permission', () => {
    expect(routeTableDisagreements(remote([
      { path: '/payments/withdrawals', roles: ['admin'] },
      { path: '/writer/earnings/*', roles: ['writer'] },
    ]), TABLE)).toEqual(['/payments/withdrawals: the table\'s /payments/* needs payments.menu.view_payments, the route needs nothing']);
  });

  it('names a permission of another module, a role the table keeps out, a route of another remote and an entry nobody renders', () => {
    expect(routeTableDisagreements(remote([
      { path: '/payments/withdrawals', roles: ['admin', 'writer'], permission: 'users.menu.view_users' },
      { path: '/settings/pricing-packages', roles: ['admin'] },
      { path: '/nowhere' },
    ]), TABLE)).toEqual([
      '/payments/withdrawals: lets in writer, which the table\'s /payments/* keeps out',
      '/payments/withdrawals: the table\'s /payments/* needs payments.menu.view_payments, the route needs users.menu.view_users',
      '/settings/pricing-packages: the route table gives it to mf_settings (/settings/*)',
      '/nowhere: no entry of the route table matches it',
      '/writer/earnings/*: the table lets in writer but no route of mf_payments renders /writer/earnings for them',
    ]);
  });
});
