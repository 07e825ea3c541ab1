import { useState } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import {
  PAYMENT_GATEWAY_LABELS,
  RECONCILIATION_KIND_LABELS,
  type ReconciliationMismatch,
  type ReconciliationReport,
} from '@scriptorium/contracts/payments';
import { useResource } from '@scriptorium/shared-kit/data';
import { DateTime, presetValue, queryDate, type DateRangeValue } from '@scriptorium/shared-kit/dates';
import { Money } from '@scriptorium/shared-kit/format';
import { DataTable, DateRange } from '@scriptorium/shared-kit/ui';
import { reconciliationQuery, type ReconciliationRun } from './api.js';

/** The range the page opens on. */
const DEFAULT_PERIOD = 'this_month';

const SUBJECTS: Record<ReconciliationMismatch['subject'], string> = {
  payment: 'Payment',
  refund: 'Refund',
  checkout: 'Checkout',
};

// Nothing on one side reads as the table's empty-cell dash.
const amount = (v: number | null) => (v === null ? null : <Money value={v} currency="USD" />);

/** "Stripe: 12 transactions, 12 ledger rows · PayPal: not configured". */
function compared(report: ReconciliationReport): string {
  return (['stripe', 'paypal'] as const)
    .map((g) => {
      const c = report.checked[g];
      return `${PAYMENT_GATEWAY_LABELS[g]}: ${c ? `${c.transactions} transactions, ${c.ledger_rows} ledger rows` : 'not configured'}`;
    })
    .join(' · ');
}

/**
 * `/payments/reconciliation`: the admin picks a date range and presses Run; the API compares what Stripe
 * and PayPal report over those days with the payments and refunds recorded here and lists every mismatch
 * (what, gateway, reference, order, both amounts in USD, when, and what is wrong), or says "Everything
 * matches". The same list as `npm run reconcile`.
 * @see docs/payments.md "Reconciliation"
 */
export default function ReconciliationPage() {
  const [range, setRange] = useState<DateRangeValue | undefined>(() => presetValue(DEFAULT_PERIOD));
  const [run, setRun] = useState<ReconciliationRun | null>(null);
  const { data, loading, error, reload } = useResource(reconciliationQuery(run), 'The reconciliation could not be run');

  return (
    <section data-testid="reconciliation-page">
      <Typography.Title level={3}>Reconciliation</Typography.Title>
      <Typography.Paragraph type="secondary">
        What Stripe and PayPal report over the chosen days, against the payments and refunds recorded here.
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <DateRange defaultPeriod={DEFAULT_PERIOD} allowClear={false} onChange={(v) => setRange(v ?? undefined)} />
        <Button
          type="primary"
          loading={loading}
          disabled={!range}
          onClick={() => range && setRun({ from: queryDate(range.from), to: queryDate(range.to), at: Date.now() })}
        >
          Run
        </Button>
      </Flex>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Button size="small" onClick={reload}>
              Retry
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {data && (
        <>
          <Typography.Paragraph type="secondary" data-testid="reconciliation-summary">
            <span style={{ whiteSpace: 'nowrap' }}>{data.from}</span> to{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{data.to}</span> ({data.time_zone}). {compared(data)}
          </Typography.Paragraph>
          {data.notes.map((note) => (
            <Alert key={note} type="warning" showIcon title={note} style={{ marginBottom: 16 }} />
          ))}
          {data.mismatches.length === 0 ? (
            <Alert type="success" showIcon title="Everything matches" />
          ) : (
            <>
              <Alert
                type="error"
                showIcon
                title={`${data.mismatches.length} ${data.mismatches.length === 1 ? 'mismatch' : 'mismatches'}`}
                style={{ marginBottom: 16 }}
              />
              <DataTable<ReconciliationMismatch>
                dataSource={data.mismatches}
                urlKey={false}
                rowKey={(r, i) => `${r.kind}-${r.gateway}-${r.reference}-${i}`}
                columns={[
                  {
                    key: 'kind',
                    label: 'Mismatch',
                    render: (r) => (
                      <Tag color={r.kind === 'stale_checkout' || r.kind === 'pending_refund' ? 'orange' : 'red'}>
                        {RECONCILIATION_KIND_LABELS[r.kind]}
                      </Tag>
                    ),
                  },
                  { key: 'gateway', label: 'Gateway', render: (r) => PAYMENT_GATEWAY_LABELS[r.gateway] },
                  { key: 'subject', label: 'What', render: (r) => SUBJECTS[r.subject] },
                  'reference',
                  { key: 'order_id', label: 'Order', link: '/orders/order/{order_id}' },
                  { key: 'provider_amount', label: 'Provider', render: (r) => amount(r.provider_amount) },
                  { key: 'ledger_amount', label: 'Ledger', render: (r) => amount(r.ledger_amount) },
                  { key: 'occurred_at', label: 'When', render: (r) => <DateTime value={r.occurred_at} /> },
                  { key: 'message', label: 'Details' },
                ]}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
