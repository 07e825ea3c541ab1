import { describe, expect, it } from 'vitest';
import { PERMISSION_MODULES } from '@scriptorium/contracts/core';
import { checkedPermissions, permissionTree, sameSelection } from './permissionTree.js';

describe('permission tree', () => {
  it('groups keys by first segment and labels each in words', () => {
    expect(
      permissionTree(['orders.menu.view_orders', 'orders.order.mark_order_paid', 'settings.service_types']),
    ).toEqual([
      {
        key: 'group:orders',
        title: 'Orders',
        children: [
          { key: 'orders.menu.view_orders', title: 'View orders' },
          { key: 'orders.order.mark_order_paid', title: 'Mark order paid' },
        ],
      },
      {
        key: 'group:settings',
        title: 'Settings',
        children: [{ key: 'settings.service_types', title: 'Service types' }],
      },
    ]);
    expect(permissionTree(['payments.withdrawals.approve_withdrawal'])[0].children![0].title).toBe(
      'Mark withdrawals paid',
    );
  });

  it('makes each registry module one group, so its checkbox toggles all its keys', () => {
    for (const [module, keys] of Object.entries(PERMISSION_MODULES)) {
      const tree = permissionTree(keys);
      expect(tree.map((n) => n.key)).toEqual([`group:${module}`]);
      expect(tree[0].children).toHaveLength(keys.length);
    }
  });

  it('disables the keys that may not be granted, and a group holding only such keys', () => {
    const tree = permissionTree(
      ['orders.menu.view_orders', 'orders.order.assign_writer', 'logs.menu.view_logs'],
      (k) => k === 'orders.menu.view_orders',
    );
    expect(tree).toEqual([
      {
        key: 'group:orders',
        title: 'Orders',
        children: [
          { key: 'orders.menu.view_orders', title: 'View orders' },
          { key: 'orders.order.assign_writer', title: 'Assign writer', disableCheckbox: true },
        ],
      },
      {
        key: 'group:logs',
        title: 'Logs',
        disableCheckbox: true,
        children: [{ key: 'logs.menu.view_logs', title: 'View logs', disableCheckbox: true }],
      },
    ]);
  });

  it('keeps only permission keys of a check, in registry order', () => {
    const all = [...PERMISSION_MODULES.logs, ...PERMISSION_MODULES.departments];
    expect(
      checkedPermissions(
        ['group:departments', 'departments.departments.manage_departments', 'departments.menu.view_departments'],
        all,
      ),
    ).toEqual(['departments.menu.view_departments', 'departments.departments.manage_departments']);
  });

  it('compares selections whatever their order', () => {
    expect(sameSelection(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSelection(['a'], ['a', 'b'])).toBe(false);
  });
});
