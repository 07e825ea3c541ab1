import { useMemo, useState } from 'react';
import { Tag, Typography } from 'antd';
import type { OrderPaymentRow } from '@scriptorium/contracts/payments';
import { useT } from '@scriptorium/shared-kit/core';
import { useInvalidate, tableKey } from '@scriptorium/shared-kit/data';
import { Money } from '@scriptorium/shared-kit/format';
import type { RowAction, TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, RefundModal } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { disputeLabel, paidWith } from '../../i18n/labels.js';
import { orderPaymentsTable } from './api.js';

/**
 * `/payments/order-payments`: every payment received for orders (id, order, reference, what it was paid
 * with, amount and refunded amount in USD, created), with search, date range and export of all
 * matching rows; an admin holding `payments.order_payments.refund` refunds a row. "Payment Method" is
 * what the order page shows too (`paidWithLabel`: the gateway, or "Manual — {method}"), so a
 * reconciling admin reads the same word in both places; a payment the card holder disputes is tagged
 * Disputed there (Dispute won / Dispute lost once decided), as on the order page.
 * @see docs/product.md §2 /payments/order-payments, §3 Order payment, §7 Orders (listOrderPayments)
 */
export default function OrderPaymentsPage() {
  const [refunding, setRefunding] = useState<OrderPaymentRow | null>(null);
  const invalidate = useInvalidate();
  const t = useT(catalog);
  const columns = useMemo<TableHeader<OrderPaymentRow>[]>(
    () => [
      'id',
      { key: 'order_id', label: t('payments.common.order'), link: '/orders/order/{order_id}' },
      'reference',
      {
        key: 'payment_method',
        label: t('payments.common.paymentMethod'),
        render: (r) => (
          <>
            {paidWith(t, r)}
            {r.dispute_status && (
              <Tag color={r.dispute_status === 'won' ? 'green' : 'volcano'} style={{ marginInlineStart: 8 }}>
                {disputeLabel(t, r.dispute_status)}
              </Tag>
            )}
          </>
        ),
      },
      { key: 'amount', label: t('payments.common.amount'), currency: 'USD' },
      {
        key: 'refunded_amount',
        label: t('payments.orderPayments.refunded'),
        currency: 'USD',
        render: (r) =>
          r.refunded_amount ? (
            <Tag color={r.refunded_amount >= r.amount ? 'red' : 'orange'}>
              <Money value={r.refunded_amount} currency="USD" />
            </Tag>
          ) : (
            '—'
          ),
      },
      'created_at',
    ],
    [t],
  );
  const actions = useMemo<RowAction<OrderPaymentRow>[]>(
    () => [
      {
        label: t('payments.orderPayments.refund'),
        danger: true,
        permission: 'payments.order_payments.refund',
        hidden: (r) => (r.refunded_amount ?? 0) >= r.amount,
        onClick: (r) => setRefunding(r),
      },
    ],
    [t],
  );
  return (
    <section data-testid="order-payments-page">
      <Typography.Title level={3}>{t('payments.orderPayments.title')}</Typography.Title>
      <DataTable<OrderPaymentRow> {...orderPaymentsTable} dateRange exportable columns={columns} actions={actions} />
      {refunding && (
        <RefundModal
          orderId={refunding.order_id}
          payment={{
            ...refunding,
            gateway: refunding.gateway ?? 'manual',
            refunded_amount: refunding.refunded_amount ?? 0,
          }}
          hasWriter={false}
          onClose={() => setRefunding(null)}
          onDone={() => void invalidate(tableKey(orderPaymentsTable.endpoint))}
        />
      )}
    </section>
  );
}
