import { useMemo } from 'react';
import type { Withdrawal, WriterTransactionRow } from '@scriptorium/contracts/payments';
import { confirmAndRun, feedback, serverMessage, useT } from '@scriptorium/shared-kit/core';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { catalog } from '../../i18n/catalog.js';
import { withdrawalStatusLabel } from '../../i18n/labels.js';
import { transactionsTable, writerWithdrawalsTable } from './api.js';

/**
 * The writer's ledger (`GET writer/transactions`): id, date, description, signed amount and running
 * balance, KSh.
 * @see docs/product.md §3 Writer transaction, §7 Writer (listTransactions)
 */
export function TransactionsTable() {
  const t = useT(catalog);
  const columns = useMemo<TableHeader<WriterTransactionRow>[]>(
    () => [
      'id',
      'created_at',
      'description',
      { key: 'amount', label: t('payments.common.amountKsh') },
      { key: 'balance', label: t('payments.common.balanceKsh') },
    ],
    [t],
  );
  return <DataTable<WriterTransactionRow> {...transactionsTable} urlKey="tx_" dateRange exportable columns={columns} />;
}

/**
 * Asks, then cancels withdrawal `w` (`POST writer/withdrawals/{id}/cancel`); toasts the outcome and
 * calls `onAnswered` once the server answered: canceled (its amount is back on the balance), or refused
 * because an admin has started paying it meanwhile (the list then shows it "Being paid").
 */
async function cancelWithdrawal(w: Withdrawal, onAnswered: () => void): Promise<void> {
  const run = await confirmAndRun(`writer/withdrawals/${w.id}/cancel`, undefined, {
    title: catalog.t('payments.earnings.cancelConfirm.title'),
    content: catalog.t('payments.earnings.cancelConfirm.content', {
      amount: formatMoney(w.amount, { currency: 'KSh' }),
    }),
    okText: catalog.t('payments.earnings.cancelConfirm.ok'),
    cancelText: catalog.t('payments.earnings.cancelConfirm.cancel'),
  });
  if (!run.success && run.cancelled) return;
  if (run.success) feedback.toast.success(serverMessage(run.data) ?? catalog.t('payments.earnings.canceled'));
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
  const t = useT(catalog);
  const columns = useMemo<TableHeader<Withdrawal>[]>(
    () => [
      'id',
      { key: 'amount', label: t('payments.common.amountKsh') },
      { key: 'payment_account.payment_method.name', label: t('payments.common.paymentMethod'), sortable: false },
      { key: 'payment_account.account_number', label: t('payments.common.accountNumber'), sortable: false },
      {
        key: 'status',
        label: t('payments.common.status'),
        render: (w) => <StatusBadge status={w.status} label={withdrawalStatusLabel(t, w.status, true)} />,
      },
      { key: 'reference', label: t('payments.common.reference') },
      { key: 'reason_canceled', label: t('payments.common.reason'), sortable: false },
      { key: 'processed_at', label: t('payments.earnings.paidOrCanceledAt') },
      'created_at',
    ],
    [t],
  );
  return (
    <DataTable<Withdrawal>
      {...writerWithdrawalsTable}
      urlKey="wd_"
      actions={[
        {
          label: t('payments.earnings.cancel'),
          danger: true,
          hidden: (w) => w.status !== 'pending',
          onClick: (w) => cancelWithdrawal(w, () => onChanged?.()),
        },
      ]}
      columns={columns}
    />
  );
}
