import { Grid } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@scriptorium/shared-kit/core';
import { formatDate } from '@scriptorium/shared-kit/dates';
import { formatMoney } from '@scriptorium/shared-kit/format';
import type { MonthlyEarning } from '@scriptorium/contracts/payments';
import { catalog } from '../../i18n/catalog.js';

/** Props of {@link EarningsChart}. */
export interface EarningsChartProps {
  /** Months oldest first, amounts KSh decimals. */
  data: readonly MonthlyEarning[];
}

/**
 * A day inside month `m` (`yyyy-MM`) for the kit's date formatter, which follows the language and the
 * viewer's time zone: the 15th, so that no time-zone shift moves it into another month.
 */
const month = (m: string) => `${m}-15`;
/** 'Nov 25': short enough for twelve months side by side. */
const monthLabel = (m: string) => formatDate(month(m), "MMM ''yy");

/** A phone's axis: 12k rather than 12,000 (the axis is 44 px wide, not 72). */
function compact(v: number): string {
  return Math.abs(v) >= 1000
    ? `${formatMoney(v / 1000, { decimals: v % 1000 === 0 ? 0 : 1 })}k`
    : formatMoney(v, { decimals: 0 });
}

/**
 * A small bar chart of a writer's earnings per month (KSh). Every month has its label ('Nov 25'; on a
 * phone slanted, so twelve fit without one skipped or the last cut off), the tooltip the whole month
 * ('November 2025'). Loaded lazily by the dashboard so the numbers show before the chart library arrives.
 */
export default function EarningsChart({ data }: EarningsChartProps) {
  const t = useT(catalog);
  const narrow = Grid.useBreakpoint().md === false;
  const rows = data.map((d) => ({ ...d, label: monthLabel(d.month), full: formatDate(month(d.month), 'MMMM yyyy') }));
  return (
    <div style={{ width: '100%', height: narrow ? 260 : 240 }} data-testid="earnings-chart">
      <ResponsiveContainer>
        <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: narrow ? 0 : 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* interval 0: every month labelled (the default skipped some, unevenly). */}
          <XAxis
            dataKey="label"
            interval={0}
            tick={{ fontSize: narrow ? 11 : 12 }}
            {...(narrow ? { angle: -45, textAnchor: 'end', height: 44 } : {})}
          />
          <YAxis
            tick={{ fontSize: 12 }}
            width={narrow ? 44 : 72}
            allowDecimals={false}
            tickFormatter={(v: number) => (narrow ? compact(v) : formatMoney(v, { decimals: 0 }))}
          />
          <Tooltip
            labelFormatter={(_, payload) => String(payload?.[0]?.payload?.full ?? '')}
            formatter={(v) => [formatMoney(Number(v), { currency: 'KSh' }), t('payments.dashboard.chartEarnings')]}
          />
          <Bar dataKey="amount" fill="#2f54eb" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
