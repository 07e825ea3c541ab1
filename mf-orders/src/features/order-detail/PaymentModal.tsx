import { useState } from 'react';
import { Button, Form, InputNumber, Radio, Typography } from 'antd';
import type { CheckoutGateway, Order } from '@scriptorium/contracts/orders';
import { errorMessage, fieldErrors, runtimeConfigStore, useFeedback } from '@scriptorium/shared-kit/core';
import { Money } from '@scriptorium/shared-kit/format';
import { PopupFrame } from '@scriptorium/shared-kit/ui';
import { browser } from '../../lib/browser.js';
import { getPaymentLink, NO_PAYMENT_LINK } from './api.js';

/** Label and required message of the payment amount (docs/product.md §5 "Payment 'Amount to Pay' is required"). */
export const AMOUNT_TO_PAY = 'Amount to Pay';

/** How each checkout gateway reads in the modal. */
export const GATEWAY_OPTIONS: Record<CheckoutGateway, string> = {
  stripe: 'Card — Stripe',
  paypal: 'PayPal',
  sandbox: 'Sandbox (test payment, no card is charged)',
};

/**
 * The payment modal (Pay Now, or `?paynow`): 'Amount to Pay' (USD, required, at most what is owed;
 * the pending amount by default) and, when more than one is configured, how to pay (the configured
 * gateways of `/api/config`: Card — Stripe, PayPal; the sandbox only when none is) → the gateway's link;
 * 'Redirecting...' and the browser goes there.
 * 'Payment link not generated' (or the server's message) when no link comes back; 422 under the field.
 * @see docs/product.md §2 (?paynow opens the payment modal), §5, §6 ("Only clients can pay"), §8
 */
export function PaymentModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { toast } = useFeedback();
  const [amount, setAmount] = useState<number | null>(order.pending_amount ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gateways = runtimeConfigStore((st) => st.config.gateways) ?? ['sandbox'];
  const [gateway, setGateway] = useState<CheckoutGateway>(gateways[0]);

  const pay = async () => {
    // Empty is missing; 0 (or less, typed before the box clamps it) is there but says nothing to pay.
    if (amount === null) {
      setError(`${AMOUNT_TO_PAY} is required`);
      return;
    }
    if (!(amount > 0)) {
      setError(`${AMOUNT_TO_PAY} must be greater than 0`);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // With one option the server's default (the first configured) is that option: no need to name it.
      const link = await getPaymentLink(order.id, amount, gateways.length > 1 ? gateway : undefined);
      toast.success('Redirecting...');
      browser.assign(link);
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields?.amount) setError(fields.amount);
      else
        toast.error(
          e instanceof Error && e.message === NO_PAYMENT_LINK ? NO_PAYMENT_LINK : errorMessage(e, NO_PAYMENT_LINK),
        );
      setBusy(false);
    }
  };

  return (
    <PopupFrame open kind="modal" size="sm" title="Pay for this order" onClose={onClose}>
      <Typography.Paragraph>
        Still to pay: <Money value={order.pending_amount} currency="USD" />
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={AMOUNT_TO_PAY}
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
          <Form.Item label="Pay with">
            <Radio.Group
              value={gateway}
              onChange={(e) => setGateway(e.target.value as CheckoutGateway)}
              options={gateways.map((g) => ({ value: g, label: GATEWAY_OPTIONS[g] }))}
            />
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary" data-testid="payment-gateway">
            Pay with: {GATEWAY_OPTIONS[gateway]}
          </Typography.Paragraph>
        )}
      </Form>
      <Button type="primary" block loading={busy} onClick={() => void pay()}>
        Pay Now
      </Button>
    </PopupFrame>
  );
}
