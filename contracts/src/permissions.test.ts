import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, hasPermission } from './permissions.js';

describe('hasPermission', () => {
  it('always allows an empty requirement', () => {
    expect(hasPermission([], '')).toBe(true);
    expect(hasPermission(null, undefined)).toBe(true);
  });
  it('checks a dotted key against a list or a string', () => {
    expect(hasPermission(['orders.order.assign_writer'], 'orders.order.assign_writer')).toBe(true);
    expect(hasPermission('orders.order.view_amount,orders.order.assign_writer', 'orders.order.assign_writer')).toBe(
      true,
    );
    expect(hasPermission(['orders.order.view_amount'], 'orders.order.assign_writer')).toBe(false);
  });
  it('registers every permission key of docs/product.md §6', () => {
    for (const k of [
      'orders.order.submit_quote',
      'orders.order.request_revision',
      'settings.deadlines',
      'payments.withdrawals.approve_withdrawal',
      'payments.withdrawals.reject_withdrawal',
    ]) {
      expect(ALL_PERMISSIONS).toContain(k);
    }
  });
});
