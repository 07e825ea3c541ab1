/**
 * `/api/payments/*`: payment methods, withdrawals (admin lists, detail, Mark Paid, Reject) and order
 * payments. Withdrawal amounts are KSh decimals, order payments USD decimals.
 *
 *   GET  payments/methods                      writer, admin       (table protocol; `all=1` bare list)
 *   GET  payments/withdrawals/list/:status     admin + payments.withdrawals.view_withdrawal (table; POST exports)
 *   GET  payments/withdrawals/counts           admin + view_withdrawal → {pending, processing, approved, rejected, canceled}
 *   GET  payments/withdrawals/:id              admin + view_withdrawal, or the writer who owns it
 *   POST payments/withdrawals/:id/payout       admin + approve_withdrawal → {message, withdrawal} (pending → processing; docs/payments.md)
 *   POST payments/withdrawals/:id/payout/check admin + approve_withdrawal → {message, withdrawal} (asks M-Pesa how an unanswered payment stands)
 *   POST payments/withdrawals/payout           admin + approve_withdrawal {ids} → {message, results: one per id} (Pay out all shown)
 *   POST payments/withdrawals/:id/approve      admin + approve_withdrawal {reference} → 'Withdrawal updated' (pending or processing)
 *   POST payments/withdrawals/:id/reject       admin + reject_withdrawal {reason} → 'Withdrawal updated' (pending or processing)
 *   GET  payments/order-payments               admin + payments.order_payments.view_order_payments (table; POST exports)
 *   GET  payments/reconciliation               admin + view_order_payments ?from&to&tz → providers against the ledger (./reconciliation)
 *   POST payments/webhooks/stripe|paypal       providers' signed webhooks (./webhooks); GET payments/paypal/return|cancel (./paypal)
 *   GET  payments/events, POST …/:provider/:id/replay  stored provider events, applied again (./events)
 *   POST payments/payouts/mpesa/:token/:kind   M-Pesa's callbacks of a payout attempt (./payouts)
 * @see docs/product.md §2 /payments/withdrawals, withdrawal detail, /payments/order-payments; §4 Withdrawals; §6; §7 Payments;
 * docs/payments.md Withdrawals and payouts
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema, hasPermission, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@scriptorium/contracts/core';
import {
  approveWithdrawalRequest,
  orderPaymentRow,
  paymentMethodRow,
  payoutAllAnswer,
  payoutAllRequest,
  rejectWithdrawalRequest,
  withdrawalCounts,
  withdrawalSaved,
  withdrawalSchema,
  withdrawalStatusParam,
  type Withdrawal,
} from '@scriptorium/contracts/payments';
import { withdrawals } from '../../../db/schema/index.js';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import {
  orderPaymentsTable,
  ORDER_PAYMENT_EXPORT_COLUMNS,
  paymentMethodsTable,
} from '../../../services/payments/tables.js';
import { checkPayout, payOut, payOutAll } from '../../../services/payouts/index.js';
import { adminView, approveWithdrawal, rejectWithdrawal } from '../../../services/withdrawals/index.js';
import { WITHDRAWAL_EXPORT_COLUMNS, withdrawalsByStatus } from '../../../services/withdrawals/table.js';
import { findWithdrawal, toWithdrawal, WRITER_VIEW } from '../../../services/withdrawals/view.js';
import eventRoutes from './events/index.js';
import paypalRoutes from './paypal/index.js';
import payoutCallbackRoutes from './payouts/index.js';
import reconciliationRoutes from './reconciliation/index.js';
import webhookRoutes from './webhooks/index.js';
import { serviceDeps } from '../../deps.js';

/** Success message of Mark Paid and Reject. @see docs/product.md §8 */
export const WITHDRAWAL_UPDATED = 'Withdrawal updated';

const VIEW = 'payments.withdrawals.view_withdrawal' as const;

/** The `:id` of a withdrawal path; anything but an id of the database's range (`idSchema`) is a 404. */
function withdrawalId(request: FastifyRequest): number {
  const id = idSchema.safeParse((request.params as { id?: string }).id);
  if (!id.success) throw notFound('Withdrawal');
  return id.data;
}

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  tableRoutes(app, '/methods', {
    rows: 'payment methods',
    access: { roles: ['admin', 'writer'] },
    row: paymentMethodRow,
    spec: () => paymentMethodsTable(app.db),
    exportName: 'payment-methods',
  });

  tableRoutes(app, '/withdrawals/list/:status', {
    rows: 'withdrawals of a status',
    access: { roles: ['admin'], permission: VIEW },
    row: withdrawalSchema,
    params: withdrawalStatusParam,
    spec: (_request, { params }) => withdrawalsByStatus(app.db, params.status, adminView(deps)),
    exportName: 'withdrawals',
    exportColumns: WITHDRAWAL_EXPORT_COLUMNS,
  });

  app.get(
    '/withdrawals/counts',
    {
      config: { access: { roles: ['admin'], permission: VIEW } },
      schema: { summary: 'Withdrawal count per status', response: { 200: withdrawalCounts } },
    },
    async (): Promise<Record<WithdrawalStatus, number>> => {
      const rows = await app.db
        .select({ status: withdrawals.status, n: sql<number>`count(*)::int` })
        .from(withdrawals)
        .groupBy(withdrawals.status);
      const counts = Object.fromEntries(WITHDRAWAL_STATUSES.map((s) => [s, 0])) as Record<WithdrawalStatus, number>;
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },
  );

  app.get(
    '/withdrawals/:id',
    {
      config: { access: { roles: ['admin', 'writer'] } },
      schema: { summary: 'One withdrawal (KSh)', response: { 200: withdrawalSchema } },
    },
    async (request): Promise<Withdrawal> => {
      const user = request.user;
      if (user.role === 'admin' && !hasPermission(user.permissions, VIEW)) throw forbidden();
      const row = await findWithdrawal(app.db, withdrawalId(request));
      // A writer sees only their own withdrawals; someone else's does not exist for them.
      if (!row || (user.role === 'writer' && row.user_id !== user.id)) throw notFound('Withdrawal');
      return toWithdrawal(row, user.role === 'writer' ? WRITER_VIEW : adminView(deps));
    },
  );

  const payoutAccess = { roles: ['admin'], permission: 'payments.withdrawals.approve_withdrawal' } as const;
  const payout = {
    config: { access: payoutAccess },
    schema: {
      tags: ['payments'],
      summary: 'Pay out a withdrawal: lock it as processing (by hand) or send it through M-Pesa',
      response: { 200: withdrawalSaved },
    },
  } as const;
  app.post('/withdrawals/:id/payout', payout, async (request) => payOut(deps, request.actor, withdrawalId(request)));

  const check = {
    config: { access: payoutAccess },
    schema: {
      tags: ['payments'],
      summary: 'Ask M-Pesa how an unanswered payout request stands',
      response: { 200: withdrawalSaved },
    },
  } as const;
  app.post('/withdrawals/:id/payout/check', check, async (request) =>
    checkPayout(deps, request.actor, withdrawalId(request)),
  );

  const payoutAll = {
    config: { access: payoutAccess },
    schema: {
      tags: ['payments'],
      summary: 'Pay out several withdrawals, each on its own (one result per withdrawal)',
      body: payoutAllRequest,
      response: { 200: payoutAllAnswer },
    },
  } as const;
  app.post('/withdrawals/payout', payoutAll, async (request) => {
    const results = await payOutAll(deps, request.actor, request.body.ids);
    const done = results.filter((r) => r.ok).length;
    return {
      message: `Pay out started for ${done} of ${results.length} withdrawal${results.length === 1 ? '' : 's'}`,
      results,
    };
  });

  const approve = {
    config: { access: { roles: ['admin'], permission: 'payments.withdrawals.approve_withdrawal' } },
    schema: {
      tags: ['payments'],
      summary: 'Mark a withdrawal paid, with its reference',
      body: approveWithdrawalRequest,
      response: { 200: withdrawalSaved },
    },
  } as const;
  app.post('/withdrawals/:id/approve', approve, async (request) => {
    return {
      message: WITHDRAWAL_UPDATED,
      withdrawal: await approveWithdrawal(deps, request.actor, withdrawalId(request), request.body.reference),
    };
  });

  const reject = {
    config: { access: { roles: ['admin'], permission: 'payments.withdrawals.reject_withdrawal' } },
    schema: {
      tags: ['payments'],
      summary: 'Reject a withdrawal, with a reason (the amount returns to the balance)',
      body: rejectWithdrawalRequest,
      response: { 200: withdrawalSaved },
    },
  } as const;
  app.post('/withdrawals/:id/reject', reject, async (request) => {
    return {
      message: WITHDRAWAL_UPDATED,
      withdrawal: await rejectWithdrawal(deps, request.actor, withdrawalId(request), request.body.reason),
    };
  });

  tableRoutes(app, '/order-payments', {
    rows: 'payments received for orders (USD)',
    access: { roles: ['admin'], permission: 'payments.order_payments.view_order_payments' },
    row: orderPaymentRow,
    spec: () => orderPaymentsTable(app.db),
    exportName: 'order-payments',
    exportColumns: ORDER_PAYMENT_EXPORT_COLUMNS,
  });

  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(paypalRoutes, { prefix: '/paypal' });
  await app.register(payoutCallbackRoutes, { prefix: '/payouts' });
  await app.register(eventRoutes, { prefix: '/events' });
  await app.register(reconciliationRoutes, { prefix: '/reconciliation' });
};

export default paymentsRoutes;
