import type { RemoteModule, ScreenMap } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS, routeListOf } from '@scriptorium/contracts/core';

const clientOrders = () => import('./features/client-orders/ClientOrders.js');
const adminOrders = () => import('./features/admin-orders/AdminOrders.js');
const newOrder = () => import('./features/order-form/NewOrder.js');
const orderDetail = () => import('./features/order-detail/OrderDetail.js');
const confirmCompleted = () => import('./features/confirm-completed/ConfirmCompleted.js');

/**
 * The mf_orders remote's screens by route id, each its own chunk; paths, roles, permissions and titles
 * are the route table's (contracts/src/routes.ts). `/orders` has two: a client's order cards, an
 * admin's table of all orders.
 */
const screens: ScreenMap<'mf_orders'> = {
  'orders.client-orders': clientOrders,
  'orders.all-orders': adminOrders,
  'orders.new': newOrder,
  'orders.new-order-form': newOrder,
  'orders.form': () => import('./features/order-form/CustomOrder.js'),
  'orders.list': clientOrders,
  'orders.order': orderDetail,
  'orders.confirm-completed': confirmCompleted,
  'orders.approve': () => import('./features/approve-order/ApproveOrder.js'),
  'orders.areas': adminOrders,
  'orders.inbox': () => import('./features/inbox/Inbox.js'),
  'orders.conversation': () => import('./features/inbox/InboxView.js'),
  'orders.writer-order': orderDetail,
  'orders.writer-confirm-completed': confirmCompleted,
  'orders.writer-areas': () => import('./features/writer-orders/WriterOrders.js'),
};

/**
 * The mf_orders remote, default-exported as `./routes`: its screens, and the same as a route list for
 * shells older than screen maps. The API refuses what the table hides.
 * @see docs/architecture.md Composition at run time (route ownership), docs/product.md §2 Routes, §6
 */
const remote: RemoteModule = {
  name: 'mf_orders',
  area: REMOTE_AREAS.mf_orders,
  screens,
  routes: routeListOf('mf_orders', screens),
};

export default remote;
