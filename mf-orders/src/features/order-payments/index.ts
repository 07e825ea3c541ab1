export { OrderPayments } from './OrderPayments.js';
