/**
 * `/api/writer/*`: a writer's own money — dashboard stats, ledger, payment accounts, withdrawals.
 * Amounts are KSh decimals.
 *
 *   GET  writer/stats             → {balance, active, completed, earnings: [{month, amount}] × 12}
 *   GET  writer/transactions      table protocol (id, amount, description, created_at, balance); POST exports
 *   GET  writer/payment-accounts  → PaymentAccount[]
 *   POST writer/payment-accounts  {payment_method_id, account_number, account_name} → 'Payment Account updated'
 *   GET  writer/withdrawals       table protocol (the writer's withdrawals)
 *   POST writer/withdrawals       {amount, payment_account_id?} → 'Withdrawal request sent'
 *   POST writer/withdrawals/:id/cancel  own pending withdrawal → 'Withdrawal canceled' (409 once processed)
 * Every route: role writer.
 * @see docs/product.md §2 /writer/dashboard, /writer/earnings; §3; §5 (withdrawal only above 50); §7 Payments, Writer
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema, optionalId, tablePage, tableQuery } from '@scriptorium/contracts/core';
import {
  paymentAccountRequest,
  paymentAccountSaved,
  paymentAccountSchema,
  withdrawalRequest,
  withdrawalSaved,
  withdrawalSchema,
  writerDashboardStats,
  writerTransactionRow,
} from '@scriptorium/contracts/payments';
import { paginate } from '../../../lib/table/paginate.js';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import { listPaymentAccounts, savePaymentAccount } from '../../../services/payments/accounts.js';
import { TRANSACTION_EXPORT_COLUMNS, writerTransactionsTable } from '../../../services/payments/tables.js';
import { writerStats } from '../../../services/payments/writer-stats.js';
import { requestWithdrawal } from '../../../services/withdrawals/index.js';
import { cancelWithdrawal } from '../../../services/withdrawals/cancel.js';
import { notFound } from '../../../lib/http-errors.js';
import { writerWithdrawals } from '../../../services/withdrawals/table.js';
import { serviceDeps } from '../../deps.js';

/** @see docs/product.md §8 */
export const PAYMENT_ACCOUNT_UPDATED = 'Payment Account updated';
/** @see docs/product.md §8 */
export const WITHDRAWAL_REQUEST_SENT = 'Withdrawal request sent';
/** Answer of a writer's cancel. */
export const WITHDRAWAL_CANCELED = 'Withdrawal canceled';

const WRITER = { roles: ['writer'] } as const;
const withdrawalBody = withdrawalRequest.extend({
  payment_account_id: optionalId('Choose one of your payment accounts'),
});

const writerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  app.get(
    '/stats',
    {
      config: { access: WRITER },
      schema: {
        summary: 'My balance, order counts and earnings per month (KSh)',
        response: { 200: writerDashboardStats },
      },
    },
    async (request) => writerStats(app.db, request.user.id),
  );

  tableRoutes(app, '/transactions', {
    rows: 'my earnings and deductions (KSh)',
    access: WRITER,
    row: writerTransactionRow,
    spec: (request) => writerTransactionsTable(app.db, request.user.id),
    exportName: 'transactions',
    exportColumns: TRANSACTION_EXPORT_COLUMNS,
  });

  app.get(
    '/payment-accounts',
    {
      config: { access: WRITER },
      schema: { summary: 'My payment accounts', response: { 200: paymentAccountSchema.array() } },
    },
    async (request) => listPaymentAccounts(app.db, request.user.id),
  );

  app.post(
    '/payment-accounts',
    {
      config: { access: WRITER },
      schema: {
        tags: ['writer'],
        summary: 'Save my account for a payment method',
        body: paymentAccountRequest,
        response: { 200: paymentAccountSaved },
      },
    },
    async (request) => {
      return {
        message: PAYMENT_ACCOUNT_UPDATED,
        account: await savePaymentAccount(app.db, request.actor, request.user, request.body),
      };
    },
  );

  app.get(
    '/withdrawals',
    {
      config: { access: WRITER },
      schema: {
        tags: ['writer'],
        summary: 'List my withdrawals (KSh)',
        querystring: tableQuery,
        response: { 200: tablePage(withdrawalSchema) },
      },
    },
    async (request) => paginate(writerWithdrawals(app.db, request.user.id), request.query),
  );

  app.post(
    '/withdrawals',
    {
      config: { access: WRITER },
      schema: {
        tags: ['writer'],
        summary: 'Request a withdrawal (KSh)',
        body: withdrawalBody,
        response: { 200: withdrawalSaved },
      },
    },
    async (request) => {
      return {
        message: WITHDRAWAL_REQUEST_SENT,
        withdrawal: await requestWithdrawal(deps, request.actor, request.user, request.body),
      };
    },
  );

  app.post(
    '/withdrawals/:id/cancel',
    {
      config: { access: WRITER },
      schema: {
        tags: ['writer'],
        summary: 'Cancel own pending withdrawal (amount returns to the balance)',
        response: { 200: withdrawalSaved },
      },
    },
    async (request) => {
      // Anything but an id of the database's range is a 404, as for the other withdrawal paths.
      const id = idSchema.safeParse((request.params as { id?: string }).id);
      if (!id.success) throw notFound('Withdrawal');
      return {
        message: WITHDRAWAL_CANCELED,
        withdrawal: await cancelWithdrawal(deps, request.actor, request.user.id, id.data),
      };
    },
  );
};

export default writerRoutes;
