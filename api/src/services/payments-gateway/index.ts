/**
 * The payment gateway interface: how the API asks a provider for a hosted payment page (a "checkout
 * session") for an order's price or a tip, expires one, and gives money back; and the built-in SANDBOX
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
import type { FastifyInstance } from 'fastify';
import type { CheckoutGateway, OrderPaymentMethod } from '@scriptorium/contracts/orders';
import { order_payments, type CheckoutKind } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import { paypalGateway } from './paypal.js';
import { configuredGateways } from './registry.js';
import { stripeGateway } from './stripe.js';

/** What to charge: the reserved session (`checkout_sessions` row in status `creating`). */
export interface CheckoutRequest {
  /** Our id of the session (`newSessionId()`): the provider's idempotency key / request id. */
  sessionId: string;
  orderId: number;
  /** The paying client. */
  userId: number;
  kind: CheckoutKind;
  /** USD minor units, > 0. */
  amount: number;
}

/** What the provider made of a request: its id of the session and the page to send the browser to. */
export interface ProviderCheckout {
  /** Stripe's `cs_…`, PayPal's order id; the sandbox answers our own id. */
  providerSessionId: string;
  url: string;
  /** SHA-256 (hex) of a secret the page's cancel URL carries, when the gateway uses one (stored on the session). */
  cancelSecretHash?: string;
}

export interface PaymentGateway {
  /** Stored on the session and the payment (`gateway`). */
  readonly name: CheckoutGateway;
  /** The `payment_method` of the order payments it confirms. */
  readonly paymentMethod: OrderPaymentMethod;
  /**
   * Asks the provider for a session (idempotent under `req.sessionId`). Runs outside any transaction;
   * throws when the provider refuses or cannot be reached.
   */
  createCheckout(req: CheckoutRequest): Promise<ProviderCheckout>;
  /**
   * Closes session `providerSessionId` at the provider so it can no longer be paid (Stripe's expire).
   * Absent when the provider has no such call (the sandbox and PayPal: a session closed here is never
   * confirmed or captured). Throws when the provider refuses.
   */
  expireCheckout?(providerSessionId: string): Promise<void>;
  /**
   * Gives back `amount` USD minor units of `payment` through the provider, idempotent under `key`;
   * answers the provider's refund id. Absent for the sandbox (its refunds are manual). Throws when refused.
   */
  refund?(payment: typeof order_payments.$inferSelect, amount: number, key: string, reason: string): Promise<{ reference: string }>;
}

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
    createCheckout: (req) => Promise.resolve({ providerSessionId: req.sessionId, url: `${publicUrl}/api/checkout/${req.sessionId}` }),
  };
}

/**
 * Gateway `name` of this installation, or the first configured one when `name` is absent. Throws a 422 on
 * `gateway` when that one is not configured. A name of a past session (`gatewayOf`) is found whatever is
 * configured now only when the provider still is.
 */
export function paymentGateway(app: FastifyInstance, name?: CheckoutGateway): PaymentGateway {
  const offered = configuredGateways(app.config);
  const chosen = name ?? offered[0];
  if (!offered.includes(chosen)) throw fieldError('gateway', 'This payment option is not available');
  return gatewayNamed(app, chosen)!;
}

/** The gateway named `name` when it can still be called (sandbox always; Stripe/PayPal when configured). */
export function gatewayNamed(app: FastifyInstance, name: string): PaymentGateway | null {
  if (name === 'stripe') return app.config.stripe ? stripeGateway(app, app.config.stripe) : null;
  if (name === 'paypal') return app.config.paypal ? paypalGateway(app, app.config.paypal) : null;
  if (name === 'sandbox') return sandboxGateway(app.config.publicUrl);
  return null;
}
