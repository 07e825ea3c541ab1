import { useState } from 'react';
import { Button, Card, Grid, Table, Tag, Typography } from 'antd';
import type { Order } from '@scriptorium/contracts/orders';
import {
  DISPUTE_STATUS_LABELS,
  paidWithLabel,
  refundable,
  type OrderPaymentDetail,
} from '@scriptorium/contracts/payments';
import { errorMessage, useCan, useFeedback, useT } from '@scriptorium/shared-kit/core';
import { useInvalidate, useResource } from '@scriptorium/shared-kit/data';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { formatMoney, Money } from '@scriptorium/shared-kit/format';
import { RefundModal } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { browser } from '../../lib/browser.js';
import { tipLink } from '../../lib/orderApi.js';
import { orderPaymentsQuery } from './api.js';

/** How a refund reads by its state (an older API sends none: it had only succeeded refunds). */
const REFUND_WORDS = {
  succeeded: 'orders.payments.refunded',
  pending: 'orders.payments.refundPending',
  failed: 'orders.payments.refundFailed',
} as const;

/** Cell props that keep a short cell's text on one line. */
const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/**
 * The payments of an order (client and admin): gateway, reference, amount, refunded amount and each
 * refund with its reason (and whether it is still pending); a tip is tagged Tip, money the order could
 * not take is tagged Returned with why, a payment the card holder disputes Disputed (then Dispute won /
 * Dispute lost). An admin holding `payments.order_payments.refund` has a Refund
 * button on each payment with something left. The client of an approved order whose tip is not paid
 * (the payment provider made no link at approval) has a Pay tip button. Nothing shows before the first
 * payment (or when the viewer may not see amounts: the API answers 403).
 * @see docs/payments.md (Payment, Refund, Dispute)
 */
export function OrderPayments({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const t = useT(catalog);
  const payments = useResource(orderPaymentsQuery(order.id));
  const narrow = Grid.useBreakpoint().sm === false;
  const canRefund = useCan('payments.order_payments.refund') && isAdmin;
  const invalidate = useInvalidate();
  const [refunding, setRefunding] = useState<OrderPaymentDetail | null>(null);
  const { toast } = useFeedback();
  const [askingTip, setAskingTip] = useState(false);
  const rows = payments.data ?? [];
  if (!rows.length) return null;
  // An older API sends no `kind`: it knows nothing of tip links either.
  const tipDue =
    !isAdmin &&
    order.status === 'approved' &&
    (order.tip ?? 0) > 0 &&
    rows.every((p) => p.kind !== undefined) &&
    !rows.some((p) => p.kind === 'tip' && p.status === 'completed');
  const payTip = async () => {
    setAskingTip(true);
    try {
      browser.assign(await tipLink(order.id));
    } catch (e) {
      setAskingTip(false);
      toast.error(errorMessage(e));
    }
  };
  const refunded = rows.reduce((a, p) => a + p.refunded_amount, 0);
  const refundButton = (p: OrderPaymentDetail) =>
    canRefund &&
    refundable(p) > 0 && (
      <Button size="small" danger onClick={() => setRefunding(p)}>
        {t('orders.payments.refund')}
      </Button>
    );
  const refundedTag = (p: OrderPaymentDetail) =>
    p.refunded_amount > 0 && (
      <Tag color={refundable(p) === 0 ? 'red' : 'orange'}>
        <Money value={p.refunded_amount} currency="USD" />
      </Tag>
    );

  return (
    <Card
      size="small"
      title={t('orders.payments.title')}
      data-testid="order-payments"
      style={{ marginTop: 24 }}
      extra={
        refunded > 0 && (
          <Typography.Text type="danger" data-testid="order-refunded-total">
            {t('orders.payments.refundedTotal')} <Money value={refunded} currency="USD" />
          </Typography.Text>
        )
      }
    >
      {/* Fits a 412 px phone without breaking a word ("Amoun t"): auto layout, short cells on one line, the
          reference under the gateway and the refunds under their payment (no expand column). Below antd's
          sm breakpoint two columns: the amount cell also holds the refunded amount and the Refund button,
          which sat off a phone's screen in a fourth column. Wider content scrolls sideways. */}
      <div style={{ overflowX: 'auto' }}>
        <Table<OrderPaymentDetail>
          rowKey="id"
          size="small"
          tableLayout="auto"
          pagination={false}
          dataSource={rows}
          expandable={{
            showExpandColumn: false,
            expandedRowKeys: rows.filter((p) => p.refunds.length > 0).map((p) => p.id),
            expandedRowRender: (p) => (
              <ul style={{ margin: 0 }}>
                {p.refunds.map((r) => (
                  <li key={r.id}>
                    {t(REFUND_WORDS[r.status ?? 'succeeded'])} <Money value={r.amount} currency="USD" />{' '}
                    {t('orders.payments.on')} <DateTime value={r.created_at} />: {r.reason}
                    {isAdmin && r.reference ? ` (${r.reference})` : ''}
                  </li>
                ))}
              </ul>
            ),
          }}
          columns={[
            {
              key: 'gateway',
              title: t('orders.payments.paidWith'),
              onHeaderCell: noWrap,
              // The gateway, and for an admin the reference under it (a Stripe session id is ~66 characters: cut,
              // whole on hover). A client has no use for a provider's id ("cs_N8JT-…"): their date says which payment.
              render: (_, p) => (
                <>
                  <div style={narrow ? { display: 'flex', flexWrap: 'wrap', rowGap: 4 } : { whiteSpace: 'nowrap' }}>
                    <span style={{ whiteSpace: 'nowrap' }}>{paidWithLabel(p)}</span>
                    {p.kind === 'tip' && <Tag style={{ marginInlineStart: 8 }}>{t('orders.payments.tip')}</Tag>}
                    {p.status === 'returned' && (
                      <Tag color="red" style={{ marginInlineStart: 8 }}>
                        {t('orders.payments.returned')}
                      </Tag>
                    )}
                    {p.dispute_status && (
                      <Tag color={p.dispute_status === 'won' ? 'green' : 'volcano'} style={{ marginInlineStart: 8 }}>
                        {DISPUTE_STATUS_LABELS[p.dispute_status]}
                      </Tag>
                    )}
                  </div>
                  {p.status === 'returned' && p.status_reason && (
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {p.status_reason}
                    </Typography.Text>
                  )}
                  {isAdmin ? (
                    <Typography.Text
                      type="secondary"
                      title={p.reference}
                      style={{
                        display: 'block',
                        maxWidth: 160,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        fontSize: 12,
                      }}
                    >
                      {p.reference}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'nowrap', fontSize: 12 }}>
                      <DateTime value={p.created_at} />
                    </Typography.Text>
                  )}
                </>
              ),
            },
            ...(narrow
              ? [
                  {
                    key: 'amount',
                    title: t('orders.payments.amount'),
                    onHeaderCell: noWrap,
                    onCell: noWrap,
                    render: (_: unknown, p: OrderPaymentDetail) => (
                      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
                        <Money value={p.amount} currency="USD" />
                        {refundedTag(p)}
                        {refundButton(p)}
                      </div>
                    ),
                  },
                ]
              : [
                  {
                    key: 'amount',
                    title: t('orders.payments.amount'),
                    onHeaderCell: noWrap,
                    onCell: noWrap,
                    render: (_: unknown, p: OrderPaymentDetail) => <Money value={p.amount} currency="USD" />,
                  },
                  {
                    key: 'refunded',
                    title: t('orders.payments.refunded'),
                    onHeaderCell: noWrap,
                    onCell: noWrap,
                    render: (_: unknown, p: OrderPaymentDetail) => refundedTag(p) || '—',
                  },
                  ...(canRefund
                    ? [
                        {
                          key: 'actions',
                          title: t('orders.payments.actions'),
                          onHeaderCell: noWrap,
                          render: (_: unknown, p: OrderPaymentDetail) => refundButton(p),
                        },
                      ]
                    : []),
                ]),
          ]}
        />
      </div>
      {tipDue && (
        <div style={{ marginTop: 12 }} data-testid="tip-due">
          <Typography.Text>
            {t('orders.payments.tipDue', { amount: formatMoney(order.tip ?? 0, { currency: 'USD' }) })}{' '}
          </Typography.Text>
          <Button size="small" type="primary" loading={askingTip} onClick={() => void payTip()}>
            {t('orders.payments.payTip')}
          </Button>
        </div>
      )}
      {refunding && (
        <RefundModal
          orderId={order.id}
          payment={refunding}
          hasWriter={Boolean(order.assign)}
          onClose={() => setRefunding(null)}
          onDone={() => void invalidate(['orders', order.id])}
        />
      )}
    </Card>
  );
}
