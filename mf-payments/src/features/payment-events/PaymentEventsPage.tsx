import { useMemo, useState } from 'react';
import { Modal, Tag, Typography } from 'antd';
import type { PaymentEventRow } from '@scriptorium/contracts/payments';
import { useT } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
import { DataTable } from '@scriptorium/shared-kit/ui';
import type { RowAction, TableHeader } from '@scriptorium/shared-kit/table';
import { catalog } from '../../i18n/catalog.js';
import { paymentEventQuery, paymentEventsTable, REPLAY_EVENT_ACTION } from './api.js';

const PROVIDERS = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/** The body of one stored event, as received. */
function EventBody({ event, onClose }: { event: PaymentEventRow; onClose: () => void }) {
  const t = useT(catalog);
  const { data, error } = useResource(paymentEventQuery(event), t('payments.events.loadError'));
  let text = data?.payload ?? '';
  try {
    text = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON (or not stored): shown as kept.
  }
  return (
    <Modal open title={`${event.type} (${event.event_id})`} onCancel={onClose} footer={null} width={720}>
      {error ? (
        <Typography.Text type="danger">{error}</Typography.Text>
      ) : (
        <pre data-testid="event-body" style={{ maxHeight: 480, overflow: 'auto', fontSize: 12 }}>
          {data ? text || t('payments.events.noBody') : '…'}
        </pre>
      )}
    </Modal>
  );
}

/**
 * `/payments/events`: every webhook event Stripe and PayPal sent (provider, type, id, what applying it
 * did, when it was received and applied), newest first, with search and date range. Body shows the event
 * as received; an admin holding `payments.order_payments.refund` applies one again after confirming (an
 * event applied before changes nothing; one that found no payment then may book now).
 * @see docs/payments.md (Every provider event is stored)
 */
export default function PaymentEventsPage() {
  const [open, setOpen] = useState<PaymentEventRow | null>(null);
  const t = useT(catalog);
  const columns = useMemo<TableHeader<PaymentEventRow>[]>(
    () => [
      { key: 'provider', label: t('payments.events.provider'), labels: PROVIDERS },
      'type',
      { key: 'event_id', label: t('payments.events.eventId') },
      {
        key: 'outcome',
        label: t('payments.events.outcome'),
        render: (r) => (r.outcome ? <Tag color={r.handled_at ? 'green' : undefined}>{r.outcome}</Tag> : '—'),
      },
      { key: 'created_at', label: t('payments.events.received') },
      { key: 'handled_at', label: t('payments.events.applied'), format: 'date' },
    ],
    [t],
  );
  const actions = useMemo<RowAction<PaymentEventRow>[]>(
    () => [
      { label: t('payments.events.body'), onClick: (r) => setOpen(r) },
      {
        label: t('payments.events.applyAgain'),
        permission: 'payments.order_payments.refund',
        action: REPLAY_EVENT_ACTION,
        confirm: t('payments.events.applyAgainConfirm'),
      },
    ],
    [t],
  );
  return (
    <section data-testid="payment-events-page">
      <Typography.Title level={3}>{t('payments.events.title')}</Typography.Title>
      <DataTable<PaymentEventRow>
        {...paymentEventsTable}
        rowKey={(r) => `${r.provider}:${r.event_id}`}
        dateRange
        exportable
        columns={columns}
        actions={actions}
      />
      {open && <EventBody event={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
