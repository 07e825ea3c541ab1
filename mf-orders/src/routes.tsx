import type { RemoteModule } from '@scriptorium/shared-kit';
import { REMOTE_AREAS } from '@scriptorium/contracts';

const screen = () => import('./features/orders-overview/OrdersOverview.js');

/**
 * The mf_orders remote's routes (absolute patterns), default-exported as `./routes`.
 * @see ARCHITECTURE.md Composition at run time, spec §2 Routes
 */
const remote: RemoteModule = {
  name: 'mf_orders',
  area: REMOTE_AREAS.mf_orders,
  routes: [
    { path: '/orders', title: 'Orders', lazy: screen },
    { path: '/orders/new', title: 'New Order', lazy: screen },
    { path: '/orders/:mainStatus/*', title: 'Orders', lazy: screen },
    { path: '/inbox/*', title: 'Inbox', lazy: screen },
    { path: '/writer/orders/:mainStatus/*', title: 'Orders', lazy: screen },
  ],
};

export default remote;
