import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@scriptorium/contracts/core';
import { makeUser } from '@scriptorium/shared-kit/testing';
import { MENUS, menuFor, menuId, navItems, type MenuEntry } from './menus.js';

const labels = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.label, ...(e.children ? labels(e.children) : [])]);

describe('menuFor', () => {
  it('gives clients Orders, New Order and Inbox', () => {
    expect(labels(menuFor(makeUser('client')))).toEqual(['Orders', 'New Order', 'Inbox']);
  });

  it('gives a super admin the whole admin menu of docs/product.md §2, Dashboard last', () => {
    expect(labels(menuFor(makeUser('admin', { permissions: ALL_PERMISSIONS })))).toEqual([
      'Inbox',
      'Orders',
      'All Orders',
      'Quotes',
      'Available',
      'Progressed',
      'Under Review',
      'Closed',
      'Payments',
      'Withdrawals',
      'Order Payments',
      'Reconciliation',
      'Provider Events',
      'Users',
      'Clients',
      'Writers',
      'Admins',
      'Settings',
      'Departments',
      'Links',
      'Logs',
      'Dashboard',
    ]);
  });

  it('gives writers their dashboard, orders and earnings', () => {
    expect(labels(menuFor(makeUser('writer')))).toEqual(['Dashboard', 'Active Orders', 'Closed Orders', 'Earnings']);
  });

  it('shows an admin only the entries their permissions open, dropping empty groups', () => {
    const admin = makeUser('admin', { permissions: ['logs.menu.view_logs', 'payments.menu.view_payments'] });
    // All Orders too: /orders names no permission in the route table (it is also the client's page), but
    // the admin's table needs orders.menu.view_orders and would answer 403.
    expect(labels(menuFor(admin))).toEqual(['Inbox', 'Payments', 'Withdrawals', 'Order Payments', 'Logs']);
  });

  it('shows Payments › Reconciliation and Provider Events to an admin who may view order payments, even without the Payments menu key', () => {
    const admin = makeUser('admin', { permissions: ['payments.order_payments.view_order_payments'] });
    expect(labels(menuFor(admin))).toEqual(['Inbox', 'Payments', 'Reconciliation', 'Provider Events']);
  });

  it('shows Settings only to an admin holding a settings permission (it would open on 403 Not Allowed)', () => {
    expect(labels(menuFor(makeUser('admin', { permissions: ['logs.menu.view_logs'] })))).not.toContain('Settings');
    expect(labels(menuFor(makeUser('admin', { permissions: ['settings.deadlines'] })))).toContain('Settings');
    // Its Releases tab needs deploy.releases.manage.
    expect(labels(menuFor(makeUser('admin', { permissions: ['deploy.releases.manage'] })))).toContain('Settings');
  });
});

describe('menu element ids (the keys of the badge counts)', () => {
  it.each([
    ['/inbox', 'inbox'],
    ['/orders/quotes', 'orders_quotes'],
    ['/orders/under_review/tab/under_review', 'orders_under_review'],
    ['/payments/withdrawals', 'payments_withdrawals'],
    ['/payments/order-payments', 'payments_order_payments'],
    ['/writer/orders/active', 'writer_orders_active'],
  ])('%s → %s', (path, id) => expect(menuId(path)).toBe(id));

  it("keeps every role's element ids (the API counts badges under the same ids)", () => {
    const ids = (items: ReturnType<typeof navItems>): string[] =>
      items.flatMap((i) => [i.id, ...(i.children ? ids(i.children) : [])]);
    expect(ids(navItems(MENUS.client))).toEqual(['orders', 'orders_new', 'inbox']);
    expect(ids(navItems(MENUS.writer))).toEqual([
      'writer_dashboard',
      'writer_orders_active',
      'writer_orders_closed',
      'writer_earnings',
    ]);
    expect(ids(navItems(MENUS.admin))).toEqual([
      'inbox',
      'group_orders',
      'orders',
      'orders_quotes',
      'orders_available',
      'orders_progressed',
      'orders_under_review',
      'orders_closed',
      'group_payments',
      'payments_withdrawals',
      'payments_order_payments',
      'payments_reconciliation',
      'payments_events',
      'group_users',
      'users_clients',
      'users_writers',
      'users_admins',
      'settings',
      'sh_departments',
      'links',
      'logs',
      'admin_dashboard',
    ]);
  });

  it('gives every link its id and every group a group id', () => {
    const items = navItems(menuFor(makeUser('admin', { permissions: ['payments.menu.view_payments'] })));
    expect(items.find((i) => i.label === 'Payments')).toMatchObject({
      id: 'group_payments',
      children: [{ id: 'payments_withdrawals', path: '/payments/withdrawals' }, { id: 'payments_order_payments' }],
    });
  });
});
