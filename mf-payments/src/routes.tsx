import type { RemoteModule } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS } from '@scriptorium/contracts/core';

/**
 * The mf_payments remote's routes (absolute patterns), default-exported as `./routes`. Each screen is
 * its own chunk. Roles and permissions mirror the server's: the API refuses what these hide.
 * @see docs/architecture.md Composition at run time, docs/product.md §2 Routes, §6
 */
const remote: RemoteModule = {
  name: 'mf_payments',
  area: REMOTE_AREAS.mf_payments,
  routes: [
    {
      path: '/payments',
      title: 'Payments',
      roles: ['admin'],
      permission: 'payments.menu.view_payments',
      lazy: () => import('./features/payments-home/PaymentsHome.js'),
    },
    {
      path: '/payments/withdrawals/view',
      title: 'Withdrawal',
      roles: ['admin'],
      permission: 'payments.withdrawals.view_withdrawal',
      lazy: () => import('./features/withdrawals/WithdrawalDetail.js'),
    },
    {
      path: '/payments/withdrawals/*',
      title: 'Withdrawals',
      roles: ['admin'],
      permission: 'payments.withdrawals.view_withdrawal',
      lazy: () => import('./features/withdrawals/WithdrawalsPage.js'),
    },
    {
      path: '/payments/order-payments',
      title: 'Order Payments',
      roles: ['admin'],
      permission: 'payments.order_payments.view_order_payments',
      lazy: () => import('./features/order-payments/OrderPaymentsPage.js'),
    },
    {
      path: '/payments/reconciliation',
      title: 'Reconciliation',
      roles: ['admin'],
      permission: 'payments.order_payments.view_order_payments',
      lazy: () => import('./features/reconciliation/ReconciliationPage.js'),
    },
    {
      path: '/payments/events',
      title: 'Provider Events',
      roles: ['admin'],
      permission: 'payments.order_payments.view_order_payments',
      lazy: () => import('./features/payment-events/PaymentEventsPage.js'),
    },
    { path: '/writer/dashboard', title: 'Dashboard', roles: ['writer'], lazy: () => import('./features/writer-dashboard/WriterDashboard.js') },
    { path: '/writer/earnings/*', title: 'Earnings', roles: ['writer'], lazy: () => import('./features/writer-earnings/WriterEarnings.js') },
  ],
};

export default remote;
