import { useMemo, useState } from 'react';
import { Alert, Form, Select, Typography } from 'antd';
import {
  PAYMENT_ACCOUNT_FIELDS,
  paymentAccountRequestFor,
  paymentMethodKind,
  type PaymentAccount,
  type PaymentMethodKind,
} from '@scriptorium/contracts/payments';
import { useT } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
import { AutoForm, type FieldDefinition } from '@scriptorium/shared-kit/ui';
import { catalog, type PaymentsMessageId, type PaymentsT } from '../../i18n/catalog.js';
import { paymentAccountAction, paymentMethodsQuery } from './api.js';

/** Props of {@link PaymentAccountForm}. */
export interface PaymentAccountFormProps {
  /** The writer's saved accounts (one per method). */
  accounts: readonly PaymentAccount[];
  /** The account shown first (the writer's latest), if any. */
  account: PaymentAccount | null;
  /** Called after the server saved the account. */
  onSaved: () => void;
}

/** What each field of a kind of method helps the writer type. */
const HELP: Record<string, Partial<Record<PaymentMethodKind, PaymentsMessageId>>> = {
  account_number: {
    mpesa: 'payments.account.mpesaHelp',
    paypal: 'payments.account.paypalHelp',
  },
};

/** The label of each field contracts' `PAYMENT_ACCOUNT_FIELDS` names, by its English text. */
const FIELD_LABELS: Record<string, PaymentsMessageId> = {
  'M-Pesa Number': 'payments.account.mpesaNumber',
  'PayPal Email': 'payments.account.paypalEmail',
  'Account Name': 'payments.common.accountName',
  'Bank Name': 'payments.account.bankName',
  'Account Number': 'payments.common.accountNumber',
};

/**
 * The fields a method of `kind` asks for (its id as a hidden field), in the order contracts'
 * `PAYMENT_ACCOUNT_FIELDS` lists them, labelled in the current language (a label not known here as it is).
 */
function fieldsFor(kind: PaymentMethodKind, methodId: number, t: PaymentsT): FieldDefinition[] {
  const labels = PAYMENT_ACCOUNT_FIELDS[kind];
  return [
    { name: 'payment_method_id', type: 'hidden', defaultValue: methodId },
    ...Object.entries(labels).map(([name, label]): FieldDefinition => {
      const help = HELP[name]?.[kind];
      const id = Object.hasOwn(FIELD_LABELS, label) ? FIELD_LABELS[label] : undefined;
      return {
        name,
        label: id ? t(id) : label,
        required: true,
        type: name === 'account_number' && kind === 'paypal' ? 'email' : 'text',
        helperText: help ? t(help) : undefined,
      };
    }),
  ];
}

/**
 * Where withdrawals are paid: the payment method (from the settings), then what that method needs —
 * M-Pesa a Kenyan mobile number, PayPal an email, a bank the account name, the bank's name and the
 * account number — each checked here and by the server, whose refusal shows under its field. One
 * account per method: choosing a method the writer already has shows that account, and saving updates
 * it ('Payment Account updated').
 * @see docs/product.md §3 Payment account, §7 Payments (addAccount)
 */
export function PaymentAccountForm({ accounts, account, onSaved }: PaymentAccountFormProps) {
  const t = useT(catalog);
  const methods = useResource(paymentMethodsQuery());
  const [methodId, setMethodId] = useState<number | null>(account?.payment_method_id ?? null);
  const method = methods.data?.find((m) => m.id === methodId) ?? null;
  const kind = paymentMethodKind(method?.name);
  const saved = accounts.find((a) => a.payment_method_id === methodId) ?? null;
  const schema = useMemo(() => paymentAccountRequestFor(kind), [kind]);
  const fields = useMemo(() => (methodId ? fieldsFor(kind, methodId, t) : []), [kind, methodId, t]);

  return (
    <>
      {methods.error && <Alert type="error" showIcon title={methods.error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component="div">
        <Form.Item label={t('payments.common.paymentMethod')} htmlFor="payment-account-method" required>
          <Select
            id="payment-account-method"
            placeholder={t('payments.account.methodPlaceholder')}
            loading={methods.loading && !methods.data}
            value={methodId ?? undefined}
            onChange={(id: number) => setMethodId(id)}
            options={(methods.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
      </Form>
      {methodId && method ? (
        <AutoForm
          // A saved account comes back as the server keeps it (an M-Pesa number as 2547…): show that.
          key={`${methodId}:${saved?.account_number ?? ''}:${saved?.bank_name ?? ''}`}
          fields={fields}
          action={paymentAccountAction}
          schema={schema}
          initialValues={
            saved
              ? {
                  account_number: saved.account_number,
                  account_name: saved.account_name,
                  bank_name: saved.bank_name ?? null,
                }
              : undefined
          }
          retain
          submitLabel={t('payments.account.save')}
          onSuccess={onSaved}
        />
      ) : (
        <Typography.Text type="secondary">{t('payments.account.chooseMethod')}</Typography.Text>
      )}
    </>
  );
}
