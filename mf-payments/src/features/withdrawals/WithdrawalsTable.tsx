import { useMemo, useState } from 'react';
import type { WithdrawalStatus } from '@scriptorium/contracts/core';
import { withdrawalActions, type Withdrawal } from '@scriptorium/contracts/payments';
import { useSession, useT } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate } from '@scriptorium/shared-kit/data';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { catalog, type PaymentsMessageId, type PaymentsT } from '../../i18n/catalog.js';
import { withdrawalStatusLabel } from '../../i18n/labels.js';
import { withdrawalCountsUrl, withdrawalsTable } from './api.js';
import { PayOutAllButton } from './PayOutAllButton.js';
import { checkPayout, payOutWithdrawal } from './WithdrawalActions.js';

/** The detail of a withdrawal, by query parameter. @see docs/product.md §2 (Withdrawal detail: query parameter withdrawalId) */
export const WITHDRAWAL_DETAIL_PATH = '/payments/withdrawals/view?withdrawalId={id}';

/** Header of the processed time per tab: Paid At for approved, Canceled At for rejected (which lists the canceled too). */
const PROCESSED_LABEL: Partial<Record<WithdrawalStatus, PaymentsMessageId>> = {
  approved: 'payments.withdrawals.paidAt',
  rejected: 'payments.withdrawals.canceledAt',
  canceled: 'payments.withdrawals.canceledAt',
};

/** Where a payout in progress stands, in a few words of the current language. */
function payoutState(w: Withdrawal, t: PaymentsT): string {
  if (!w.payout) return '';
  if (w.payout.awaiting) return t('payments.withdrawals.mpesaAwaiting');
  if (w.payout.error) return t('payments.withdrawals.mpesaFailed', { error: w.payout.error });
  return w.payout.gateway === 'mpesa' ? 'M-Pesa' : t('payments.withdrawals.byHand');
}

/** The columns of a status tab, titled in the current language. */
function columns(status: WithdrawalStatus, t: PaymentsT): TableHeader<Withdrawal>[] {
  const cols: TableHeader<Withdrawal>[] = [
    'id',
    { key: 'user.name', label: t('payments.common.writer') },
    { key: 'amount', label: t('payments.common.amountKsh') },
    { key: 'payment_account.payment_method.name', label: t('payments.common.paymentMethod'), sortable: false },
    { key: 'payment_account.account_name', label: t('payments.common.accountName'), sortable: false },
    { key: 'payment_account.account_number', label: t('payments.common.accountNumber'), sortable: false },
    {
      key: 'status',
      label: t('payments.common.status'),
      sortable: false,
      render: (w) => <StatusBadge status={w.status} label={withdrawalStatusLabel(t, w.status)} />,
    },
  ];
  if (status === 'processing')
    cols.push({
      key: 'payout',
      label: t('payments.withdrawals.payout'),
      sortable: false,
      render: (w) => payoutState(w, t),
    });
  if (status === 'approved') cols.push({ key: 'reference', label: t('payments.common.reference') });
  if (status === 'rejected') cols.push({ key: 'reason_canceled', label: t('payments.common.reason'), sortable: false });
  const processed = PROCESSED_LABEL[status];
  if (processed) cols.push({ key: 'processed_at', label: t(processed) });
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
  const t = useT(catalog);
  const cols = useMemo(() => columns(status, t), [status, t]);
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
      columns={cols}
      rowLink={WITHDRAWAL_DETAIL_PATH}
      actions={[
        {
          label: t(status === 'processing' ? 'payments.withdrawals.payOutAgain' : 'payments.withdrawals.payOut'),
          hidden: (w) => !withdrawalActions(w, permissions).includes('payout'),
          onClick: (w) => payOutWithdrawal(w, reload),
        },
        {
          label: t('payments.withdrawals.checkMpesa'),
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
