/**
 * One order and placing orders:
 *   GET  /orders/{id}           user: the order shaped for the caller, with `actions` (client: own only;
 *                               writer: assigned only; others → 404; admin: orders menu or inbox key)
 *   POST /orders                client, or admin with orders.menu.view_orders (addOrder; JSON or multipart
 *                               with `files`; query referrer, package_id) → 201 {message: 'Order submitted', order}
 *   POST /orders/price          public: the server's price for the live price panel
 *   PUT  /orders/{id}           editOrder: admin (orders.order.edit_order) or the owning client before work starts
 *   GET  /orders/{id}/payments  the owning client, or admin with orders.order.view_amount: the order's payments, each
 *                               with its gateway, refunded amount and refunds (docs/payments.md Refund)
 * @see services/orders/*; docs/product.md §7 Orders
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMinor, hasPermission } from '@scriptorium/contracts/core';
import {
  addOrderQuery,
  addOrderRequest,
  addOrderResponse,
  editOrderRequest,
  idParam,
  orderPriceRequest,
  orderPriceResponse,
  orderResult,
  orderSchema,
} from '@scriptorium/contracts/orders';
import { orderPaymentDetails } from '@scriptorium/contracts/payments';
import { forbidden } from '../../../lib/http-errors.js';
import { addOrder } from '../../../services/orders/create.js';
import { editOrder } from '../../../services/orders/lifecycle.js';
import { priceOrder } from '../../../services/orders/pricing.js';
import { loadOrder } from '../../../services/orders/state.js';
import { orderView } from '../../../services/orders/view.js';
import { orderPaymentsWithRefunds } from '../../../services/payments/refunds.js';
import { serviceDeps } from '../../deps.js';

const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  // A multipart body's fields are checked by addOrder as its files stream in.
  const add = {
    tags: ['orders'],
    summary: 'Place an order (JSON, or multipart with files)',
    consumes: ['application/json', 'multipart/form-data'],
    querystring: addOrderQuery,
    body: addOrderRequest,
    response: { 201: addOrderResponse },
  };
  app.post(
    '/',
    { config: { access: { roles: ['client', 'admin'] }, multipart: 'stream' }, schema: add },
    async (request, reply) => {
      return reply
        .code(201)
        .send(
          await addOrder(deps, request.actor, request.query, request.isMultipart() ? request.parts() : request.body),
        );
    },
  );

  app.post(
    '/price',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary: 'Price of an order form (USD)',
        body: orderPriceRequest,
        response: { 200: orderPriceResponse },
      },
    },
    async (request) => {
      const price = await priceOrder(app.db, request.body);
      return {
        amount: fromMinor(price.amount),
        quote: price.quote,
        service_price: fromMinor(price.servicePrice),
        additional_services: fromMinor(price.additional),
        discount: fromMinor(price.discount),
        deadline_rate: price.deadlineRate,
      };
    },
  );

  const tags = ['orders'];
  app.get(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One order, with the actions the caller may take',
        params: idParam,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      orderView(app.db, await loadOrder(app.db, request.user, request.params.id, { pastWriters: true })),
  );

  app.put(
    '/:id',
    {
      config: { access: { roles: ['client', 'admin'] } },
      schema: {
        tags,
        summary: 'Edit an order',
        params: idParam,
        body: editOrderRequest,
        response: { 200: orderResult },
      },
    },
    async (request) => editOrder(deps, request.actor, request.params.id, request.body),
  );

  app.get(
    '/:id/payments',
    {
      config: { access: { roles: ['client', 'admin'] } },
      schema: {
        tags,
        summary: "An order's payments and refunds (USD)",
        params: idParam,
        response: { 200: orderPaymentDetails },
      },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = request.user;
      await loadOrder(app.db, viewer, id);
      if (viewer.role === 'admin' && !hasPermission(viewer.permissions, 'orders.order.view_amount')) throw forbidden();
      return orderPaymentsWithRefunds(app.db, id);
    },
  );
};

export default orderDetailRoutes;
