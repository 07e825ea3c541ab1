import { describe, expect, it } from 'vitest';
import type { User } from '@scriptorium/contracts/core';
import { remoteRoutes, routesFor, type RemoteRoute, type ScreenMap } from './RemoteModule.js';

const user = (role: string) =>
  ({
    id: 1,
    name: 'A',
    email: 'a@x.io',
    phone: null,
    profile_picture: null,
    role,
    permissions: [],
    created_at: '',
  }) as User;

describe('routesFor', () => {
  const clientHome: RemoteRoute = { path: '/orders', roles: ['client'] };
  const adminHome: RemoteRoute = { path: '/orders', roles: ['admin'] };
  const signIn: RemoteRoute = { path: '/sh-auth', roles: ['guest'] };
  const detail: RemoteRoute = { path: '/orders/order/:id/*', roles: ['client', 'admin'] };
  const routes = [clientHome, adminHome, signIn, detail];

  it("renders each role's own screen of a shared path, and every path once", () => {
    expect(routesFor(routes, user('client'))).toEqual([clientHome, signIn, detail]);
    expect(routesFor(routes, user('super_admin'))).toEqual([adminHome, signIn, detail]);
    // No screen of /orders suits a writer or a guest (the shell sends them elsewhere): the first stays.
    expect(routesFor(routes, user('writer'))).toEqual([clientHome, signIn, detail]);
    expect(routesFor(routes, null)).toEqual([clientHome, signIn, detail]);
  });
});

describe('remoteRoutes', () => {
  const load = () => Promise.resolve({ default: () => null });

  it("renders a screen map with the route table's paths, roles, permissions and titles, in the map's order", () => {
    const remote = {
      name: 'mf_payments' as const,
      screens: { 'payments.withdrawals': load, 'payments.home': load },
      routes: [],
    };
    expect(remoteRoutes(remote)).toMatchObject([
      {
        path: '/payments/withdrawals/*',
        roles: ['admin'],
        permission: 'payments.withdrawals.view_withdrawal',
        title: 'Withdrawals',
        lazy: load,
      },
      { path: '/payments', roles: ['admin'], permission: 'payments.menu.view_payments', title: 'Payments', lazy: load },
    ]);
    // The same remote gives the same route objects (the shell keys its lazy screens by route).
    expect(remoteRoutes(remote)[0]).toBe(remoteRoutes(remote)[0]);
  });

  it('renders the route list of a remote built before screen maps as it is', () => {
    const routes: RemoteRoute[] = [
      { path: '/payments', title: 'Payments', roles: ['admin'], permission: 'payments.menu.view_payments', lazy: load },
    ];
    expect(remoteRoutes({ name: 'mf_payments', routes })).toBe(routes);
  });
});

describe('ScreenMap', () => {
  it("takes exactly the ids of the remote's screens in the route table (checked by tsc)", () => {
    const load = () => Promise.resolve({ default: () => null });
    const settings: ScreenMap<'mf_settings'> = {
      'settings.pricing-packages': load,
      'settings.tabs': load,
      'links.view': load,
      'links.list': load,
    };
    // @ts-expect-error: 'links.edit' is no route of the table
    const unknown: ScreenMap<'mf_settings'> = { ...settings, 'links.edit': load };
    // @ts-expect-error: 'payments.home' is mf_payments' screen
    const foreign: ScreenMap<'mf_settings'> = { ...settings, 'payments.home': load };
    // @ts-expect-error: every screen of the remote needs its loader
    const missing: ScreenMap<'mf_settings'> = { 'settings.tabs': load, 'links.view': load, 'links.list': load };
    expect([unknown, foreign, missing]).toHaveLength(3);
  });
});
