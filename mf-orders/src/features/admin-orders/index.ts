/** What other features may use of admin-orders: the admin's order tables of one area, as the default export for `lazy`. */
export { default, AREA_TITLES } from './AdminOrders.js';
