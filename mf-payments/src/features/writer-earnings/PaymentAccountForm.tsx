import { paymentAccountRequest, type PaymentAccount } from '@scriptorium/contracts/payments';
import { AutoForm, type FieldDefinition } from '@scriptorium/shared-kit/ui';
import { paymentAccountAction, paymentMethodsUrl } from './api.js';

/** Props of {@link PaymentAccountForm}. */
export interface PaymentAccountFormProps {
  /** The account shown for editing (the writer's latest), if any. */
  account: PaymentAccount | null;
  /** Called after the server saved the account. */
  onSaved: () => void;
}

const FIELDS: FieldDefinition[] = [
  { name: 'payment_method_id', label: 'Payment Method', type: 'select', url: paymentMethodsUrl, required: true },
  { name: 'account_number', label: 'Account Number', required: true },
  { name: 'account_name', label: 'Account Name', required: true },
];

/**
 * Where withdrawals are paid: payment method (from the settings), account number and name. One account
 * per method — saving for a method the writer already has updates it ('Payment Account updated').
 * @see docs/product.md §3 Payment account, §7 Payments (addAccount)
 */
export function PaymentAccountForm({ account, onSaved }: PaymentAccountFormProps) {
  return (
    <AutoForm
      key={account?.id ?? 'new'}
      fields={FIELDS}
      action={paymentAccountAction}
      schema={paymentAccountRequest}
      initialValues={account ? { payment_method_id: account.payment_method_id, account_number: account.account_number, account_name: account.account_name } : undefined}
      retain
      submitLabel="Save Payment Account"
      onSuccess={onSaved}
    />
  );
}
