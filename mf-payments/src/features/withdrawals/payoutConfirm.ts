import type { Withdrawal } from '@scriptorium/contracts/payments';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { catalog } from '../../i18n/catalog.js';

/** Where a withdrawal goes, for a confirmation: "M-Pesa 0712345678 (Wanjiru)"; without an account, "the writer" in the current language. */
export function destination(w: Withdrawal): string {
  const account = w.payment_account;
  if (!account) return catalog.t('payments.withdrawals.theWriter');
  return `${account.payment_method.name} ${account.account_number}${account.account_name ? ` (${account.account_name})` : ''}`;
}

/**
 * The question Pay out asks before it acts, in the current language (built when asked): through M-Pesa
 * it sends the money now; by hand it locks the withdrawal (the writer can no longer cancel it) for the
 * admin to pay and then Mark Paid. Amounts KSh.
 * @see docs/payments.md Withdrawals and payouts
 */
export function payoutConfirmation(w: Withdrawal): {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
} {
  const amount = formatMoney(w.amount, { currency: 'KSh' });
  const to = destination(w);
  if (w.payout?.channel === 'mpesa') {
    return {
      title: catalog.t('payments.withdrawals.confirmMpesa.title', { amount }),
      content: catalog.t('payments.withdrawals.confirmMpesa.content', { destination: to }),
      okText: catalog.t('payments.withdrawals.confirmMpesa.ok'),
      cancelText: catalog.t('payments.common.notNow'),
    };
  }
  return {
    title: catalog.t('payments.withdrawals.confirmManual.title', { amount }),
    content: catalog.t('payments.withdrawals.confirmManual.content', { destination: to }),
    okText: catalog.t('payments.withdrawals.confirmManual.ok'),
    cancelText: catalog.t('payments.common.notNow'),
  };
}
