/**
 * Which checkout gateways this installation offers: Stripe (Card) when `STRIPE_SECRET_KEY` is set, PayPal
 * when `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET` are, and the built-in sandbox only when neither is.
 * @see docs/payments.md Checkout (which gateway)
 */
import type { CheckoutGateway } from '@scriptorium/contracts/orders';
import type { AppConfig } from '../../config.js';

/** The gateways the payment modal offers, in order (never empty). */
export function configuredGateways(config: Pick<AppConfig, 'stripe' | 'paypal'>): CheckoutGateway[] {
  const out: CheckoutGateway[] = [];
  if (config.stripe) out.push('stripe');
  if (config.paypal) out.push('paypal');
  return out.length ? out : ['sandbox'];
}
