import { useState } from 'react';
import type { WithdrawalStatus } from '@scriptorium/contracts/core';
import { WITHDRAWAL_STATUS_LABELS, withdrawalActions, type Withdrawal } from '@scriptorium/contracts/payments';
import { useSession } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate } from '@scriptorium/shared-kit/data';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { withdrawalCountsUrl, withdrawalsTable } from './api.js';
import { PayOutAllButton } from './PayOutAllButton.js';
import { checkPayout, payOutWithdrawal } from './WithdrawalActions.js';

/** The detail of a withdrawal, by query parameter. @see docs/product.md §2 (Withdrawal detail: query parameter withdrawalId) */
export const WITHDRAWAL_DETAIL_PATH = '/payments/withdrawals/view?withdrawalId={id}';

/** Header of the processed time per tab: Paid At for approved, Canceled At for rejected (which lists the canceled too). */
const PROCESSED_LABEL: Partial<Record<WithdrawalStatus, string>> = {
  approved: 'Paid At',
  rejected: 'Canceled At',
  canceled: 'Canceled At',
};

/** Where a payout in progress stands, in a few words. */
function payoutState(w: Withdrawal): string {
  if (!w.payout) return '';
  if (w.payout.awaiting) return 'M-Pesa: waiting for its answer';
  if (w.payout.error) return `M-Pesa failed: ${w.payout.error}`;
  return w.payout.gateway === 'mpesa' ? 'M-Pesa' : 'By hand';
}

function columns(status: WithdrawalStatus): TableHeader<Withdrawal>[] {
  const cols: TableHeader<Withdrawal>[] = [
    'id',
    { key: 'user.name', label: 'Writer' },
    { key: 'amount', label: 'Amount (KSh)' },
    { key: 'payment_account.payment_method.name', label: 'Payment Method', sortable: false },
    { key: 'payment_account.account_name', label: 'Account Name', sortable: false },
    { key: 'payment_account.account_number', label: 'Account Number', sortable: false },
    {
      key: 'status',
      label: 'Status',
      sortable: false,
      render: (w) => <StatusBadge status={w.status} label={WITHDRAWAL_STATUS_LABELS[w.status]} />,
    },
  ];
  if (status === 'processing') cols.push({ key: 'payout', label: 'Payout', sortable: false, render: payoutState });
  if (status === 'approved') cols.push({ key: 'reference', label: 'Reference' });
  if (status === 'rejected') cols.push({ key: 'reason_canceled', label: 'Reason', sortable: false });
  const processed = PROCESSED_LABEL[status];
  if (processed) cols.push({ key: 'processed_at', label: processed });
  cols.push('created_at');
  return cols;
}

/**
 * The withdrawals in one status (`GET payments/withdrawals/list/{status}`), with search, date range
 * and export; a row opens its detail. A pending row (and a processing one whose M-Pesa payment failed)
 * offers Pay out, after a confirmation; one whose M-Pesa request awaits an answer, Check M-Pesa status.
 * The pending and processing tabs offer "Pay out all M-Pesa withdrawals shown"; the processing tab
 * says how each payout stands.
 * @see docs/product.md §2 /payments/withdrawals (tabs pending, approved, rejected), §7 Payments (listAllWithdrawals);
 * docs/payments.md Withdrawals and payouts
 */
export function WithdrawalsTable({ status }: { status: WithdrawalStatus }) {
  const permissions = useSession((s) => s.user?.permissions);
  const invalidate = useInvalidate();
  const table = withdrawalsTable(status);
  const [shown, setShown] = useState<Withdrawal[]>([]);
  const reload = () => {
    void invalidate(tableKey(table.endpoint));
    void invalidate(['counts', withdrawalCountsUrl]);
  };
  return (
    <DataTable<Withdrawal>
      key={status}
      {...table}
      columns={columns(status)}
      rowLink={WITHDRAWAL_DETAIL_PATH}
      actions={[
        {
          label: status === 'processing' ? 'Pay out again' : 'Pay out',
          hidden: (w) => !withdrawalActions(w, permissions).includes('payout'),
          onClick: (w) => payOutWithdrawal(w, reload),
        },
        {
          label: 'Check M-Pesa status',
          hidden: (w) => !withdrawalActions(w, permissions).includes('check'),
          onClick: (w) => checkPayout(w, reload),
        },
      ]}
      onLoaded={(rows) => setShown(rows)}
      toolbar={
        status === 'pending' || status === 'processing' ? <PayOutAllButton rows={shown} onDone={reload} /> : undefined
      }
      dateRange
      exportable
    />
  );
}
