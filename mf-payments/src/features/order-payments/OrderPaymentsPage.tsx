import { Typography } from 'antd';
import type { OrderPaymentRow } from '@scriptorium/contracts/payments';
import { Money } from '@scriptorium/shared-kit/format';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { orderPaymentsTable } from './api.js';

const METHOD_LABELS: Record<OrderPaymentRow['payment_method'], string> = {
  stripe: 'Stripe', paypal: 'PayPal', bank_transfer: 'Bank transfer', admin_payment: 'Admin payment',
};

/**
 * `/payments/order-payments`: every payment received for orders (id, order, reference, payment method,
 * amount in USD, created), with search, date range and export of all matching rows.
 * @see spec §2 /payments/order-payments, §3 Order payment, §7 Orders (listOrderPayments)
 */
export default function OrderPaymentsPage() {
  return (
    <section data-testid="order-payments-page">
      <Typography.Title level={3}>Order Payments</Typography.Title>
      <DataTable<OrderPaymentRow>
        {...orderPaymentsTable}
        dateRange
        exportable
        exportFields={['id', 'order_id', 'reference', 'payment_method', 'amount', 'created_at']}
        columns={[
          'id',
          { key: 'order_id', label: 'Order', link: '/orders/order/{order_id}' },
          'reference',
          { key: 'payment_method', label: 'Payment Method', render: (r) => METHOD_LABELS[r.payment_method] ?? r.payment_method },
          { key: 'amount', label: 'Amount', render: (r) => <Money value={r.amount} currency="USD" /> },
          'created_at',
        ]}
      />
    </section>
  );
}
