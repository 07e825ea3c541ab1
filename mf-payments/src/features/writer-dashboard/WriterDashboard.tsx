import { lazy, Suspense } from 'react';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { catalog } from '../../i18n/catalog.js';
import { writerStatsQuery } from './api.js';

const EarningsChart = lazy(() => import('./EarningsChart.js'));

/**
 * `/writer/dashboard`: the writer's balance (KSh), active and completed orders (linking to their
 * lists), and a small chart of earnings per month.
 * @see docs/product.md §2 /writer/dashboard, §7 Writer (stats)
 */
export default function WriterDashboard() {
  const t = useT(catalog);
  const { data: stats, loading, error } = useResource(writerStatsQuery());
  if (error) return <Alert type="error" showIcon title={error} />;
  return (
    <section data-testid="writer-dashboard">
      <Typography.Title level={3}>{t('payments.dashboard.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Link to="/writer/earnings">
              <Statistic
                title={t('payments.common.balance')}
                loading={loading}
                value={stats ? formatMoney(stats.balance, { currency: 'KSh' }) : ''}
              />
            </Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Link to="/writer/orders/active">
              <Statistic title={t('payments.dashboard.activeOrders')} loading={loading} value={stats?.active ?? 0} />
            </Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Link to="/writer/orders/closed">
              <Statistic
                title={t('payments.dashboard.completedOrders')}
                loading={loading}
                value={stats?.completed ?? 0}
              />
            </Link>
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('payments.dashboard.earningsPerMonth')}>
            {stats ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <EarningsChart data={stats.earnings} />
              </Suspense>
            ) : (
              <Skeleton active paragraph={{ rows: 4 }} />
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
