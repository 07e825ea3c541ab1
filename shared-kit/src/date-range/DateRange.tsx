import { useMemo, useState } from 'react';
import { Button, Select, Space } from 'antd';
import { isValid, parse } from 'date-fns';
import { formatDate } from '../display/formatters.js';
import { PickerInput } from './PickerInput.js';
import { buildPresets, CUSTOM_PERIOD, customValue, presetValue, type DateRangeValue } from './presets.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useLocale, useT } from '../i18n/i18n.js';
import type { KitKey } from '../i18n/kitKeys.js';

/** Periods whose label is the kit's text (`kit.dateRange.preset.<period>`); a year is its digits. */
const NAMED_PERIODS = new Set([
  'today',
  'yesterday',
  '7_days',
  'this_week',
  'this_month',
  'last_month',
  'last_30_days',
  'last_60_days',
  'last_90_days',
  'this_year',
  '1_year',
  'all_time',
]);

/** What DateRange shows as chosen: a period key, with the bounds for `custom`. */
export interface DateRangeSelection {
  period: string;
  from?: Date;
  to?: Date;
}

/** Props of {@link DateRange}. */
export interface DateRangeProps {
  /** Controlled selection; null shows no range. */
  value?: DateRangeSelection | null;
  /** Uncontrolled start (default 'this_month'; null for none). */
  defaultPeriod?: string | null;
  /** Called with `{from, to, period, query}`, or null when cleared. */
  onChange?: (range: DateRangeValue | null) => void;
  /** Offers clearing the range (emits null). */
  allowClear?: boolean;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  placeholder?: string;
}

const parseDay = (s: string) => {
  const d = s ? parse(s, 'yyyy-MM-dd', new Date()) : null;
  return d && isValid(d) ? d : null;
};

/**
 * A date range picker with every preset of the reference (Today … All Time, each year down to 2021)
 * and Custom, whose 'Apply' appears only when both dates are set; while Custom is open the box shows
 * Custom, then the chosen dates. Emits `{from, to, period, query}`.
 * @see docs/product.md §9 (Date range presets), docs/product.md §R2 Date range presets
 */
export function DateRange({
  value,
  defaultPeriod = 'this_month',
  onChange,
  allowClear,
  now = () => new Date(),
  placeholder,
}: DateRangeProps) {
  const t = useT(kitCatalog);
  const locale = useLocale();
  const presets = useMemo(() => buildPresets(now()), [now]);
  const [own, setOwn] = useState<DateRangeSelection | null>(defaultPeriod ? { period: defaultPeriod } : null);
  const selection = value === undefined ? own : value;
  const [customOpen, setCustomOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const choose = (next: DateRangeSelection | null, emitted: DateRangeValue | null) => {
    setOwn(next);
    onChange?.(emitted);
  };

  // While Custom is open the box says Custom, then the dates being chosen; once applied, the applied dates.
  const typedFrom = parseDay(from);
  const typedTo = parseDay(to);
  // Days in the display format ('Nov 3, 2026 – Nov 9, 2026'), as every other date reads.
  const day = (d: Date) => formatDate(d, 'day', locale);
  const customLabel =
    customOpen && typedFrom && typedTo
      ? t('kit.dateRange.between', { from: day(typedFrom), to: day(typedTo) })
      : !customOpen && selection?.period === CUSTOM_PERIOD && selection.from && selection.to
        ? t('kit.dateRange.between', { from: day(selection.from), to: day(selection.to) })
        : t('kit.dateRange.custom');
  const options = [
    ...presets.map((p) => ({
      value: p.period,
      label: NAMED_PERIODS.has(p.period) ? t(`kit.dateRange.preset.${p.period}` as KitKey) : p.label,
    })),
    { value: CUSTOM_PERIOD, label: customLabel },
  ];

  const apply = () => {
    const a = parseDay(from);
    const b = parseDay(to);
    if (!a || !b) return;
    const [start, end] = a <= b ? [a, b] : [b, a];
    const v = customValue(start, end);
    setCustomOpen(false);
    choose({ period: CUSTOM_PERIOD, from: v.from, to: v.to }, v);
  };

  return (
    <Space wrap size={4} className="kit-date-range">
      <Select
        aria-label={t('kit.dateRange.label')}
        style={{ minWidth: 170 }}
        virtual={false}
        placeholder={placeholder ?? t('kit.dateRange.label')}
        value={customOpen ? CUSTOM_PERIOD : (selection?.period ?? null)}
        options={options}
        allowClear={allowClear}
        onClear={() => choose(null, null)}
        onChange={(period: string | null) => {
          if (!period) return;
          if (period === CUSTOM_PERIOD) {
            setCustomOpen(true);
            return;
          }
          setCustomOpen(false);
          setFrom('');
          setTo('');
          choose({ period }, presetValue(period, now()) ?? null);
        }}
      />
      {customOpen && (
        <>
          <PickerInput
            type="date"
            aria-label={t('kit.dateRange.from')}
            placeholder={t('kit.dateRange.from')}
            value={from}
            onChange={setFrom}
            style={{ width: 150 }}
          />
          <PickerInput
            type="date"
            aria-label={t('kit.dateRange.to')}
            placeholder={t('kit.dateRange.to')}
            value={to}
            onChange={setTo}
            style={{ width: 150 }}
          />
          {from && to && (
            <Button type="primary" onClick={apply}>
              {t('kit.dateRange.apply')}
            </Button>
          )}
        </>
      )}
    </Space>
  );
}
