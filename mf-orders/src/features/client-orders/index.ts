/** What other features may use of client-orders: the client's order cards (`/orders`), as the default export for `lazy`. */
export { default, NO_ORDERS } from './ClientOrders.js';
