import { WITHDRAWAL_STATUS_LABELS, type Withdrawal, type WriterTransactionRow } from '@scriptorium/contracts/payments';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { transactionsTable, writerWithdrawalsTable } from './api.js';

/**
 * The writer's ledger (`GET writer/transactions`): id, date, description, signed amount and running
 * balance, KSh.
 * @see spec §3 Writer transaction, §7 Writer (listTransactions)
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
 * The writer's withdrawals (`GET writer/withdrawals`): amount, where it goes, status (approved reads
 * "Paid"), reference, the reason of a rejection, and when it was paid or canceled.
 * @see spec §3 Withdrawal, §4 Withdrawals and writers
 */
export function WriterWithdrawalsTable() {
  return (
    <DataTable<Withdrawal>
      {...writerWithdrawalsTable}
      urlKey="wd_"
      columns={[
        'id',
        { key: 'amount', label: 'Amount (KSh)' },
        { key: 'payment_account.payment_method.name', label: 'Payment Method', sortable: false },
        { key: 'payment_account.account_number', label: 'Account Number', sortable: false },
        { key: 'status', label: 'Status', render: (w) => <StatusBadge status={w.status} label={WITHDRAWAL_STATUS_LABELS[w.status]} /> },
        { key: 'reference', label: 'Reference' },
        { key: 'reason_canceled', label: 'Reason', sortable: false },
        { key: 'processed_at', label: 'Paid / Canceled At' },
        'created_at',
      ]}
    />
  );
}
