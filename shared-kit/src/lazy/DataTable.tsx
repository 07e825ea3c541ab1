import { lazy, Suspense } from 'react';
import { Placeholder } from './Placeholder.js';
import type { DataTableProps } from '../data-table/DataTable.js';

const Impl = lazy(() => import('../data-table/DataTable.js').then((m) => ({ default: m.DataTable })));

/**
 * {@link import('../data-table/DataTable.js').DataTable} loaded on first render, so screens without
 * a table do not download it (the kit's barrel exports this one).
 * @see docs/product.md §4 Toolkit
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<Placeholder rows={5} />}>
      <Impl {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
