import { useState } from 'react';
import { Modal, Tag, Typography } from 'antd';
import type { PaymentEventRow } from '@scriptorium/contracts/payments';
import { useResource } from '@scriptorium/shared-kit/data';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { paymentEventQuery, paymentEventsTable, REPLAY_EVENT_ACTION } from './api.js';

const PROVIDERS = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/** The body of one stored event, as received. */
function EventBody({ event, onClose }: { event: PaymentEventRow; onClose: () => void }) {
  const { data, error } = useResource(paymentEventQuery(event), 'The event could not be loaded');
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
          {data ? text || 'No body was kept for this event.' : '…'}
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
  return (
    <section data-testid="payment-events-page">
      <Typography.Title level={3}>Provider Events</Typography.Title>
      <DataTable<PaymentEventRow>
        {...paymentEventsTable}
        rowKey={(r) => `${r.provider}:${r.event_id}`}
        dateRange
        exportable
        columns={[
          { key: 'provider', label: 'Provider', labels: PROVIDERS },
          'type',
          { key: 'event_id', label: 'Event id' },
          {
            key: 'outcome',
            label: 'Outcome',
            render: (r) => (r.outcome ? <Tag color={r.handled_at ? 'green' : undefined}>{r.outcome}</Tag> : '—'),
          },
          { key: 'created_at', label: 'Received' },
          { key: 'handled_at', label: 'Applied', format: 'date' },
        ]}
        actions={[
          { label: 'Body', onClick: (r) => setOpen(r) },
          {
            label: 'Apply again',
            permission: 'payments.order_payments.refund',
            action: REPLAY_EVENT_ACTION,
            confirm: 'Apply this event again? An event applied before changes nothing.',
          },
        ]}
      />
      {open && <EventBody event={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
