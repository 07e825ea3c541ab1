import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { DollarOutlined, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatMoney, formatNumber } from '@scriptorium/shared-kit/format';
import { formatDate, presetValue, queryDate, type DateRangeValue } from '@scriptorium/shared-kit/dates';
import { DateRange } from '@scriptorium/shared-kit/ui';
import { useResource } from '@scriptorium/shared-kit/data';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { withElements } from '../../i18n/texts.js';
import { OrdersRevenueChart } from './OrdersRevenueChart.js';
import { dashboardStatsQuery } from './dashboardApi.js';

/** The chart's range when the page opens. */
export const DEFAULT_PERIOD = 'last_30_days';

/** One number card linking to its list; `note` is a short line under the number saying what it counts. */
function StatCard({
  testId,
  title,
  value,
  to,
  icon,
  note,
}: {
  /** The card's test id (`card-<English title>`, the same in every language). */
  testId: string;
  title: string;
  value: ReactNode;
  to: string;
  icon: ReactNode;
  note?: string;
}) {
  return (
    <Link to={to} data-testid={`card-${testId}`} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Flex align="center" gap={16}>
          <span style={{ fontSize: 28, color: '#2f54eb' }}>{icon}</span>
          <div>
            <Statistic title={title} value={value as string} />
            {note && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {note}
              </Typography.Text>
            )}
          </div>
        </Flex>
      </Card>
    </Link>
  );
}

/**
 * `/admin-dashboard`: cards Clients (→ /users/clients), No. of Orders (→ /orders/admin) and Total Paid in
 * dollars, net of refunds and lost disputes as the card says (→ /payments/order-payments), and a chart of orders and revenue per day over a chosen date range
 * (last 30 days at first) with the range's totals.
 * @see docs/product.md §2 /admin-dashboard, §7 Admin (dashboard stats: clients, orders, totalPaid)
 */
export default function AdminDashboard() {
  const t = useT(catalog);
  const [range, setRange] = useState<DateRangeValue | undefined>(() => presetValue(DEFAULT_PERIOD));
  const bounds = range
    ? { from: queryDate(range.from), to: queryDate(range.to), period: range.period }
    : { from: '', to: '' };
  const { data, loading, error, reload } = useResource(dashboardStatsQuery(bounds), t('shell.dashboard.load_error'));
  const inRange = data?.series.reduce(
    (sum, p) => ({ orders: sum.orders + p.orders, revenue: sum.revenue + p.revenue }),
    { orders: 0, revenue: 0 },
  );

  return (
    <section data-testid="admin-dashboard">
      <Typography.Title level={3}>{t('shell.dashboard.title')}</Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Button size="small" onClick={reload}>
              {t('shell.dashboard.retry')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} md={8}>
          {data ? (
            <StatCard
              testId="Clients"
              title={t('shell.dashboard.clients')}
              value={formatNumber(data.clients)}
              to="/users/clients"
              icon={<TeamOutlined />}
            />
          ) : (
            <Skeleton.Node active style={{ width: '100%', height: 102 }} />
          )}
        </Col>
        <Col xs={24} md={8}>
          {data ? (
            <StatCard
              testId="No. of Orders"
              title={t('shell.dashboard.orders')}
              value={formatNumber(data.orders)}
              to="/orders/admin"
              icon={<ShoppingCartOutlined />}
            />
          ) : (
            <Skeleton.Node active style={{ width: '100%', height: 102 }} />
          )}
        </Col>
        <Col xs={24} md={8}>
          {data ? (
            <StatCard
              testId="Total Paid"
              title={t('shell.dashboard.total_paid')}
              value={formatMoney(data.totalPaid, { currency: 'USD' })}
              note={t('shell.dashboard.total_paid_note')}
              to="/payments/order-payments"
              icon={<DollarOutlined />}
            />
          ) : (
            <Skeleton.Node active style={{ width: '100%', height: 102 }} />
          )}
        </Col>
      </Row>
      <Card
        style={{ marginTop: 16 }}
        // The period picker goes under the title where both do not fit (a phone: "Orders and re…" before).
        title={
          <Flex wrap justify="space-between" align="center" gap={8} style={{ paddingBlock: 8 }}>
            <span>{t('shell.dashboard.chart.title')}</span>
            <div style={{ fontWeight: 'normal' }}>
              <DateRange defaultPeriod={DEFAULT_PERIOD} onChange={(v) => setRange(v ?? undefined)} allowClear={false} />
            </div>
          </Flex>
        }
        styles={{ title: { overflow: 'visible' } }}
        loading={!data && loading}
      >
        {data && inRange && (
          <>
            <Typography.Paragraph type="secondary" data-testid="range-totals">
              {withElements(
                t,
                'shell.dashboard.range_totals',
                {
                  from: <span style={{ whiteSpace: 'nowrap' }}>{formatDate(data.from, 'day')}</span>,
                  to: <span style={{ whiteSpace: 'nowrap' }}>{formatDate(data.to, 'day')}</span>,
                },
                {
                  orders: formatNumber(inRange.orders),
                  revenue: formatMoney(inRange.revenue, { currency: 'USD' }),
                },
              )}
            </Typography.Paragraph>
            <OrdersRevenueChart series={data.series} />
          </>
        )}
      </Card>
    </section>
  );
}
