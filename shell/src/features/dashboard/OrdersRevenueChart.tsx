import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { formatDate } from '@scriptorium/shared-kit/dates';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import type { DashboardStats } from '@scriptorium/contracts/orders';

const ORDERS_COLOR = '#2f54eb';
const REVENUE_COLOR = '#52c41a';

/** `2025-03-07` → `Mar 7` (Swahili: the kit's formatter, `7 Mac`). */
const dayLabel = (date: string) => formatDate(date, 'MMM d');

/**
 * Orders placed (bars, left axis) and revenue received in dollars (line, right axis) per day.
 * @see docs/product.md §2 /admin-dashboard
 */
export function OrdersRevenueChart({ series }: { series: DashboardStats['series'] }) {
  const t = useT(catalog);
  const revenue = t('shell.dashboard.chart.revenue');
  return (
    <div
      style={{ width: '100%', height: 320 }}
      data-testid="orders-revenue-chart"
      role="img"
      aria-label={t('shell.dashboard.chart.title')}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={16} tick={{ fontSize: 12 }} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tickFormatter={(v: number) => formatMoney(v, { currency: 'USD', decimals: 0 })}
            tick={{ fontSize: 12 }}
            width={72}
          />
          <Tooltip
            labelFormatter={(label) => (typeof label === 'string' ? formatDate(label, 'MMM d, yyyy') : String(label))}
            formatter={(value, name) =>
              name === revenue ? formatMoney(Number(value), { currency: 'USD' }) : String(value)
            }
          />
          <Legend />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name={t('shell.dashboard.chart.orders')}
            fill={ORDERS_COLOR}
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
          />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={revenue}
            stroke={REVENUE_COLOR}
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
