import { Button, Descriptions, Empty, Space, Timeline, Typography } from 'antd';
import { formatKsh, WRITER_CURRENCY } from '@scriptorium/contracts/core';
import type { Order, PastAssignment } from '@scriptorium/contracts/orders';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { StatusBadge } from '@scriptorium/shared-kit/ui';
import type { FormAction } from './actionForms.js';

const ASSIGNMENT_ACTIONS: { action: FormAction; label: string }[] = [
  { action: 'change_writer_deadline', label: 'Change Deadline' },
  { action: 'change_writer_amount', label: 'Change Writer Amount' },
  { action: 'request_revision', label: 'Request Revision' },
  { action: 'cancel_assignment', label: 'Cancel Assignment' },
];

/**
 * The Assigned Writer tab (admins, once the order had a writer): writer, amount (KSh, view_amount),
 * deadline (view_writer_deadline), status, revision requests, and the assignment actions the admin may
 * take now (deadline only while in progress; revision on completed or under review; cancel with a reason);
 * below, the history of cancelled assignments with their reasons.
 * @see docs/product.md §2 /orders/order/{id} (assigned_writer), §3 Assignment, §4 Orders
 */
export function AssignedWriter({ order, onForm }: { order: Order; onForm: (kind: FormAction) => void }) {
  const assign = order.assign;
  return (
    <>
      {assign ? <CurrentAssignment order={order} onForm={onForm} /> : <Empty description="No writer assigned" />}
      <AssignmentHistory history={order.assignment_history ?? []} />
    </>
  );
}

/** Cancelled assignments, newest first: writer, amount (KSh), when, and the reason given. */
function AssignmentHistory({ history }: { history: PastAssignment[] }) {
  if (!history.length) return null;
  return (
    <section data-testid="assignment-history" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>Assignment history</Typography.Title>
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
                · cancelled <DateTime value={h.cancelled_at} />
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                Reason: {h.cancel_reason ?? '—'}
              </Typography.Paragraph>
            </>
          ),
        }))}
      />
    </section>
  );
}

function CurrentAssignment({ order, onForm }: { order: Order; onForm: (kind: FormAction) => void }) {
  const assign = order.assign!;
  const actions = ASSIGNMENT_ACTIONS.filter((a) => order.actions?.includes(a.action));
  return (
    <section data-testid="assigned-writer">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'writer', label: 'Writer', children: assign.user.name },
          { key: 'status', label: 'Status', children: <StatusBadge status={assign.status} /> },
          ...(assign.amount !== undefined
            ? [{ key: 'amount', label: `Writer amount (${WRITER_CURRENCY})`, children: formatKsh(assign.amount) }]
            : []),
          ...(assign.deadline !== undefined
            ? [{ key: 'deadline', label: 'Writer deadline', children: <DateTime value={assign.deadline} /> }]
            : []),
          ...(assign.cancel_reason ? [{ key: 'reason', label: 'Cancel reason', children: assign.cancel_reason }] : []),
        ]}
      />
      {actions.length > 0 && (
        <Space wrap style={{ margin: '16px 0' }}>
          {actions.map((a) => (
            <Button key={a.action} danger={a.action === 'cancel_assignment'} onClick={() => onForm(a.action)}>
              {a.label}
            </Button>
          ))}
        </Space>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Revisions
      </Typography.Title>
      {assign.revisions.length === 0 ? (
        <Typography.Text type="secondary">No revisions requested</Typography.Text>
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
