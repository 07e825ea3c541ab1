import { describe, expect, it } from 'vitest';
import { exportTitles, fillPlaceholders, getValue, resolveColumns, type TableHeader } from './columns.js';

type Row = { id: number; user: { id: number; name: string }; amount: number; created_at: string };
const row: Row = { id: 7, user: { id: 3, name: 'Ann Lee' }, amount: 1200, created_at: '2025-01-02T10:00:00Z' };

describe('columns', () => {
  it('reads dotted paths', () => {
    expect(getValue(row, 'user.name')).toBe('Ann Lee');
    expect(getValue(row, 'user.missing.deep')).toBeUndefined();
  });

  it('fills {field} placeholders, URL-encoded', () => {
    expect(fillPlaceholders('/users/user/{user.id}/orders/{id}', row)).toBe('/users/user/3/orders/7');
    expect(fillPlaceholders('/search/{user.name}', row)).toBe('/search/Ann%20Lee');
  });

  it('resolves strings, functions and objects, and hides columns without permission', () => {
    const headers: TableHeader<Row>[] = [
      'id',
      'user.name',
      (r) => `#${r.id}`,
      { key: 'amount', permission: 'orders.order.view_amount' },
      { label: 'Joined', key: 'created_at', link: '/x/{id}' },
    ];
    const cols = resolveColumns(headers, (p) => !p, { id: '/orders/order/{id}' });
    expect(cols.map((c) => c.title)).toEqual(['Id', 'Name', '', 'Joined']);
    expect(cols[0].link).toBe('/orders/order/{id}');
    expect(cols[2].render?.(row, undefined)).toBe('#7');
    expect(cols[3]).toMatchObject({ kind: 'date', link: '/x/{id}', sortable: true });
    expect(resolveColumns(headers, () => true).map((c) => c.kind)).toContain('money');
  });

  it('exports the titles of keyed headers only', () => {
    expect(exportTitles<Row>(['id', (r) => r.id, { key: 'amount' }, { label: 'x' }])).toEqual(['id', 'amount']);
  });
});
