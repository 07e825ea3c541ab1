import { lazy } from 'react';
import { useViewer } from '../../lib/viewer.js';

const ClientOrders = lazy(() => import('../client-orders/index.js'));
const AdminOrders = lazy(() => import('../admin-orders/index.js'));

/**
 * `/orders`: a client's order cards, or for admins the table of all orders (the admin menu's "All
 * Orders"; each area has its own tabs). Each loads only for the role that sees it.
 * @see spec §2 /orders (client), /orders/{mainStatus} (admin), Menus
 */
export default function OrdersHome() {
  const { role } = useViewer();
  if (role === 'client') return <ClientOrders />;
  if (role === 'admin') return <AdminOrders area="all" />;
  return null;
}
