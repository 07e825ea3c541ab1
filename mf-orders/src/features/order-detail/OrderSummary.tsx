import type { ReactNode } from 'react';
import { Descriptions, Tag, Typography } from 'antd';
import { CLIENT_CURRENCY, formatKsh, formatUsd, WRITER_CURRENCY, type Role } from '@scriptorium/contracts/core';
import type { Order } from '@scriptorium/contracts/orders';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { StarRating, StatusBadge } from '@scriptorium/shared-kit/ui';
import { clientStatusLabel } from '../../lib/clientStatus.js';

type Item = { key: string; label: string; children: ReactNode; span?: number | 'filled' };

/** A client amount as the product writes USD ('$45.00'); '—' when the API sent none. */
const usd = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatUsd(v));
/** A writer amount as the product writes KSh ('KSh 4,115.00'); '—' when the API sent none. */
const ksh = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatKsh(v));

/**
 * Whether an order has a payment state to show: a cancelled order owes nothing, and a quote (pending
 * or priced, not yet accepted) is not payable yet.
 * @see docs/product.md §4 Orders (payment state)
 */
export function hasPaymentState(order: Pick<Order, 'status' | 'payment_state'>): boolean {
  return Boolean(order.payment_state) && !['cancelled', 'pending_quote', 'quoted'].includes(order.status);
}

/** The payment state tag (docs/product.md §4 Orders "Payment display"); nothing for an order without one ({@link hasPaymentState}). */
export function PaymentTag({ order }: { order: Pick<Order, 'status' | 'payment_state'> }) {
  const state = order.payment_state;
  if (!state || !hasPaymentState(order)) return null;
  return <Tag color={state === 'Fully Paid' ? 'green' : state === 'Partially Paid' ? 'gold' : 'orange'}>{state}</Tag>;
}

/**
 * The order details: what the viewer may see of the order (the API leaves out what their view keys do not
 * allow, and this shows only what came). Every amount says its currency (client prices USD, the writer's
 * amount KSh); a cancelled or quote order shows no payment state. A writer sees their own amount and
 * deadline, and the revision requests.
 * @see docs/product.md §2 /orders/order/{id} (order_details), §3 Order, §6
 */
export function OrderSummary({ order, role }: { order: Order; role: Role }) {
  const items: Item[] = [
    { key: 'service', label: 'Service', children: order.service_type?.name ?? '—' },
    {
      key: 'status',
      label: 'Status',
      children: (
        <StatusBadge status={order.status} label={role === 'client' ? clientStatusLabel(order.status) : undefined} />
      ),
    },
  ];
  if (order.user && role !== 'client')
    items.push({
      key: 'client',
      label: 'Client',
      children: (
        <>
          {order.user.name}
          {order.user.email ? <Typography.Text type="secondary"> ({order.user.email})</Typography.Text> : null}
        </>
      ),
    });
  if (order.deadline !== undefined)
    items.push({
      key: 'deadline',
      label: role === 'writer' ? 'Your deadline' : 'Deadline',
      children: <DateTime value={order.deadline} />,
    });
  if (role === 'writer' && order.assign?.amount !== undefined)
    items.push({ key: 'earning', label: `Your amount (${WRITER_CURRENCY})`, children: ksh(order.assign.amount) });
  if (order.amount !== undefined) {
    items.push({
      key: 'amount',
      label: `Amount (${CLIENT_CURRENCY})`,
      children: order.amount > 0 ? usd(order.amount) : 'Awaiting quote',
    });
    if (hasPaymentState(order)) {
      items.push(
        { key: 'paid', label: `Paid (${CLIENT_CURRENCY})`, children: usd(order.paid_amount) },
        { key: 'pending', label: `Pending (${CLIENT_CURRENCY})`, children: usd(order.pending_amount) },
        { key: 'payment', label: 'Payment', children: <PaymentTag order={order} /> },
      );
    }
  }
  if (order.order_services?.length) {
    items.push({
      key: 'services',
      label: `Additional services (${CLIENT_CURRENCY})`,
      children: order.order_services.map((s) => (
        <Tag key={s.id}>
          {s.name}
          {s.amount !== undefined ? <> · {usd(s.amount)}</> : null}
        </Tag>
      )),
    });
  }
  if (order.source !== undefined)
    items.push({ key: 'source', label: 'Order source', children: order.source?.name ?? '—' });
  if (order.link)
    items.push({
      key: 'link',
      label: 'Order link',
      children: <Typography.Text copyable>{order.link.url}</Typography.Text>,
    });
  if (order.referrer) items.push({ key: 'referrer', label: 'Referrer', children: order.referrer });
  items.push({ key: 'created', label: 'Created', children: <DateTime value={order.created_at} /> });
  if (order.rating) items.push({ key: 'rating', label: 'Rating', children: <StarRating value={order.rating} /> });
  if (order.comments) items.push({ key: 'comments', label: 'Comments', children: order.comments, span: 'filled' });
  const revisions = role === 'writer' ? (order.assign?.revisions ?? []) : [];
  return (
    <div data-testid="order-summary">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Instructions
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {order.instructions || 'No instructions given.'}
      </Typography.Paragraph>
      {revisions.length > 0 && (
        <>
          <Typography.Title level={5}>Revision requests</Typography.Title>
          {revisions.map((r) => (
            <Typography.Paragraph key={r.id} style={{ whiteSpace: 'pre-wrap' }}>
              <Typography.Text type="secondary">
                <DateTime value={r.created_at} />
              </Typography.Text>
              : {r.instructions}
            </Typography.Paragraph>
          ))}
        </>
      )}
    </div>
  );
}
