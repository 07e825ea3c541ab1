import type { WithdrawalStatus } from '@scriptorium/contracts/core';
import { WITHDRAWAL_STATUS_LABELS, type Withdrawal } from '@scriptorium/contracts/payments';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { withdrawalsTable } from './api.js';

/** The detail of a withdrawal, by query parameter. @see docs/product.md §2 (Withdrawal detail: query parameter withdrawalId) */
export const WITHDRAWAL_DETAIL_PATH = '/payments/withdrawals/view?withdrawalId={id}';

/** Header of the processed time per tab: Paid At for approved, Canceled At for rejected (which lists the canceled too). */
const PROCESSED_LABEL: Partial<Record<WithdrawalStatus, string>> = { approved: 'Paid At', rejected: 'Canceled At', canceled: 'Canceled At' };

function columns(status: WithdrawalStatus): TableHeader<Withdrawal>[] {
  const cols: TableHeader<Withdrawal>[] = [
    'id',
    { key: 'user.name', label: 'Writer' },
    { key: 'amount', label: 'Amount (KSh)' },
    { key: 'payment_account.payment_method.name', label: 'Payment Method', sortable: false },
    { key: 'payment_account.account_name', label: 'Account Name', sortable: false },
    { key: 'payment_account.account_number', label: 'Account Number', sortable: false },
    { key: 'status', label: 'Status', sortable: false, render: (w) => <StatusBadge status={w.status} label={WITHDRAWAL_STATUS_LABELS[w.status]} /> },
  ];
  if (status === 'approved') cols.push({ key: 'reference', label: 'Reference' });
  if (status === 'rejected') cols.push({ key: 'reason_canceled', label: 'Reason', sortable: false });
  const processed = PROCESSED_LABEL[status];
  if (processed) cols.push({ key: 'processed_at', label: processed });
  cols.push('created_at');
  return cols;
}

/**
 * The withdrawals in one status (`GET payments/withdrawals/list/{status}`), with search, date range
 * and export; a row opens its detail.
 * @see docs/product.md §2 /payments/withdrawals (tabs pending, approved, rejected), §7 Payments (listAllWithdrawals)
 */
export function WithdrawalsTable({ status }: { status: WithdrawalStatus }) {
  return (
    <DataTable<Withdrawal>
      key={status}
      {...withdrawalsTable(status)}
      columns={columns(status)}
      rowLink={WITHDRAWAL_DETAIL_PATH}
      dateRange
      exportable
    />
  );
}
