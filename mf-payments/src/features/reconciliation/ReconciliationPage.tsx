import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import type { ReconciliationMismatch, ReconciliationReport } from '@scriptorium/contracts/payments';
import { useT } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
import { DateTime, presetValue, queryDate, type DateRangeValue } from '@scriptorium/shared-kit/dates';
import { Money } from '@scriptorium/shared-kit/format';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, DateRange } from '@scriptorium/shared-kit/ui';
import { catalog, type PaymentsMessageId, type PaymentsT } from '../../i18n/catalog.js';
import { gatewayLabel } from '../../i18n/labels.js';
import { withNodes } from '../../i18n/nodes.js';
import { reconciliationQuery, type ReconciliationRun } from './api.js';

/** The range the page opens on. */
const DEFAULT_PERIOD = 'this_month';

const SUBJECTS: Record<ReconciliationMismatch['subject'], PaymentsMessageId> = {
  payment: 'payments.reconciliation.subject.payment',
  refund: 'payments.reconciliation.subject.refund',
  checkout: 'payments.reconciliation.subject.checkout',
};

/** How each kind of mismatch reads (contracts' `RECONCILIATION_KIND_LABELS`). */
const KINDS: Record<ReconciliationMismatch['kind'], PaymentsMessageId> = {
  missing_in_ledger: 'payments.reconciliation.kind.missing_in_ledger',
  missing_at_provider: 'payments.reconciliation.kind.missing_at_provider',
  amount_differs: 'payments.reconciliation.kind.amount_differs',
  stale_checkout: 'payments.reconciliation.kind.stale_checkout',
  pending_refund: 'payments.reconciliation.kind.pending_refund',
};

// Nothing on one side reads as the table's empty-cell dash.
const amount = (v: number | null) => (v === null ? null : <Money value={v} currency="USD" />);

/** "Card — Stripe: 12 transactions, 12 ledger rows · PayPal: not configured", in the current language. */
function compared(report: ReconciliationReport, t: PaymentsT): string {
  return (['stripe', 'paypal'] as const)
    .map((g) => {
      const c = report.checked[g];
      const gateway = gatewayLabel(t, g);
      return c
        ? t('payments.reconciliation.checked', { gateway, transactions: c.transactions, ledgerRows: c.ledger_rows })
        : t('payments.reconciliation.notConfigured', { gateway });
    })
    .join(' · ');
}

/** The mismatch table's columns, titled in the current language. */
function mismatchColumns(t: PaymentsT): TableHeader<ReconciliationMismatch>[] {
  return [
    {
      key: 'kind',
      label: t('payments.reconciliation.col.mismatch'),
      render: (r) => (
        <Tag color={r.kind === 'stale_checkout' || r.kind === 'pending_refund' ? 'orange' : 'red'}>
          {t(KINDS[r.kind])}
        </Tag>
      ),
    },
    { key: 'gateway', label: t('payments.reconciliation.col.gateway'), render: (r) => gatewayLabel(t, r.gateway) },
    { key: 'subject', label: t('payments.reconciliation.col.what'), render: (r) => t(SUBJECTS[r.subject]) },
    'reference',
    { key: 'order_id', label: t('payments.common.order'), link: '/orders/order/{order_id}' },
    {
      key: 'provider_amount',
      label: t('payments.reconciliation.col.provider'),
      render: (r) => amount(r.provider_amount),
    },
    { key: 'ledger_amount', label: t('payments.reconciliation.col.ledger'), render: (r) => amount(r.ledger_amount) },
    {
      key: 'occurred_at',
      label: t('payments.reconciliation.col.when'),
      render: (r) => <DateTime value={r.occurred_at} />,
    },
    { key: 'message', label: t('payments.reconciliation.col.details') },
  ];
}

/**
 * `/payments/reconciliation`: the admin picks a date range and presses Run; the API compares what Stripe
 * and PayPal report over those days with the payments and refunds recorded here and lists every mismatch
 * (what, gateway, reference, order, both amounts in USD, when, and what is wrong), or says "Everything
 * matches". The same list as `npm run reconcile`.
 * @see docs/payments.md "Reconciliation"
 */
export default function ReconciliationPage() {
  const t = useT(catalog);
  const columns = useMemo(() => mismatchColumns(t), [t]);
  const [range, setRange] = useState<DateRangeValue | undefined>(() => presetValue(DEFAULT_PERIOD));
  const [run, setRun] = useState<ReconciliationRun | null>(null);
  const { data, loading, error, reload } = useResource(reconciliationQuery(run), t('payments.reconciliation.error'));

  return (
    <section data-testid="reconciliation-page">
      <Typography.Title level={3}>{t('payments.reconciliation.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('payments.reconciliation.intro')}</Typography.Paragraph>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <DateRange defaultPeriod={DEFAULT_PERIOD} allowClear={false} onChange={(v) => setRange(v ?? undefined)} />
        <Button
          type="primary"
          loading={loading}
          disabled={!range}
          onClick={() => range && setRun({ from: queryDate(range.from), to: queryDate(range.to), at: Date.now() })}
        >
          {t('payments.reconciliation.run')}
        </Button>
      </Flex>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Button size="small" onClick={reload}>
              {t('payments.common.retry')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {data && (
        <>
          <Typography.Paragraph type="secondary" data-testid="reconciliation-summary">
            {withNodes((v) => t('payments.reconciliation.period', { ...v, timeZone: data.time_zone }), {
              from: <span style={{ whiteSpace: 'nowrap' }}>{data.from}</span>,
              to: <span style={{ whiteSpace: 'nowrap' }}>{data.to}</span>,
            })}{' '}
            {compared(data, t)}
          </Typography.Paragraph>
          {data.notes.map((note) => (
            <Alert key={note} type="warning" showIcon title={note} style={{ marginBottom: 16 }} />
          ))}
          {data.mismatches.length === 0 ? (
            <Alert type="success" showIcon title={t('payments.reconciliation.allMatch')} />
          ) : (
            <>
              <Alert
                type="error"
                showIcon
                title={t('payments.reconciliation.mismatches', { count: data.mismatches.length })}
                style={{ marginBottom: 16 }}
              />
              <DataTable<ReconciliationMismatch>
                dataSource={data.mismatches}
                urlKey={false}
                rowKey={(r, i) => `${r.kind}-${r.gateway}-${r.reference}-${i}`}
                columns={columns}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
