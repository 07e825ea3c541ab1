import { formatKsh } from '@scriptorium/contracts/core';
import {
  WRITER_WITHDRAWAL_STATUS_LABELS,
  type Withdrawal,
  type WriterTransactionRow,
} from '@scriptorium/contracts/payments';
import { confirmAndRun, feedback, serverMessage } from '@scriptorium/shared-kit/core';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { transactionsTable, writerWithdrawalsTable } from './api.js';

/**
 * The writer's ledger (`GET writer/transactions`): id, date, description, signed amount and running
 * balance, KSh.
 * @see docs/product.md §3 Writer transaction, §7 Writer (listTransactions)
 */
export function TransactionsTable() {
  return (
    <DataTable<WriterTransactionRow>
      {...transactionsTable}
      urlKey="tx_"
      dateRange
      exportable
      columns={[
        'id',
        'created_at',
        'description',
        { key: 'amount', label: 'Amount (KSh)' },
        { key: 'balance', label: 'Balance (KSh)' },
      ]}
    />
  );
}

/**
 * Asks, then cancels withdrawal `w` (`POST writer/withdrawals/{id}/cancel`); toasts the outcome and
 * calls `onAnswered` once the server answered: canceled (its amount is back on the balance), or refused
 * because an admin has started paying it meanwhile (the list then shows it "Being paid").
 */
async function cancelWithdrawal(w: Withdrawal, onAnswered: () => void): Promise<void> {
  const run = await confirmAndRun(`writer/withdrawals/${w.id}/cancel`, undefined, {
    title: 'Cancel this withdrawal?',
    content: `${formatKsh(w.amount)} goes back to your balance.`,
    okText: 'Yes, cancel it',
    cancelText: 'No, keep it',
  });
  if (!run.success && run.cancelled) return;
  if (run.success) feedback.toast.success(serverMessage(run.data) ?? 'Withdrawal canceled');
  else feedback.toast.error(run.message);
  onAnswered();
}

/**
 * The writer's withdrawals (`GET writer/withdrawals`): amount, where it goes, status (approved reads
 * "Paid", processing "Being paid"), reference, the reason of a rejection, and when it was paid or
 * canceled. Only a pending one offers Cancel (after a confirmation): once an admin pays it out it is
 * locked. `onChanged` runs after a cancel, which changes the balance and ledger.
 * @see docs/product.md §3 Withdrawal, §4 Withdrawals and writers; docs/payments.md Withdrawals and payouts
 */
export function WriterWithdrawalsTable({ onChanged }: { onChanged?: () => void }) {
  return (
    <DataTable<Withdrawal>
      {...writerWithdrawalsTable}
      urlKey="wd_"
      actions={[
        {
          label: 'Cancel',
          danger: true,
          hidden: (w) => w.status !== 'pending',
          onClick: (w) => cancelWithdrawal(w, () => onChanged?.()),
        },
      ]}
      columns={[
        'id',
        { key: 'amount', label: 'Amount (KSh)' },
        { key: 'payment_account.payment_method.name', label: 'Payment Method', sortable: false },
        { key: 'payment_account.account_number', label: 'Account Number', sortable: false },
        {
          key: 'status',
          label: 'Status',
          render: (w) => <StatusBadge status={w.status} label={WRITER_WITHDRAWAL_STATUS_LABELS[w.status]} />,
        },
        { key: 'reference', label: 'Reference' },
        { key: 'reason_canceled', label: 'Reason', sortable: false },
        { key: 'processed_at', label: 'Paid / Canceled At' },
        'created_at',
      ]}
    />
  );
}
