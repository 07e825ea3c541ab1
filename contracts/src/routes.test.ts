import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from './permissions.js';
import { ROLES } from './roles.js';
import {
  matchRoute,
  menuLinksOf,
  pageReadKey,
  patternToRegExp,
  ROUTES,
  routeListOf,
  SCREENS,
  screensOf,
  type ScreenId,
} from './routes.js';

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
    expect(matchRoute('/orders/confirm-completed/4')).toMatchObject({
      roles: ['admin'],
      permission: 'orders.order.mark_order_delivered',
    });
    expect(matchRoute('/writer/orders/confirm-completed/4')).toMatchObject({
      path: '/writer/orders/confirm-completed/:id',
      roles: ['writer'],
    });
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

describe('the route table', () => {
  it('gives every row and every screen its own id', () => {
    const ids = [...ROUTES.map((r) => r.id), ...ROUTES.flatMap((r) => r.screens ?? []).map((s) => s.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names only permission keys of the registry', () => {
    const keys = [...ROUTES, ...ROUTES.flatMap((r) => r.screens ?? [])].flatMap((r) => [
      r.permission,
      ...(r.menu ?? []).flatMap((m) => m.anyOf ?? []),
    ]);
    for (const key of keys.filter(Boolean)) expect(ALL_PERMISSIONS).toContain(key);
  });

  it("puts each screen under its row's path, for roles its row lets in", () => {
    for (const route of ROUTES) {
      for (const screen of route.screens ?? []) {
        const sample = screen.path.replace(/\/\*$/, '').replace(/:[^/]+/g, '1');
        expect(matchRoute(sample), `${screen.id} (${screen.path})`).toBe(route);
        for (const role of screen.roles ?? []) expect(route.roles, screen.id).toContain(role);
      }
    }
  });

  it('gives parameterised rows an example URL that they match', () => {
    for (const route of ROUTES.filter((r) => /[:*]/.test(r.path.replace(/\/\*$/, '')))) {
      expect(route.example, route.path).toBeDefined();
      expect(matchRoute(route.example!.split('?')[0]), route.path).toBe(route);
    }
  });

  it.each(ROLES)('points every link of the %s menu at a screen that role may open, at that URL', (role) => {
    const links = menuLinksOf(role);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links.map((l) => l.order)).size).toBe(links.length);
    for (const link of links) {
      const row = matchRoute(link.to.split('?')[0]);
      expect(row?.roles, link.label).toContain(role);
      expect(link.screen.roles, link.label).toContain(role);
      expect(
        patternToRegExp(link.screen.path).test(link.to),
        `${link.label}: ${link.to} is not ${link.screen.path}`,
      ).toBe(true);
    }
  });

  it("fills a screen's roles and permission in from its row", () => {
    expect(SCREENS.find((s) => s.id === 'payments.home')).toMatchObject({
      path: '/payments',
      roles: ['admin'],
      permission: 'payments.menu.view_payments',
    });
    expect(SCREENS.find((s) => s.id === 'payments.withdrawals')).toMatchObject({
      permission: 'payments.withdrawals.view_withdrawal',
    });
    expect(
      screensOf('mf_orders')
        .filter((s) => s.path === '/orders')
        .map((s) => s.roles),
    ).toEqual([['client'], ['admin']]);
  });

  it("lists a remote's screens in the order of its screen map, leaving out ids it does not own", () => {
    const load = () => Promise.resolve({});
    const list = routeListOf('mf_payments', {
      'payments.writer-dashboard': load,
      'payments.home': load,
      'settings.tabs': load,
    });
    expect(list.map((r) => [r.path, r.title])).toEqual([
      ['/writer/dashboard', 'Dashboard'],
      ['/payments', 'Payments'],
    ]);
  });

  it('types screen ids by owner', () => {
    const own: ScreenId<'mf_payments'> = 'payments.withdrawals';
    // @ts-expect-error: mf_settings renders Settings, not mf_payments
    const other: ScreenId<'mf_payments'> = 'settings.tabs';
    // @ts-expect-error: a row with screens is no screen of its own
    const row: ScreenId<'mf_payments'> = 'payments';
    expect([own, other, row]).toHaveLength(3);
  });
});

describe('pageReadKey: the key of an answer a page carries', () => {
  it('is the path and its query, keys sorted and encoded, whatever order the params were written in', () => {
    expect(pageReadKey('list-settings/deadlines', { all: 1 })).toBe('list-settings/deadlines?all=1');
    expect(pageReadKey('orders', { q: 'a&b c', page: 2, skip: undefined })).toBe('orders?page=2&q=a%26b%20c');
    expect(pageReadKey('orders', { page: 2, q: 'a&b c' })).toBe(pageReadKey('orders', { q: 'a&b c', page: 2 }));
    expect(pageReadKey('config')).toBe('config');
  });

  it("is what the order forms' routes read as they render", () => {
    for (const path of ['/orders/new', '/orders/new-order-form', '/orders/form'])
      expect(matchRoute(path)?.pageReads?.map((r) => pageReadKey(r.path, r.params))).toEqual([
        'list-settings/service_types?all=1',
        'list-settings/deadlines?all=1',
        'list-settings/order_services?all=1',
      ]);
  });
});
