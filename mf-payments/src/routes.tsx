import type { RemoteModule, ScreenMap } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS, routeListOf } from '@scriptorium/contracts/core';

/**
 * The mf_payments remote's screens by route id, each its own chunk. Paths, roles, permissions and
 * titles are the route table's (contracts/src/routes.ts); the API refuses what it hides.
 */
const screens: ScreenMap<'mf_payments'> = {
  'payments.home': () => import('./features/payments-home/PaymentsHome.js'),
  'payments.withdrawal': () => import('./features/withdrawals/WithdrawalDetail.js'),
  'payments.withdrawals': () => import('./features/withdrawals/WithdrawalsPage.js'),
  'payments.order-payments': () => import('./features/order-payments/OrderPaymentsPage.js'),
  'payments.reconciliation': () => import('./features/reconciliation/ReconciliationPage.js'),
  'payments.events': () => import('./features/payment-events/PaymentEventsPage.js'),
  'payments.writer-dashboard': () => import('./features/writer-dashboard/WriterDashboard.js'),
  'payments.writer-earnings': () => import('./features/writer-earnings/WriterEarnings.js'),
};

/**
 * The mf_payments remote, default-exported as `./routes`: its screens, and the same as a route list for
 * shells older than screen maps. @see docs/architecture.md Composition at run time (route ownership), docs/product.md §2 Routes, §6
 */
const remote: RemoteModule = {
  name: 'mf_payments',
  area: REMOTE_AREAS.mf_payments,
  screens,
  routes: routeListOf('mf_payments', screens),
};

export default remote;
