import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { format, parseISO } from 'date-fns';
import { formatMoney } from '@scriptorium/shared-kit/format';
import type { MonthlyEarning } from '@scriptorium/contracts/payments';

/** Props of {@link EarningsChart}. */
export interface EarningsChartProps {
  /** Months oldest first, amounts KSh decimals. */
  data: readonly MonthlyEarning[];
}

const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMM yyyy');

/**
 * A small bar chart of a writer's earnings per month (KSh). Loaded lazily by the dashboard so the
 * numbers show before the chart library arrives.
 * @see issue 7 (a small chart of earnings per month)
 */
export default function EarningsChart({ data }: EarningsChartProps) {
  const rows = data.map((d) => ({ ...d, label: monthLabel(d.month) }));
  return (
    <div style={{ width: '100%', height: 240 }} data-testid="earnings-chart">
      <ResponsiveContainer>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} width={72} tickFormatter={(v: number) => formatMoney(v, { decimals: 0 })} />
          <Tooltip formatter={(v) => [formatMoney(Number(v), { currency: 'KSh' }), 'Earnings']} />
          <Bar dataKey="amount" fill="#2f54eb" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
