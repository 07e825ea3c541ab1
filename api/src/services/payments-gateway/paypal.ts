/**
 * The PayPal gateway: a payment or tip link is an Orders v2 order (intent CAPTURE) whose approve link is
 * the `payment_link`; PayPal returns the browser to `/api/payments/paypal/return?token={order}`, which
 * captures it and records the payment once (the webhook reconciles captures the return missed). A refund
 * goes to PayPal's capture refund call.
 * @see ./paypal-api.ts; docs/payments.md Checkout
 */
import type { AppConfig } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { cancelSecretFor, cancelSecretHash, paypalApi, paypalValue } from './paypal-api.js';
import type { ServiceDeps } from '../deps.js';

type PayPalConfig = NonNullable<AppConfig['paypal']>;

/** The PayPal gateway; PayPal's order id is kept as the session's `provider_session_id`. */
export function paypalGateway(deps: Pick<ServiceDeps, 'config'>, config: PayPalConfig): PaymentGateway {
  const api = paypalApi(config);
  return {
    name: 'paypal',
    paymentMethod: 'paypal',
    async createCheckout(req) {
      const what = req.kind === 'tip' ? `Tip for order #${req.orderId}` : `Payment for order #${req.orderId}`;
      const base = `${deps.config.publicUrl}/api/payments/paypal`;
      // Only the buyer's browser, sent to the cancel URL by PayPal, learns this secret; we keep its hash.
      const cancelSecret = cancelSecretFor(config, req.sessionId);
      const order = await api.createOrder(
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: String(req.orderId),
              custom_id: `${req.kind}:${req.orderId}:${req.userId}`,
              description: what,
              amount: { currency_code: 'USD', value: paypalValue(req.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: `${base}/return`,
                cancel_url: `${base}/cancel?s=${cancelSecret}`,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        // Our session id: a retried request answers the same PayPal order.
        req.sessionId,
      );
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
      if (!approve) throw new Error(`PayPal order ${order.id} has no approve link`);
      return { providerSessionId: order.id, url: approve, cancelSecretHash: cancelSecretHash(cancelSecret) };
    },
    async refund(payment, amount, key, reason) {
      if (!payment.provider_payment_id) throw new Error(`PayPal payment ${payment.id} has no capture`);
      const refund = await api.refund(payment.provider_payment_id, paypalValue(amount), reason, key);
      if (refund.status === 'FAILED' || refund.status === 'CANCELLED')
        throw new Error(`PayPal refund ${refund.id} ${refund.status}`);
      return { reference: refund.id };
    },
  };
}
