import { useState } from 'react';
import { Button, Form, InputNumber, Radio, Typography } from 'antd';
import type { CheckoutGateway, Order } from '@scriptorium/contracts/orders';
import { errorMessage, fieldErrors, runtimeConfigStore, useFeedback, useT } from '@scriptorium/shared-kit/core';
import { Money } from '@scriptorium/shared-kit/format';
import { PopupFrame } from '@scriptorium/shared-kit/ui';
import { browser } from '../../lib/browser.js';
import { catalog } from '../../i18n/catalog.js';
import { getPaymentLink, NO_PAYMENT_LINK } from './api.js';

/** How each checkout gateway reads in the modal (catalogue ids; English: 'Card — Stripe', 'PayPal', 'Sandbox (…)'). */
export const GATEWAY_OPTIONS = {
  stripe: 'orders.pay.stripe',
  paypal: 'orders.pay.paypal',
  sandbox: 'orders.pay.sandbox',
} as const satisfies Record<CheckoutGateway, string>;

/**
 * The payment modal (Pay Now, or `?paynow`): 'Amount to Pay' (USD, required, at most what is owed;
 * the pending amount by default) and, when more than one is configured, how to pay (the configured
 * gateways of `/api/config`: Card — Stripe, PayPal; the sandbox only when none is) → the gateway's link;
 * 'Redirecting...' and the browser goes there.
 * 'Payment link not generated' (or the server's message) when no link comes back; 422 under the field.
 * @see docs/product.md §2 (?paynow opens the payment modal), §5, §6 ("Only clients can pay"), §8
 */
export function PaymentModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useT(catalog);
  const { toast } = useFeedback();
  const [amount, setAmount] = useState<number | null>(order.pending_amount ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gateways = runtimeConfigStore((st) => st.config.gateways) ?? ['sandbox'];
  const [gateway, setGateway] = useState<CheckoutGateway>(gateways[0]);

  const pay = async () => {
    // Empty is missing; 0 (or less, typed before the box clamps it) is there but says nothing to pay.
    if (amount === null) {
      setError(t('orders.pay.amountRequired'));
      return;
    }
    if (!(amount > 0)) {
      setError(t('orders.pay.amountPositive'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // With one option the server's default (the first configured) is that option: no need to name it.
      const link = await getPaymentLink(order.id, amount, gateways.length > 1 ? gateway : undefined);
      toast.success(t('orders.pay.redirecting'));
      browser.assign(link);
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields?.amount) setError(fields.amount);
      else
        toast.error(
          e instanceof Error && e.message === NO_PAYMENT_LINK
            ? t('orders.pay.noLink')
            : errorMessage(e, t('orders.pay.noLink')),
        );
      setBusy(false);
    }
  };

  return (
    <PopupFrame open kind="modal" size="sm" title={t('orders.pay.title')} onClose={onClose}>
      <Typography.Paragraph>
        {t('orders.pay.stillToPay')} <Money value={order.pending_amount} currency="USD" />
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('orders.pay.amount')}
          htmlFor="amount-to-pay"
          required
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <InputNumber
            id="amount-to-pay"
            prefix="$"
            min={0}
            step={0.01}
            precision={2}
            style={{ width: '100%' }}
            value={amount}
            onChange={(v) => setAmount(v)}
          />
        </Form.Item>
        {gateways.length > 1 ? (
          <Form.Item label={t('orders.pay.with')}>
            <Radio.Group
              value={gateway}
              onChange={(e) => setGateway(e.target.value as CheckoutGateway)}
              options={gateways.map((g) => ({ value: g, label: t(GATEWAY_OPTIONS[g]) }))}
            />
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary" data-testid="payment-gateway">
            {t('orders.pay.withGateway', { gateway: t(GATEWAY_OPTIONS[gateway]) })}
          </Typography.Paragraph>
        )}
      </Form>
      <Button type="primary" block loading={busy} onClick={() => void pay()}>
        {t('orders.pay.submit')}
      </Button>
    </PopupFrame>
  );
}
