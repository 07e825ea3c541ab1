import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Popconfirm, Typography } from 'antd';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';
import { formatMoney } from '../display/numbers.js';
import {
  PAYMENT_GATEWAY_LABELS,
  refundable,
  type OrderPaymentDetail,
  type RefundRequest,
} from '@scriptorium/contracts/payments';
import { errorMessage, fieldErrors, post } from '../api/apiClient.js';
import { useFeedback } from '../feedback/useFeedback.js';
import { PopupFrame } from '../lazy/PopupFrame.js';

/** What {@link RefundModal} takes: the order, the payment to refund (amounts in USD), whether the order has a writer. */
export interface RefundModalProps {
  orderId: number;
  payment: Pick<OrderPaymentDetail, 'id' | 'reference' | 'gateway' | 'amount' | 'refunded_amount'>;
  hasWriter: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Refund all or part of one payment: amount (USD, at most what is left; all of it by default), reason
 * (told to the client) and, when the order has a writer, an optional KSh debit of the writer. "Refund"
 * asks for confirmation naming the amount and where the money goes back (Stripe, PayPal, or recorded as
 * manual); errors stay under their fields.
 * Sends `POST orders/{orderId}/refunds` (admin, payments.order_payments.refund); on success toasts the
 * API's message, calls `onDone` then `onClose`.
 * Used by the order detail (mf-orders) and the order payments table (mf-payments); `./ui` exports it
 * as a lazy wrapper, so its code loads the first time a refund form opens.
 * @see docs/payments.md
 */
export function RefundModal({ orderId, payment, hasWriter, onClose, onDone }: RefundModalProps) {
  const { toast } = useFeedback();
  const t = useT(kitCatalog);
  // USD as the current language writes it ('$1,234.50' in English, contracts' formatUsd).
  const formatUsd = (value: number) => formatMoney(value, { currency: 'USD' });
  const left = refundable(payment);
  const [amount, setAmount] = useState<number | null>(left);
  const [reason, setReason] = useState('');
  const [debit, setDebit] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const manual = payment.gateway !== 'stripe' && payment.gateway !== 'paypal';
  const where = manual
    ? t('kit.refund.manual')
    : t('kit.refund.through', { gateway: PAYMENT_GATEWAY_LABELS[payment.gateway] });

  const submit = async () => {
    setBusy(true);
    try {
      const res = await post<{ message: string }>(`orders/${orderId}/refunds`, {
        payment_id: payment.id,
        amount: amount ?? 0,
        reason,
        ...(debit ? { writer_debit: debit } : {}),
      } satisfies RefundRequest);
      toast.success(res.message);
      onDone();
      onClose();
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields) setErrors(fields);
      else toast.error(errorMessage(e, t('kit.refund.failed')));
      setBusy(false);
    }
  };
  const help = (k: string) => (errors[k] ? { validateStatus: 'error' as const, help: errors[k] } : {});

  return (
    <PopupFrame open kind="modal" size="sm" title={t('kit.refund.title', { id: payment.id })} onClose={onClose}>
      <Typography.Paragraph>
        {t('kit.refund.summary', {
          gateway: PAYMENT_GATEWAY_LABELS[payment.gateway],
          reference: payment.reference,
          paid: formatUsd(payment.amount),
          refunded: formatUsd(payment.refunded_amount),
          left: formatUsd(left),
        })}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('kit.refund.amount')} htmlFor="refund-amount" required {...help('amount')}>
          <InputNumber
            id="refund-amount"
            prefix="$"
            min={0}
            max={left}
            step={0.01}
            precision={2}
            style={{ width: '100%' }}
            value={amount}
            onChange={setAmount}
          />
        </Form.Item>
        <Form.Item label={t('kit.refund.reason')} htmlFor="refund-reason" required {...help('reason')}>
          <Input.TextArea
            id="refund-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
        {hasWriter && (
          <Form.Item
            label={t('kit.refund.writerDebit')}
            htmlFor="refund-writer-debit"
            extra={t('kit.refund.writerDebitHelp')}
            {...help('writer_debit')}
          >
            <InputNumber
              id="refund-writer-debit"
              prefix="KSh"
              min={0}
              step={1}
              precision={2}
              style={{ width: '100%' }}
              value={debit}
              onChange={setDebit}
            />
          </Form.Item>
        )}
      </Form>
      {errors.payment_id && <Alert type="error" showIcon title={errors.payment_id} style={{ marginBottom: 12 }} />}
      <Popconfirm
        title={t('kit.refund.confirm', { amount: formatUsd(amount ?? 0) })}
        description={where}
        okText={t('kit.refund.confirmOk')}
        cancelText={t('kit.common.no')}
        onConfirm={() => void submit()}
      >
        <Button type="primary" danger block loading={busy}>
          {t('kit.refund.submit')}
        </Button>
      </Popconfirm>
    </PopupFrame>
  );
}
