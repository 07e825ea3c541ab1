import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/users.js';
import { menuFor, type MenuEntry } from './menus.js';

const labels = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.label, ...(e.children ? labels(e.children) : [])]);

describe('menuFor', () => {
  it('gives clients My Orders, New Order and Inbox', () => {
    expect(labels(menuFor(makeUser('client')))).toEqual(['My Orders', 'New Order', 'Inbox']);
  });

  it('gives writers their dashboard, orders and earnings', () => {
    expect(labels(menuFor(makeUser('writer')))).toEqual(['Dashboard', 'Active Orders', 'Closed Orders', 'Earnings']);
  });

  it('shows an admin only the entries their permissions open, dropping empty groups', () => {
    const admin = makeUser('admin', { permissions: ['logs.menu.view_logs', 'payments.menu.view_payments'] });
    // /orders and /settings name no permission in the route table; the other groups and links do.
    expect(labels(menuFor(admin))).toEqual(['Inbox', 'Orders', 'All Orders', 'Payments', 'Withdrawals', 'Order Payments', 'Settings', 'Logs']);
  });
});
