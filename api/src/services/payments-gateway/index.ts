/**
 * Choosing the payment gateway (its interface, ./gateway.ts: how the API asks a provider for a hosted
 * payment page, a "checkout session", for an order's price or a tip, expires one, and gives money back;
 * the implementations import only that file, never this one); and the built-in SANDBOX
 * gateway, the default, which serves its payment page itself at `GET /api/checkout/{session}`
 * (routes/api/checkout): a "Pay $X" button confirms the payment exactly once and returns the browser to
 * `/orders/order/{id}?status=success` (Cancel → `?status=error`).
 *
 * A gateway only talks to its provider: the session row is reserved beforehand under our own id
 * (`creating`, ./checkout-links.ts) and completed from the answer, so no provider call runs inside a
 * database transaction. Stripe (./stripe.ts) and PayPal (./paypal.ts) confirm through their webhook (PayPal
 * also through its return URL), which finds the session by the provider's id. Which ones are on depends
 * on the configuration (./registry.ts); the sandbox only when no real one is.
 * @see docs/payments.md (Checkout); docs/product.md §7 getPaymentLink ('Payment link not generated'), approveOrder (tip_url)
 */
import { randomBytes } from 'node:crypto';
import type { CheckoutGateway } from '@scriptorium/contracts/orders';
import { fieldError } from '../../lib/http-errors.js';
import { paypalGateway } from './paypal.js';
import { configuredGateways } from './registry.js';
import { stripeGateway } from './stripe.js';
import type { ServiceDeps } from '../deps.js';
import type { PaymentGateway } from './gateway.js';

export type { CheckoutRequest, PaymentGateway, ProviderCheckout } from './gateway.js';

export { CHECKOUT_TTL_MS } from './return-url.js';

/** The message when no link could be made (docs/product.md §8). */
export const PAYMENT_LINK_FAILED = 'Payment link not generated';

/** `cs_` + 32 random bytes, base64url: the unguessable session id and capability. */
export function newSessionId(): string {
  return `cs_${randomBytes(32).toString('base64url')}`;
}

/**
 * The built-in sandbox: no card is charged; its payment page confirms at once. It records card payments,
 * so its `payment_method` is `stripe` (the card method of docs/product.md §7 markPaid).
 */
export function sandboxGateway(publicUrl: string): PaymentGateway {
  return {
    name: 'sandbox',
    paymentMethod: 'stripe',
    // The page is ours: the provider's id is our id.
    createCheckout: (req) =>
      Promise.resolve({ providerSessionId: req.sessionId, url: `${publicUrl}/api/checkout/${req.sessionId}` }),
  };
}

/**
 * Gateway `name` of this installation, or the first configured one when `name` is absent. Throws a 422 on
 * `gateway` when that one is not configured. A name of a past session (`gatewayOf`) is found whatever is
 * configured now only when the provider still is.
 */
export function paymentGateway(deps: Pick<ServiceDeps, 'config'>, name?: CheckoutGateway): PaymentGateway {
  const offered = configuredGateways(deps.config);
  const chosen = name ?? offered[0];
  if (!offered.includes(chosen)) throw fieldError('gateway', 'This payment option is not available');
  return gatewayNamed(deps, chosen)!;
}

/** The gateway named `name` when it can still be called (sandbox always; Stripe/PayPal when configured). */
export function gatewayNamed(deps: Pick<ServiceDeps, 'config'>, name: string): PaymentGateway | null {
  if (name === 'stripe') return deps.config.stripe ? stripeGateway(deps, deps.config.stripe) : null;
  if (name === 'paypal') return deps.config.paypal ? paypalGateway(deps, deps.config.paypal) : null;
  if (name === 'sandbox') return sandboxGateway(deps.config.publicUrl);
  return null;
}
