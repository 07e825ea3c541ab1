import { useMemo, useState } from 'react';
import { Button, Modal, Space } from 'antd';
import {
  approveWithdrawalRequest,
  rejectWithdrawalRequest,
  withdrawalActions,
  type Withdrawal,
} from '@scriptorium/contracts/payments';
import {
  confirmAndRun,
  errorMessage,
  feedback,
  post,
  serverMessage,
  useSession,
  useT,
} from '@scriptorium/shared-kit/core';
import { AutoForm, type FieldDefinition } from '@scriptorium/shared-kit/ui';
import { approveWithdrawalAction, checkPayoutAction, payoutWithdrawalAction, rejectWithdrawalAction } from './api.js';
import { catalog, type PaymentsT } from '../../i18n/catalog.js';
import { payoutConfirmation } from './payoutConfirm.js';

/** Props of {@link WithdrawalActions}. */
export interface WithdrawalActionsProps {
  withdrawal: Withdrawal;
  /** Called when an action was answered (success, or refused because someone else acted first). */
  onDone: () => void;
}

/** Mark Paid's one field, the payment reference, in the current language. */
const markPaidFields = (t: PaymentsT): FieldDefinition[] => [
  {
    name: 'reference',
    label: t('payments.common.reference'),
    required: true,
    helperText: t('payments.withdrawals.referenceHelp'),
  },
];
/** Reject's one field, the reason (contracts' `REJECT_REASON_LABEL`, 'Reason for Rejection'), in the current language. */
const rejectFields = (t: PaymentsT): FieldDefinition[] => [
  { name: 'reason', label: t('payments.withdrawals.rejectReason'), type: 'textarea', required: true },
];

/**
 * Asks, then pays withdrawal `w` out (`POST payments/withdrawals/{id}/payout`); toasts the answer and
 * calls `onDone` unless the admin said no.
 */
export async function payOutWithdrawal(w: Withdrawal, onDone: () => void): Promise<void> {
  const run = await confirmAndRun(payoutWithdrawalAction(w.id), undefined, payoutConfirmation(w));
  if (!run.success && run.cancelled) return;
  if (run.success) feedback.toast.success(serverMessage(run.data) ?? catalog.t('payments.withdrawals.payoutStarted'));
  else feedback.toast.error(run.message);
  onDone();
}

/** Asks M-Pesa how withdrawal `w`'s unanswered payment stands (`POST …/payout/check`); toasts the answer, then `onDone`. */
export async function checkPayout(w: Withdrawal, onDone: () => void): Promise<void> {
  try {
    feedback.toast.success(
      serverMessage(await post(checkPayoutAction(w.id))) ?? catalog.t('payments.withdrawals.mpesaAsked'),
    );
  } catch (err) {
    feedback.toast.error(errorMessage(err));
  }
  onDone();
}

/**
 * The admin's actions on a withdrawal, each shown only to an admin holding its permission: Pay out (a
 * pending one, after a confirmation; again after a failed M-Pesa attempt), Mark Paid (needs a reference)
 * and Reject (needs a reason, textarea 'Reason for Rejection') while pending or processing; while an
 * M-Pesa request awaits its answer, only Check M-Pesa status. Success of Mark Paid and Reject reads
 * 'Withdrawal updated'.
 * @see docs/product.md §4 Withdrawals and writers, §5 (Reject reason is a textarea labelled 'Reason for Rejection'),
 * §6 (approve_withdrawal = Mark Paid, reject_withdrawal = Reject); docs/payments.md Withdrawals and payouts
 */
export function WithdrawalActions({ withdrawal, onDone }: WithdrawalActionsProps) {
  const t = useT(catalog);
  const permissions = useSession((s) => s.user?.permissions);
  const markPaid = useMemo(() => markPaidFields(t), [t]);
  const reject = useMemo(() => rejectFields(t), [t]);
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const actions = withdrawalActions(withdrawal, permissions);
  if (!actions.length) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Space wrap>
        {actions.includes('payout') && (
          <Button type="primary" onClick={() => void payOutWithdrawal(withdrawal, onDone)}>
            {t(withdrawal.status === 'processing' ? 'payments.withdrawals.payOutAgain' : 'payments.withdrawals.payOut')}
          </Button>
        )}
        {actions.includes('check') && (
          <Button onClick={() => void checkPayout(withdrawal, onDone)}>{t('payments.withdrawals.checkMpesa')}</Button>
        )}
        {actions.includes('approve') && (
          <Button type={actions.includes('payout') ? 'default' : 'primary'} onClick={() => setOpen('approve')}>
            {t('payments.withdrawals.markPaid')}
          </Button>
        )}
        {actions.includes('reject') && (
          <Button danger onClick={() => setOpen('reject')}>
            {t('payments.withdrawals.reject')}
          </Button>
        )}
      </Space>
      <Modal
        open={open === 'approve'}
        title={t('payments.withdrawals.markPaid')}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <AutoForm
          fields={markPaid}
          action={approveWithdrawalAction(withdrawal.id)}
          schema={approveWithdrawalRequest}
          submitLabel={t('payments.withdrawals.markPaid')}
          onSuccess={onDone}
          onError={onDone}
          onClose={close}
        />
      </Modal>
      <Modal
        open={open === 'reject'}
        title={t('payments.withdrawals.rejectTitle')}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <AutoForm
          fields={reject}
          action={rejectWithdrawalAction(withdrawal.id)}
          schema={rejectWithdrawalRequest}
          submitLabel={t('payments.withdrawals.reject')}
          onSuccess={onDone}
          onError={onDone}
          onClose={close}
        />
      </Modal>
    </>
  );
}
