/**
 * `/api/orders/*`: tables, one order, placing and pricing orders, lifecycle actions, files and chat.
 * Each file documents its endpoints and who may call them.
 * @see docs/product.md §7 Orders, files, messages
 */
import type { FastifyPluginAsync } from 'fastify';
import orderListRoutes from './lists.js';
import orderDetailRoutes from './detail.js';
import orderActionRoutes from './actions.js';
import orderFileRoutes from './files.js';
import orderMessageRoutes from './messages.js';
import orderRefundRoutes from './refunds.js';

const orderRoutes: FastifyPluginAsync = async (app) => {
  await app.register(orderListRoutes);
  await app.register(orderDetailRoutes);
  await app.register(orderActionRoutes);
  await app.register(orderFileRoutes);
  await app.register(orderMessageRoutes);
  await app.register(orderRefundRoutes);
};

export default orderRoutes;
