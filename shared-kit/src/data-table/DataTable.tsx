import { useEffect, useMemo, useState, type Key, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '@scriptorium/contracts/core';
import { sessionStore } from '../session/sessionStore.js';
import { useFeedback } from '../feedback/useFeedback.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useLocale, useT } from '../i18n/i18n.js';
import {
  exportColumns,
  fillPlaceholders,
  getValue,
  resolveColumns,
  type ResolvedColumn,
  type TableHeader,
} from './columns.js';
import { renderCell } from './renderCell.js';
import { isRowClick, withRowLink } from './rowClick.js';
import { RowActions, type RowAction } from './RowActions.js';
import { TableCards } from './TableCards.js';
import { TableFooter } from './TableFooter.js';
import { TableToolbar } from './TableToolbar.js';
import { nextSort, type ExportFormat, type SortMethod, type TableDefaults } from './tableState.js';
import { DEFAULT_PERIOD, presetValue, queryDate } from '../date-range/presets.js';
import { requestExport } from './exportTable.js';
import { useIsNarrow } from './useIsNarrow.js';
import { tableCellStyle } from './wrapText.js';
import { useTableData } from './useTableData.js';
import type { PagingStyle } from './pagination.js';
import { useTableState } from './useTableState.js';
import { LOAD_ERROR, type PageMeta, type RowSchema } from './fetchPage.js';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** List endpoint speaking the table protocol (relative to the API root). */
  endpoint?: string;
  /** The endpoint's contract row schema: each row of its answer is parsed with it (see `parsePage`). */
  rowSchema?: RowSchema<Row>;
  /** Local rows instead of an endpoint. */
  dataSource?: readonly Row[];
  /** Headers: key strings, cell functions, or `{label, key, render, permission, link}` objects. */
  columns: readonly TableHeader<Row>[];
  /** Column key → link path with `{field}` placeholders (added to string headers). */
  links?: Record<string, string>;
  /** Path opened when a row is clicked, with `{field}` placeholders. */
  rowLink?: string;
  onRowClick?: (row: Row) => void;
  actions?: readonly RowAction<Row>[];
  /** 'loadMore' (default) or 'numbered'. */
  paging?: PagingStyle;
  /** Default page size (10); added to the options when missing. */
  pageSize?: number;
  orderBy?: string;
  orderMethod?: SortMethod;
  /** Extra query parameters of every load. */
  params?: Record<string, string | number | boolean>;
  /**
   * Show the date range filter. `true`: an activity list (orders, payments, logs), which starts on This
   * Month (docs/product.md §9). `'all'`: a list of things that exist (users, departments, settings), which
   * starts with every row and offers a range to narrow it, cleared back to all.
   */
  dateRange?: boolean | 'all';
  /** Show Export (all matching rows through the export protocol, as CSV or XLSX). */
  exportable?: boolean;
  /** Keys to export (default: the shown keyed columns); a shown column keeps its header and format. */
  exportFields?: string[];
  hideSearch?: boolean;
  hideCount?: boolean;
  searchPlaceholder?: string;
  /** Cards at ≤ 700 px (default true). */
  cards?: boolean;
  /** Prefix of the table's URL keys (default ''); false keeps the state out of the URL. */
  urlKey?: string | false;
  /** Content in the toolbar (e.g. an Add button). */
  toolbar?: ReactNode;
  onLoaded?: (rows: Row[], meta: PageMeta | null) => void;
  /** Where an export's download URL is opened (default: the browser goes there). */
  onDownload?: (url: string) => void;
  rowKey?: (row: Row, index: number) => Key;
}

/** This Month (docs/product.md §9 default) as table state: MM/dd/yyyy bounds and the period key. */
function defaultRange(): NonNullable<TableDefaults['range']> | undefined {
  const v = presetValue(DEFAULT_PERIOD);
  return v && { from: queryDate(v.from), to: queryDate(v.to), period: v.period };
}

/** The actions column: its buttons on one line, the column no wider than they are. */
const ACTIONS_CELL = { whiteSpace: 'nowrap', width: '1%' } as const;

const defaultRowKey = (row: unknown, i: number): Key => {
  const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : i;
};

/**
 * A server-paged table: numbered pages (the reference's ellipsis windows) or load-more (default);
 * page sizes 10–400; sorting (a new column asc, the same toggles); search debounced 800 ms with
 * 'Exact'; a date range (starting on This Month); `lastId`; row actions with permissions and confirmation; link columns;
 * money/number/date formatting by column name; cards at ≤ 700 px; 'No records found' and load
 * errors; export of all matching rows as CSV or XLSX ('Error' dialog on failure). Page, size, sort, search and range
 * live in the URL. Needs a router and KitProvider above.
 * @see docs/product.md §4 Toolkit, §7 (Table load/export), §8, §9, docs/product.md §R1 Tables
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    endpoint,
    rowSchema,
    dataSource,
    columns: headers,
    links,
    rowLink,
    onRowClick,
    actions,
    paging = 'loadMore',
    pageSize = 10,
    orderBy,
    orderMethod = 'desc',
    params,
    dateRange,
    exportable,
    exportFields,
    hideSearch,
    hideCount,
    searchPlaceholder,
    cards = true,
    urlKey = '',
    toolbar,
    onLoaded,
    onDownload = (url: string) => window.location.assign(url),
    rowKey = defaultRowKey,
  } = props;
  // The default range's bounds as of the table's first render (not recomputed on every render).
  const [range] = useState(() => (dateRange === true ? defaultRange() : undefined));
  const [state, setState] = useTableState({ perPage: pageSize, orderBy, orderMethod, range }, urlKey);
  const data = useTableData<Row>({ endpoint, dataSource, state, paging, params, rowSchema });
  const permissions = sessionStore((s) => s.user?.permissions);
  const locale = useLocale();
  const columns = useMemo(
    () =>
      withRowLink(
        resolveColumns(headers, (p) => hasPermission(permissions, p), links),
        onRowClick ? undefined : rowLink,
      ),
    // `locale`: titles derived from keys are in the current language (headerLabel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [headers, permissions, links, onRowClick, rowLink, locale],
  );
  const narrow = useIsNarrow();
  const navigate = useNavigate();
  const { alert } = useFeedback();
  const t = useT(kitCatalog);
  // The load failure without an answer is the kit's own text (in the current language); a server's
  // status line stays as it came.
  const errorText = (text: string) => (text === LOAD_ERROR ? t('kit.table.loadError') : text);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (data.status === 'done') onLoaded?.(data.rows, data.meta);
  }, [data.status, data.rows, data.meta]); // eslint-disable-line react-hooks/exhaustive-deps -- report each load once

  const clickRow = onRowClick ?? (rowLink ? (row: Row) => navigate(fillPlaceholders(rowLink, row)) : undefined);
  const rowActions = actions?.length
    ? (row: Row) => <RowActions row={row} actions={actions} onDone={data.reload} />
    : undefined;
  const cardActions = actions?.length
    ? (row: Row) => <RowActions row={row} actions={actions} onDone={data.reload} wrap />
    : undefined;

  const runExport = async (format: ExportFormat) => {
    if (!endpoint) return;
    setExporting(true);
    try {
      onDownload(await requestExport(endpoint, state, exportColumns(columns, exportFields), data.lastId, format));
    } catch (error) {
      alert(t('kit.table.exportErrorTitle'), errorText(error instanceof Error ? error.message : String(error)));
    } finally {
      setExporting(false);
    }
  };

  const sortTitle = (c: ResolvedColumn<Row>) => {
    const active = state.orderBy === c.key;
    return (
      <span style={{ cursor: 'pointer', userSelect: 'none', whiteSpace: 'nowrap' }}>
        {c.title}{' '}
        {active &&
          (state.orderMethod === 'asc' ? (
            <CaretUpOutlined aria-label={t('kit.table.sortedAscending')} />
          ) : (
            <CaretDownOutlined aria-label={t('kit.table.sortedDescending')} />
          ))}
      </span>
    );
  };

  const tableColumns: TableColumnsType<Row> = columns.map((c) => ({
    key: c.id,
    title: c.sortable && c.key ? sortTitle(c) : c.title,
    render: (_: unknown, row: Row) => renderCell(c, row),
    onCell: (row: Row) => ({ style: c.key ? tableCellStyle(getValue(row, c.key)) : undefined }),
    onHeaderCell: () =>
      c.sortable && c.key
        ? {
            onClick: () => setState(nextSort(state, c.key!)),
            // Sortable headers take the keyboard too: Tab to one, Enter or Space sorts.
            tabIndex: 0,
            onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              setState(nextSort(state, c.key!));
            },
            'aria-sort': state.orderBy === c.key ? (state.orderMethod === 'asc' ? 'ascending' : 'descending') : 'none',
          }
        : {},
  }));
  // The actions keep their whole width (they were cut to "Acti", "Dele" beside long text): the column is
  // as narrow as its buttons on one line, and the text columns share the rest.
  if (rowActions) {
    tableColumns.push({
      key: '__actions',
      title: t('kit.table.actions'),
      render: (_: unknown, row: Row) => rowActions(row),
      onHeaderCell: () => ({ style: ACTIONS_CELL }),
      onCell: () => ({ style: ACTIONS_CELL }),
    });
  }

  const keys = useMemo(() => new Map(data.rows.map((r, i) => [r, rowKey(r, i)])), [data.rows, rowKey]);
  const loading = data.status === 'loading';
  // A reload (a search being typed, a new page size) keeps the rows shown and clickable until the new
  // ones arrive: only the first load covers the table; a reload shows a small spinner in the footer.
  const covering = loading && data.rows.length === 0;
  return (
    <div className="kit-data-table" data-status={data.status}>
      <TableToolbar
        state={state}
        onChange={setState}
        hideSearch={hideSearch}
        searchPlaceholder={searchPlaceholder}
        dateRange={dateRange}
        exportable={exportable && Boolean(endpoint)}
        exporting={exporting}
        onExport={runExport}
        extra={toolbar}
      />
      {data.status === 'error' ? (
        <Alert type="error" showIcon title={data.error && errorText(data.error)} />
      ) : narrow && cards ? (
        <TableCards
          rows={data.rows}
          columns={columns}
          rowKey={rowKey}
          loading={covering}
          actions={cardActions}
          onRowClick={clickRow}
        />
      ) : (
        // Plain CSS overflow: antd's `scroll.x` measuring roughly doubles the render time of 400 rows.
        <div style={{ overflowX: 'auto' }}>
          <Table<Row>
            dataSource={data.rows as Row[]}
            columns={tableColumns}
            rowKey={(row) => keys.get(row) ?? 0}
            loading={covering}
            pagination={false}
            size="middle"
            // Nothing under the first load's spinner: 'No records found' only once the answer says so.
            locale={{
              emptyText: covering ? (
                <div style={{ height: 40 }} />
              ) : (
                <Typography.Text type="secondary">{t('kit.table.empty')}</Typography.Text>
              ),
            }}
            onRow={
              clickRow
                ? (row) => ({ onClick: (e) => isRowClick(e) && clickRow(row), style: { cursor: 'pointer' } })
                : undefined
            }
          />
        </div>
      )}
      {data.status !== 'error' && (
        <TableFooter
          meta={data.meta}
          paging={paging}
          shown={data.rows.length}
          page={state.page}
          perPage={state.perPage}
          configuredSize={pageSize}
          busy={loading || data.appending}
          reloading={loading && !covering}
          hideCount={hideCount}
          onPage={(page) => setState({ ...state, page })}
          onPerPage={(perPage) => setState({ ...state, perPage, page: 1 })}
        />
      )}
    </div>
  );
}
