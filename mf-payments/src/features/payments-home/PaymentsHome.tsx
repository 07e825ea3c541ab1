import { Navigate } from 'react-router-dom';
import { Result } from 'antd';
import { useCan, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';

/**
 * `/payments`: opens the first payments list the admin may see (withdrawals, else order payments).
 * @see docs/product.md §2 Menus (Payments: /payments/withdrawals and /payments/order-payments)
 */
export default function PaymentsHome() {
  const t = useT(catalog);
  const withdrawals = useCan('payments.withdrawals.view_withdrawal');
  const orderPayments = useCan('payments.order_payments.view_order_payments');
  if (withdrawals) return <Navigate replace to="/payments/withdrawals" />;
  if (orderPayments) return <Navigate replace to="/payments/order-payments" />;
  return <Result status="403" title={t('payments.common.forbidden')} />;
}
