import { useMemo } from 'react';
import { Alert, Modal } from 'antd';
import { idField } from '@scriptorium/contracts/core';
import { withdrawalRequestFor, type PaymentAccount } from '@scriptorium/contracts/payments';
import { useT } from '@scriptorium/shared-kit/core';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { AutoForm } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { writerWithdrawalsTable } from './api.js';

/** Props of {@link WithdrawalRequestModal}. */
export interface WithdrawalRequestModalProps {
  open: boolean;
  /** The writer's balance, KSh decimal: the most they may ask for. */
  balance: number;
  accounts: readonly PaymentAccount[];
  /** Called once the request was accepted (the amount is then reserved). */
  onSent: () => void;
  onClose: () => void;
}

/** The account a new request goes to by default: the latest saved. */
export const defaultAccount = (accounts: readonly PaymentAccount[]) => accounts[accounts.length - 1] ?? null;

/**
 * 'Request Withdrawal': amount (required, > 0, at most two decimals, not above the balance) and the
 * payment account to pay it to. Success reads 'Withdrawal request sent' and closes after 1.5 s.
 * Without a payment account it asks for one first.
 * @see docs/product.md §5 (withdrawal offered only when balance is above 50), §7 Payments (initiateWithdrawal), §8
 */
export function WithdrawalRequestModal({ open, balance, accounts, onSent, onClose }: WithdrawalRequestModalProps) {
  const t = useT(catalog);
  const schema = useMemo(
    () => withdrawalRequestFor(balance).extend({ payment_account_id: idField(t('payments.earnings.chooseAccount')) }),
    [balance, t],
  );
  const fields = useMemo(
    () => [
      {
        name: 'amount',
        label: t('payments.common.amountKsh'),
        type: 'number' as const,
        required: true,
        helperText: t('payments.earnings.available', { amount: formatMoney(balance, { currency: 'KSh' }) }),
      },
      {
        name: 'payment_account_id',
        label: t('payments.common.paymentAccount'),
        type: 'select' as const,
        required: true,
        data: accounts.map((a) => ({
          id: a.id,
          name: `${a.payment_method?.name ?? t('payments.earnings.account')} · ${a.account_number} (${a.account_name})`,
        })),
        defaultValue: defaultAccount(accounts)?.id,
      },
    ],
    [accounts, balance, t],
  );
  return (
    <Modal
      open={open}
      title={t('payments.earnings.requestWithdrawal')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {accounts.length ? (
        <AutoForm
          fields={fields}
          action={writerWithdrawalsTable.endpoint}
          schema={schema}
          submitLabel={t('payments.earnings.requestWithdrawal')}
          onSuccess={onSent}
          onClose={onClose}
        />
      ) : (
        <Alert type="info" showIcon title={t('payments.earnings.addAccountFirst')} />
      )}
    </Modal>
  );
}
