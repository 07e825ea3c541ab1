/**
 * Payment lists in the table protocol: order payments (USD), a writer's ledger (KSh), payment methods.
 * @see docs/product.md §2 /payments/order-payments, /writer/earnings/tab/all_transactions; §3 Order payment,
 * Writer transaction; §7 Payments (listPaymentMethods), Writer (listTransactions)
 */
import { eq } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import { paidWithLabel, type OrderPaymentRow, type WriterTransactionRow } from '@scriptorium/contracts/payments';
import type { Db } from '../../db/client.js';
import { order_payments, payment_methods, writer_transactions } from '../../db/schema/index.js';
import { type TableSpec } from '../../lib/table/paginate.js';
import type { ExportColumn } from '../../lib/table/exportTable.js';

type OrderPayment = typeof order_payments.$inferSelect;
type LedgerRow = Pick<
  typeof writer_transactions.$inferSelect,
  'id' | 'amount' | 'description' | 'created_at' | 'balance'
>;
type MethodRow = Pick<typeof payment_methods.$inferSelect, 'id' | 'name' | 'description' | 'created_at'>;

/**
 * Exported columns of `/payments/order-payments` when the table sends none. The payment method reads as
 * the screens show it (`paidWithLabel`: the gateway, or 'Manual — {method}'), also in the table's own
 * export: a sandbox payment stored with the card method is no Stripe payment.
 */
export const ORDER_PAYMENT_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'id', title: 'Id' },
  { key: 'order_id', title: 'Order id' },
  { key: 'reference', title: 'Reference' },
  {
    key: 'payment_method',
    title: 'Payment method',
    value: (row) => paidWithLabel(row as Pick<OrderPaymentRow, 'payment_method' | 'gateway'>),
  },
  { key: 'gateway', title: 'Gateway' },
  { key: 'amount', title: 'Amount (USD)', format: 'money' },
  { key: 'refunded_amount', title: 'Refunded (USD)', format: 'money' },
  { key: 'created_at', title: 'Created at' },
];

/** Every payment received for orders; amounts USD decimals. */
export function orderPaymentsTable(db: Db): TableSpec<OrderPayment> {
  return {
    rows: () => db.select().from(order_payments).$dynamic(),
    db,
    searchable: [order_payments.id, order_payments.order_id, order_payments.reference, order_payments.payment_method],
    sortable: {
      order_id: order_payments.order_id,
      reference: order_payments.reference,
      payment_method: order_payments.payment_method,
      gateway: order_payments.gateway,
      amount: order_payments.amount,
      refunded_amount: order_payments.refunded_amount,
      created_at: order_payments.created_at,
    },
    id: order_payments.id,
    createdAt: order_payments.created_at,
    map: (r): OrderPaymentRow => ({
      id: r.id,
      order_id: r.order_id,
      reference: r.reference,
      payment_method: r.payment_method as OrderPaymentRow['payment_method'],
      gateway: r.gateway,
      amount: fromMinor(r.amount),
      refunded_amount: fromMinor(r.refunded_amount),
      dispute_status: r.dispute_status,
      created_at: r.created_at.toISOString(),
    }),
  };
}

/** Exported columns of a writer's transactions. */
export const TRANSACTION_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'id', title: 'Id' },
  { key: 'description', title: 'Description' },
  { key: 'amount', title: 'Amount (KSh)' },
  { key: 'balance', title: 'Balance (KSh)' },
  { key: 'created_at', title: 'Created at' },
];

/** Writer `userId`'s ledger: signed amounts and running balances, KSh decimals. */
export function writerTransactionsTable(db: Db, userId: number): TableSpec<LedgerRow> {
  const fields = {
    id: writer_transactions.id,
    amount: writer_transactions.amount,
    description: writer_transactions.description,
    created_at: writer_transactions.created_at,
    balance: writer_transactions.balance,
  };
  return {
    rows: () => db.select(fields).from(writer_transactions).$dynamic(),
    db,
    where: [eq(writer_transactions.user_id, userId)],
    searchable: [writer_transactions.id, writer_transactions.description],
    sortable: {
      amount: writer_transactions.amount,
      description: writer_transactions.description,
      created_at: writer_transactions.created_at,
      balance: writer_transactions.balance,
    },
    id: writer_transactions.id,
    createdAt: writer_transactions.created_at,
    map: (r): WriterTransactionRow => ({
      id: r.id,
      amount: fromMinor(r.amount),
      description: r.description,
      created_at: r.created_at.toISOString(),
      balance: fromMinor(r.balance),
    }),
  };
}

/** The payment methods of the settings (id, name, description). */
export function paymentMethodsTable(db: Db): TableSpec<MethodRow> {
  const fields = {
    id: payment_methods.id,
    name: payment_methods.name,
    description: payment_methods.description,
    created_at: payment_methods.created_at,
  };
  return {
    rows: () => db.select(fields).from(payment_methods).$dynamic(),
    db,
    searchable: [payment_methods.name, payment_methods.description],
    sortable: { name: payment_methods.name, created_at: payment_methods.created_at },
    id: payment_methods.id,
    createdAt: payment_methods.created_at,
    map: (r) => ({ ...r, created_at: r.created_at.toISOString() }),
  };
}
