import type { ReactNode } from 'react';
import { Descriptions, Tag, Typography } from 'antd';
import { CLIENT_CURRENCY, formatKsh, formatUsd, WRITER_CURRENCY, type Role } from '@scriptorium/contracts/core';
import type { Order } from '@scriptorium/contracts/orders';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { useT } from '@scriptorium/shared-kit/core';
import { StarRating, StatusBadge } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
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

/** The catalogue id of each payment state the API sends (its English words); another shows as sent. */
const PAYMENT_STATES = {
  'Fully Paid': 'orders.paymentState.fullyPaid',
  'Partially Paid': 'orders.paymentState.partiallyPaid',
  'Pending Payment': 'orders.paymentState.pendingPayment',
} as const;

/** The payment state tag (in the current language; docs/product.md §4 Orders "Payment display"); nothing for an order without one ({@link hasPaymentState}). */
export function PaymentTag({ order }: { order: Pick<Order, 'status' | 'payment_state'> }) {
  const t = useT(catalog);
  const state = order.payment_state;
  if (!state || !hasPaymentState(order)) return null;
  const known = Object.hasOwn(PAYMENT_STATES, state) ? PAYMENT_STATES[state as keyof typeof PAYMENT_STATES] : null;
  return (
    <Tag color={state === 'Fully Paid' ? 'green' : state === 'Partially Paid' ? 'gold' : 'orange'}>
      {known ? t(known) : state}
    </Tag>
  );
}

/**
 * The order details: what the viewer may see of the order (the API leaves out what their view keys do not
 * allow, and this shows only what came). Every amount says its currency (client prices USD, the writer's
 * amount KSh); a cancelled or quote order shows no payment state. A writer sees their own amount and
 * deadline, and the revision requests.
 * @see docs/product.md §2 /orders/order/{id} (order_details), §3 Order, §6
 */
export function OrderSummary({ order, role }: { order: Order; role: Role }) {
  const t = useT(catalog);
  const items: Item[] = [
    { key: 'service', label: t('orders.summary.service'), children: order.service_type?.name ?? '—' },
    {
      key: 'status',
      label: t('orders.summary.status'),
      children: (
        <StatusBadge status={order.status} label={role === 'client' ? clientStatusLabel(order.status, t) : undefined} />
      ),
    },
  ];
  if (order.user && role !== 'client')
    items.push({
      key: 'client',
      label: t('orders.summary.client'),
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
      label: role === 'writer' ? t('orders.summary.yourDeadline') : t('orders.summary.deadline'),
      children: <DateTime value={order.deadline} />,
    });
  if (role === 'writer' && order.assign?.amount !== undefined)
    items.push({
      key: 'earning',
      label: t('orders.summary.yourAmount', { currency: WRITER_CURRENCY }),
      children: ksh(order.assign.amount),
    });
  if (order.amount !== undefined) {
    items.push({
      key: 'amount',
      label: t('orders.summary.amount', { currency: CLIENT_CURRENCY }),
      children: order.amount > 0 ? usd(order.amount) : t('orders.summary.awaitingQuote'),
    });
    if (hasPaymentState(order)) {
      items.push(
        {
          key: 'paid',
          label: t('orders.summary.paid', { currency: CLIENT_CURRENCY }),
          children: usd(order.paid_amount),
        },
        {
          key: 'pending',
          label: t('orders.summary.pending', { currency: CLIENT_CURRENCY }),
          children: usd(order.pending_amount),
        },
        { key: 'payment', label: t('orders.summary.payment'), children: <PaymentTag order={order} /> },
      );
    }
  }
  if (order.order_services?.length) {
    items.push({
      key: 'services',
      label: t('orders.summary.additionalServices', { currency: CLIENT_CURRENCY }),
      children: order.order_services.map((s) => (
        <Tag key={s.id}>
          {s.name}
          {s.amount !== undefined ? <> · {usd(s.amount)}</> : null}
        </Tag>
      )),
    });
  }
  if (order.source !== undefined)
    items.push({ key: 'source', label: t('orders.summary.source'), children: order.source?.name ?? '—' });
  if (order.link)
    items.push({
      key: 'link',
      label: t('orders.summary.link'),
      children: <Typography.Text copyable>{order.link.url}</Typography.Text>,
    });
  if (order.referrer) items.push({ key: 'referrer', label: t('orders.summary.referrer'), children: order.referrer });
  items.push({ key: 'created', label: t('orders.summary.created'), children: <DateTime value={order.created_at} /> });
  if (order.rating)
    items.push({ key: 'rating', label: t('orders.summary.rating'), children: <StarRating value={order.rating} /> });
  if (order.comments)
    items.push({ key: 'comments', label: t('orders.summary.comments'), children: order.comments, span: 'filled' });
  const revisions = role === 'writer' ? (order.assign?.revisions ?? []) : [];
  return (
    <div data-testid="order-summary">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('orders.summary.instructions')}
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {order.instructions || t('orders.summary.noInstructions')}
      </Typography.Paragraph>
      {revisions.length > 0 && (
        <>
          <Typography.Title level={5}>{t('orders.summary.revisionRequests')}</Typography.Title>
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
