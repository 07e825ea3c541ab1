/**
 * Withdrawal lists in the table protocol: an admin's list by status, and a writer's own withdrawals.
 * @see docs/product.md §2 /payments/withdrawals (tabs pending, approved, rejected; and processing: docs/payments.md
 * Withdrawals and payouts), /writer/earnings; §7 Payments
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@scriptorium/contracts/core';
import type { Db } from '../../db/client.js';
import { users, withdrawals } from '../../db/schema/index.js';
import { type TableSpec } from '../../lib/table/paginate.js';
import type { ExportColumn } from '../../lib/table/exportTable.js';
import { toWithdrawal, withdrawalRows, WRITER_VIEW, type WithdrawalRow, type WithdrawalViewer } from './view.js';

/** Exported columns of withdrawal lists (dotted keys read the mapped row). */
export const WITHDRAWAL_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'id', title: 'Id' },
  { key: 'user.name', title: 'Writer' },
  { key: 'amount', title: 'Amount (KSh)' },
  { key: 'payment_account.payment_method.name', title: 'Payment method' },
  { key: 'payment_account.account_name', title: 'Account name' },
  { key: 'payment_account.account_number', title: 'Account number' },
  { key: 'reference', title: 'Reference' },
  { key: 'status', title: 'Status' },
  { key: 'reason_canceled', title: 'Reason' },
  { key: 'processed_at', title: 'Processed at' },
  { key: 'created_at', title: 'Created at' },
];

/** Withdrawals matching `where` (a status, a writer) as `viewer` reads them, newest first by default; amounts KSh decimals. */
export function withdrawalTable(db: Db, where: SQL[], viewer: WithdrawalViewer): TableSpec<WithdrawalRow> {
  return {
    rows: () => withdrawalRows(db),
    db,
    where,
    searchable: [
      withdrawals.id,
      users.name,
      withdrawals.reference,
      withdrawals.account_number,
      withdrawals.account_name,
      withdrawals.payment_method_name,
    ],
    sortable: {
      amount: withdrawals.amount,
      status: withdrawals.status,
      reference: withdrawals.reference,
      created_at: withdrawals.created_at,
      processed_at: withdrawals.processed_at,
      'user.name': users.name,
    },
    id: withdrawals.id,
    createdAt: withdrawals.created_at,
    map: (row) => toWithdrawal(row, viewer),
  };
}

/**
 * An admin's list of withdrawals in `status`. The Rejected tab's list (`rejected`) also holds the ones
 * their writer canceled: both gave the amount back and show Canceled At, and the spec's tabs are pending,
 * approved and rejected (the Status column tells the two apart). `canceled` lists those alone.
 */
export const withdrawalsByStatus = (db: Db, status: WithdrawalStatus, viewer: WithdrawalViewer) =>
  withdrawalTable(
    db,
    [status === 'rejected' ? inArray(withdrawals.status, ['rejected', 'canceled']) : eq(withdrawals.status, status)],
    viewer,
  );

/** One writer's own withdrawals (without payout details). */
export const writerWithdrawals = (db: Db, userId: number) =>
  withdrawalTable(db, [eq(withdrawals.user_id, userId)], WRITER_VIEW);
