/**
 * `@scriptorium/shared-kit/table` — the pure logic under `<DataTable>` (paging window, table state in
 * the URL, column resolution, page envelopes), for screens and tests that work with a table's state
 * without rendering one. `<DataTable>` itself is in ./core (a lazy wrapper).
 * (Specifiers without `.js`: see ./core.)
 * @see docs/product.md §4 Toolkit (DataTable), docs/product.md §R1 Tables (table protocol)
 */
export * from '../data-table/pagination';
export * from '../data-table/tableState';
export * from '../data-table/columns';
export {
  parsePage,
  lastIdOf,
  loadErrorText,
  LOAD_ERROR,
  type PageMeta,
  type RowSchema,
  type TablePage,
} from '../data-table/fetchPage';
export type { RowAction } from '../data-table/RowActions';
export type { LoadStatus } from '../data-table/useTableData';
