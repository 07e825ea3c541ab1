import type { RemoteModule } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS } from '@scriptorium/contracts/core';

const clientOrders = () => import('./features/client-orders/ClientOrders.js');
const adminOrders = () => import('./features/admin-orders/AdminOrders.js');
const writerOrders = () => import('./features/writer-orders/WriterOrders.js');
const newOrder = () => import('./features/order-form/NewOrder.js');
const customOrder = () => import('./features/order-form/CustomOrder.js');
const orderDetail = () => import('./features/order-detail/OrderDetail.js');
const confirmCompleted = () => import('./features/confirm-completed/ConfirmCompleted.js');
const approveOrder = () => import('./features/approve-order/ApproveOrder.js');
const inbox = () => import('./features/inbox/Inbox.js');
const inboxView = () => import('./features/inbox/InboxView.js');

/**
 * The mf_orders remote's routes (absolute patterns), default-exported as `./routes`. Every screen is its
 * own chunk. Roles mirror `contracts/src/routes.ts` (the shell's route table); the API refuses what these
 * hide.
 * @see docs/architecture.md Composition at run time, docs/product.md §2 Routes, §6
 */
const remote: RemoteModule = {
  name: 'mf_orders',
  area: REMOTE_AREAS.mf_orders,
  routes: [
    // `/orders`: a client's order cards, an admin's table of all orders (the admin menu's "All Orders").
    { path: '/orders', title: 'Orders', roles: ['client'], lazy: clientOrders },
    { path: '/orders', title: 'Orders', roles: ['admin'], lazy: adminOrders },
    { path: '/orders/new', title: 'New Order', roles: ['guest', 'client', 'admin'], lazy: newOrder },
    { path: '/orders/new-order-form', title: 'New Order', roles: ['guest', 'client', 'admin'], lazy: newOrder },
    { path: '/orders/form', title: 'Order Form', roles: ['guest', 'client', 'admin'], lazy: customOrder },
    { path: '/orders/list/:status', title: 'Orders', roles: ['client'], lazy: clientOrders },
    { path: '/orders/order/:id/*', title: 'Order', roles: ['client', 'admin'], lazy: orderDetail },
    { path: '/orders/confirm-completed/:id', title: 'Confirm completed', roles: ['admin'], permission: 'orders.order.mark_order_delivered', lazy: confirmCompleted },
    { path: '/orders/approve', title: 'Approve order', roles: ['client', 'admin'], lazy: approveOrder },
    { path: '/orders/:mainStatus/*', title: 'Orders', roles: ['admin'], permission: 'orders.menu.view_orders', lazy: adminOrders },
    { path: '/inbox', title: 'Inbox', roles: ['admin', 'client'], lazy: inbox },
    { path: '/inbox/view/:id', title: 'Conversation', roles: ['admin', 'client'], lazy: inboxView },
    { path: '/writer/orders/order/:id/*', title: 'Order', roles: ['writer'], lazy: orderDetail },
    { path: '/writer/orders/confirm-completed/:id', title: 'Confirm completed', roles: ['writer'], lazy: confirmCompleted },
    { path: '/writer/orders/:mainStatus/*', title: 'Orders', roles: ['writer'], lazy: writerOrders },
  ],
};

export default remote;
