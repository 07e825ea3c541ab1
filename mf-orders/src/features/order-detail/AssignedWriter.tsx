import { Button, Descriptions, Empty, Space, Timeline, Typography } from 'antd';
import { formatKsh, WRITER_CURRENCY } from '@scriptorium/contracts/core';
import type { Order, PastAssignment } from '@scriptorium/contracts/orders';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { useT } from '@scriptorium/shared-kit/core';
import { StatusBadge } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import type { FormAction } from './actionForms.js';

/** The assignment's actions with their buttons' catalogue ids. */
const ASSIGNMENT_ACTIONS = [
  { action: 'change_writer_deadline', label: 'orders.action.change_writer_deadline' },
  { action: 'change_writer_amount', label: 'orders.action.change_writer_amount' },
  { action: 'request_revision', label: 'orders.action.request_revision' },
  { action: 'cancel_assignment', label: 'orders.action.cancel_assignment' },
] as const satisfies readonly { action: FormAction; label: string }[];

/**
 * The Assigned Writer tab (admins, once the order had a writer): writer, amount (KSh, view_amount),
 * deadline (view_writer_deadline), status, revision requests, and the assignment actions the admin may
 * take now (deadline only while in progress; revision on completed or under review; cancel with a reason);
 * below, the history of cancelled assignments with their reasons.
 * @see docs/product.md §2 /orders/order/{id} (assigned_writer), §3 Assignment, §4 Orders
 */
export function AssignedWriter({ order, onForm }: { order: Order; onForm: (kind: FormAction) => void }) {
  const t = useT(catalog);
  const assign = order.assign;
  return (
    <>
      {assign ? <CurrentAssignment order={order} onForm={onForm} /> : <Empty description={t('orders.assigned.none')} />}
      <AssignmentHistory history={order.assignment_history ?? []} />
    </>
  );
}

/** Cancelled assignments, newest first: writer, amount (KSh), when, and the reason given. */
function AssignmentHistory({ history }: { history: PastAssignment[] }) {
  const t = useT(catalog);
  if (!history.length) return null;
  return (
    <section data-testid="assignment-history" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('orders.assigned.history')}</Typography.Title>
      <Timeline
        items={history.map((h) => ({
          key: h.id,
          color: 'red',
          content: (
            <>
              <Typography.Text strong>{h.user.name}</Typography.Text>
              {h.amount !== undefined && <> · {formatKsh(h.amount)}</>}
              <Typography.Text type="secondary">
                {' '}
                · {t('orders.assigned.cancelled')} <DateTime value={h.cancelled_at} />
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {t('orders.assigned.reason', { reason: h.cancel_reason ?? '—' })}
              </Typography.Paragraph>
            </>
          ),
        }))}
      />
    </section>
  );
}

function CurrentAssignment({ order, onForm }: { order: Order; onForm: (kind: FormAction) => void }) {
  const t = useT(catalog);
  const assign = order.assign!;
  const actions = ASSIGNMENT_ACTIONS.filter((a) => order.actions?.includes(a.action));
  return (
    <section data-testid="assigned-writer">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'writer', label: t('orders.assigned.writer'), children: assign.user.name },
          { key: 'status', label: t('orders.assigned.status'), children: <StatusBadge status={assign.status} /> },
          ...(assign.amount !== undefined
            ? [
                {
                  key: 'amount',
                  label: t('orders.assigned.amount', { currency: WRITER_CURRENCY }),
                  children: formatKsh(assign.amount),
                },
              ]
            : []),
          ...(assign.deadline !== undefined
            ? [
                {
                  key: 'deadline',
                  label: t('orders.assigned.deadline'),
                  children: <DateTime value={assign.deadline} />,
                },
              ]
            : []),
          ...(assign.cancel_reason
            ? [{ key: 'reason', label: t('orders.assigned.cancelReason'), children: assign.cancel_reason }]
            : []),
        ]}
      />
      {actions.length > 0 && (
        <Space wrap style={{ margin: '16px 0' }}>
          {actions.map((a) => (
            <Button key={a.action} danger={a.action === 'cancel_assignment'} onClick={() => onForm(a.action)}>
              {t(a.label)}
            </Button>
          ))}
        </Space>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('orders.assigned.revisions')}
      </Typography.Title>
      {assign.revisions.length === 0 ? (
        <Typography.Text type="secondary">{t('orders.assigned.noRevisions')}</Typography.Text>
      ) : (
        <Timeline
          items={assign.revisions.map((r) => ({
            key: r.id,
            content: (
              <>
                <Typography.Text type="secondary">
                  <DateTime value={r.created_at} />
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {r.instructions}
                </Typography.Paragraph>
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}
