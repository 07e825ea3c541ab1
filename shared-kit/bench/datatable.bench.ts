/**
 * Time to render DataTable with 400 rows and 10 columns (happy-dom, from mount until all rows are in
 * the DOM). Run: `npx vitest bench --run` in shared-kit.
 */
import { bench, describe, expect } from 'vitest';
import { createElement } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { KitProvider } from '../src/providers/KitProvider.js';
import { DataTable } from '../src/data-table/DataTable.js';

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

describe('DataTable render', () => {
  bench(
    '400 rows × 10 columns',
    async () => {
      const { container } = render(
        createElement(
          KitProvider,
          null,
          createElement(
            MemoryRouter,
            null,
            createElement(DataTable<Row>, { dataSource: ROWS, columns: COLUMNS, pageSize: 400, urlKey: false }),
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
