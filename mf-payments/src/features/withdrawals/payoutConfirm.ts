import { formatKsh } from '@scriptorium/contracts/core';
import type { Withdrawal } from '@scriptorium/contracts/payments';

/** Where a withdrawal goes, for a confirmation: "M-Pesa 0712345678 (Wanjiru)". */
export function destination(w: Withdrawal): string {
  const account = w.payment_account;
  if (!account) return 'the writer';
  return `${account.payment_method.name} ${account.account_number}${account.account_name ? ` (${account.account_name})` : ''}`;
}

/**
 * The question Pay out asks before it acts: through M-Pesa it sends the money now; by hand it locks the
 * withdrawal (the writer can no longer cancel it) for the admin to pay and then Mark Paid.
 * @see docs/payments.md Withdrawals and payouts
 */
export function payoutConfirmation(w: Withdrawal): {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
} {
  if (w.payout?.channel === 'mpesa') {
    return {
      title: `Send ${formatKsh(w.amount)} by M-Pesa?`,
      content: `To ${destination(w)}. M-Pesa confirms the payment within minutes; the withdrawal is then marked paid with the M-Pesa receipt.`,
      okText: 'Yes, send it',
      cancelText: 'Not now',
    };
  }
  return {
    title: `Pay out ${formatKsh(w.amount)}?`,
    content: `To ${destination(w)}. The writer can no longer cancel it. Send the money, then Mark Paid with the reference.`,
    okText: 'Yes, pay out',
    cancelText: 'Not now',
  };
}
