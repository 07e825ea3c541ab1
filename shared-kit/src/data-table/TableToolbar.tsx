import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Checkbox, Dropdown, Flex, Input } from 'antd';
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import { parse } from 'date-fns';
import { DateRange } from '../date-range/DateRange.js';
import { queryDate, type DateRangeValue } from '../date-range/presets.js';
import { ExportProgress } from '../progress/ExportProgress.js';
import { SEARCH_DEBOUNCE_MS, showExact, type ExportFormat, type TableState } from './tableState.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';
import type { KitT } from '../i18n/kitKeys.js';

/** The Export menu: every format the API streams (its labels in the current language). */
const exportItems = (t: KitT): { key: ExportFormat; label: string }[] => [
  { key: 'csv', label: 'CSV' },
  { key: 'xlsx', label: t('kit.table.exportXlsx') },
];

/** Props of {@link TableToolbar}. */
export interface TableToolbarProps {
  state: TableState;
  onChange: (next: TableState) => void;
  hideSearch?: boolean;
  searchPlaceholder?: string;
  /** Show the date range filter: `true` starts on a range (no clearing), `'all'` on none (clearable). */
  dateRange?: boolean | 'all';
  exportable?: boolean;
  exporting?: boolean;
  /** Called with the format chosen in the Export menu. */
  onExport?: (format: ExportFormat) => void;
  extra?: ReactNode;
}

const fromQuery = (s?: string) => (s ? parse(s, 'MM/dd/yyyy', new Date()) : undefined);

/**
 * Search (debounced 800 ms, back to page 1), the 'Exact' checkbox (only for searches longer than one
 * character), the date range filter, and Export (CSV or XLSX) with its progress indicator.
 * @see docs/product.md §4 Toolkit, §5 (Exact checkbox), §9 (Search debounce 800 ms)
 */
export function TableToolbar({
  state,
  onChange,
  hideSearch,
  searchPlaceholder,
  dateRange,
  exportable,
  exporting,
  onExport,
  extra,
}: TableToolbarProps) {
  const t = useT(kitCatalog);
  const [text, setText] = useState(state.search);
  const [seen, setSeen] = useState(state.search);
  if (seen !== state.search) {
    setSeen(state.search);
    setText(state.search);
  }
  // The page the search was typed on: once the user has gone elsewhere (a row opened, a menu link) the
  // pending search is dropped instead of writing the table's URL and pulling them back to the list.
  const { pathname } = useLocation();
  const [typedOn, setTypedOn] = useState(pathname);

  useEffect(() => {
    if (text === state.search || typedOn !== pathname) return;
    const t = setTimeout(() => onChange({ ...state, search: text, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, state, onChange, typedOn, pathname]);

  const onRange = (r: DateRangeValue | null) =>
    onChange({
      ...state,
      page: 1,
      from: r ? queryDate(r.from) : undefined,
      to: r ? queryDate(r.to) : undefined,
      period: r?.period,
    });

  if (hideSearch && !dateRange && !exportable && !extra) return null;
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
      {!hideSearch && (
        <Input.Search
          aria-label={t('kit.table.search')}
          allowClear
          placeholder={searchPlaceholder ?? t('kit.table.searchPlaceholder')}
          value={text}
          style={{ maxWidth: 280 }}
          onChange={(e) => {
            setText(e.target.value);
            setTypedOn(pathname);
          }}
          onSearch={(v) => onChange({ ...state, search: v, page: 1 })}
        />
      )}
      {!hideSearch && showExact(text) && (
        <Checkbox
          checked={state.exact}
          onChange={(e) => onChange({ ...state, search: text, exact: e.target.checked, page: 1 })}
        >
          {t('kit.table.exact')}
        </Checkbox>
      )}
      {dateRange && (
        // A table starting on a range has no clearing: an empty range would be its default again (All Time
        // is a preset). A list of things starts on every row, and clearing goes back to that.
        <DateRange
          defaultPeriod={null}
          onChange={onRange}
          allowClear={dateRange === 'all'}
          placeholder={dateRange === 'all' ? t('kit.table.anyDate') : undefined}
          value={state.period ? { period: state.period, from: fromQuery(state.from), to: fromQuery(state.to) } : null}
        />
      )}
      <span style={{ flex: 1 }} />
      {extra}
      {exportable && <ExportProgress open={Boolean(exporting)} />}
      {exportable && (
        <Dropdown
          trigger={['click']}
          disabled={exporting}
          menu={{ items: exportItems(t), onClick: ({ key }) => onExport?.(key as ExportFormat) }}
        >
          <Button icon={<DownloadOutlined />} loading={exporting}>
            {t('kit.table.export')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Flex>
  );
}
