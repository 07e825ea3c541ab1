import { useState } from 'react';
import { Alert, Col, Flex, Result, Row, Skeleton, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { announceCountsChanged, useT } from '@scriptorium/shared-kit/core';
import { useInvalidate } from '@scriptorium/shared-kit/data';
import { RoutedTabs, StatusBadge } from '@scriptorium/shared-kit/ui';
import { clientStatusLabel } from '../../lib/clientStatus.js';
import { orderPath, useViewer } from '../../lib/viewer.js';
import { OrderChat } from '../order-chat/index.js';
import { OrderFiles } from '../order-files/index.js';
import { OrderPayments } from '../order-payments/index.js';
import { ActionFormModal } from './ActionFormModal.js';
import type { FormAction } from './actionForms.js';
import { AssignedWriter } from './AssignedWriter.js';
import { OrderActions } from './OrderActions.js';
import { OrderSummary, PaymentTag } from './OrderSummary.js';
import { PaymentModal } from './PaymentModal.js';
import { PAYMENT_RESULTS, usePaymentReturn } from './usePaymentReturn.js';
import { useOrder } from './useOrder.js';
import { catalog } from '../../i18n/catalog.js';

/**
 * One order: `/orders/order/{id}` (clients, admins) and `/writer/orders/order/{id}` (writers), with routed
 * tabs order_details (details and the order chat), assigned_writer (admins, once a writer was assigned) and
 * files. The buttons are the viewer's `order.actions`; the order (with its files and chat) reloads on
 * `reload-order` and after each action (both invalidate `['orders', id]`). `?paynow` opens the payment modal; `?status=success|error` shows the payment result.
 * @see docs/product.md §2 /orders/order/{id}, /writer/orders/order/{id}; §4 Orders; §7 Real time
 */
export default function OrderDetail() {
  const t = useT(catalog);
  const id = Number(useParams().id);
  const { role } = useViewer();
  const order = useOrder(id);
  const invalidate = useInvalidate();
  // An action moves the order between the areas the menu counts (assigning takes it out of Available).
  const changed = () => {
    void invalidate(['orders', id]);
    announceCountsChanged();
  };
  const payment = usePaymentReturn(order.data);
  const [form, setForm] = useState<FormAction | null>(null);

  if (!role) return null;
  if (!order.data) {
    if (order.error)
      return (
        <Result
          status="404"
          title={t('orders.detail.notFound')}
          subTitle={order.error}
          extra={
            <Link to={role === 'writer' ? '/writer/orders/active' : '/orders'}>{t('orders.detail.backToOrders')}</Link>
          }
        />
      );
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  const o = order.data;
  const base = orderPath(role, o.id);

  return (
    <section data-testid="order-detail">
      {payment.result && (
        <Alert
          type={payment.result === 'success' ? 'success' : 'error'}
          showIcon
          title={t(PAYMENT_RESULTS[payment.result])}
          closable={{ onClose: payment.dismissResult }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBottom: 16 }}>
        <Space orientation="vertical" size={4}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            #{o.id} - {o.title}
          </Typography.Title>
          <Space size={8}>
            {/* A client reads one status, in their words (the payment state stays in the details below). */}
            {role === 'client' ? (
              <StatusBadge status={o.status} label={clientStatusLabel(o.status, t)} />
            ) : (
              <>
                <StatusBadge status={o.status} />
                <PaymentTag order={o} />
              </>
            )}
            {o.service_type && <Typography.Text type="secondary">{o.service_type.name}</Typography.Text>}
          </Space>
        </Space>
        <OrderActions order={o} role={role} onForm={setForm} onPay={payment.openPayment} onDone={changed} />
      </Flex>
      {order.error && <Alert type="warning" showIcon title={order.error} style={{ marginBottom: 16 }} />}
      <RoutedTabs
        base={base}
        tabs={[
          { name: 'order_details', label: t('orders.detail.tab.details') },
          // Stays after a cancellation (the history keeps the reason), so the admin is not left on a tab that vanished.
          {
            name: 'assigned_writer',
            label: t('orders.detail.tab.assignedWriter'),
            validator: () => role === 'admin' && (Boolean(o.assign) || Boolean(o.assignment_history?.length)),
          },
          { name: 'files', label: t('orders.detail.tab.files') },
        ]}
        render={(tab) => {
          if (tab === 'assigned_writer') return <AssignedWriter order={o} onForm={setForm} />;
          if (tab === 'files') return <OrderFiles orderId={o.id} actions={o.actions} status={o.status} />;
          return (
            <Row gutter={[24, 24]}>
              <Col xs={24} lg={14}>
                <OrderSummary order={o} role={role} />
                {role !== 'writer' && <OrderPayments order={o} isAdmin={role === 'admin'} />}
              </Col>
              <Col xs={24} lg={10}>
                <OrderChat orderId={o.id} hasWriter={Boolean(o.assign)} />
              </Col>
            </Row>
          );
        }}
      />
      {/* One form per action (key): a form opened while the last one's 1.5 s close is pending starts fresh. */}
      {form && (
        <ActionFormModal
          key={form}
          kind={form}
          order={o}
          isClient={role === 'client'}
          onClose={() => setForm(null)}
          onDone={changed}
        />
      )}
      {payment.paying && <PaymentModal order={o} onClose={payment.closePayment} />}
    </section>
  );
}
