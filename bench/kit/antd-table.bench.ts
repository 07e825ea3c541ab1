/**
 * Anchor of the kit's DataTable bench: plain antd Table (inside ConfigProvider + App, as KitProvider
 * wraps it) with the same 400 rows × 10 columns, one page of 400, from mount until all rows are in the
 * DOM (happy-dom).
 */
import { bench, describe, expect } from 'vitest';
import { createElement } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { App, ConfigProvider, Table } from 'antd';

type Row = Record<string, string | number>;
const COLUMNS = [
  'id',
  'title',
  'status',
  'amount',
  'paid_amount',
  'created_at',
  'user.name',
  'email',
  'phone',
  'updated_at',
];
const ROWS: Row[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  title: `Order ${i + 1}`,
  status: i % 2 ? 'in_progress' : 'completed',
  amount: 100 + i,
  paid_amount: i,
  created_at: '2025-03-07T15:05:00Z',
  email: `c${i}@example.com`,
  phone: '+254712345678',
  updated_at: '2025-03-08T10:00:00Z',
}));
const columns = COLUMNS.map((key) => ({ key, title: key, dataIndex: key.split('.') }));

describe('antd Table render (anchor)', () => {
  bench(
    '400 rows × 10 columns',
    async () => {
      const { container } = render(
        createElement(
          ConfigProvider,
          null,
          createElement(
            App,
            null,
            createElement(Table<Row>, { dataSource: ROWS, columns, rowKey: 'id', pagination: { pageSize: 400 } }),
          ),
        ),
      );
      await act(async () => {});
      expect(container.querySelectorAll('tbody tr.ant-table-row').length).toBe(400);
      cleanup();
    },
    { time: 3000, warmupIterations: 2 },
  );
});
