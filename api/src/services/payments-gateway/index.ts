/**
 * The payment gateway interface: how the API asks for a hosted payment page (a "checkout session") for
 * an order's price or a tip, and the built-in SANDBOX gateway, the default. The sandbox keeps its
 * sessions in `checkout_sessions` and serves the payment page itself at `GET /api/checkout/{session}`
 * (routes/api/checkout): a "Pay $X" button confirms the payment exactly once and returns the browser to
 * `/orders/order/{id}?status=success` (Cancel → `?status=error`).
 *
 * Stripe (./stripe.ts) and PayPal (./paypal.ts) implement `PaymentGateway` the same way: they create the
 * session on their side, keep it in `checkout_sessions` under the provider's id, and confirm through their
 * webhook (PayPal also through its return URL) with that id as the payment `reference`. Which ones are on
 * depends on the configuration (./registry.ts); the sandbox only when no real one is.
 * @see docs/product.md §7 getPaymentLink ('Payment link not generated'), approveOrder (tip_url); issues 5, 26
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CheckoutGateway, OrderPaymentMethod } from '@scriptorium/contracts/orders';
import type { Tx } from '../../db/client.js';
import { checkout_sessions, order_payments, type CheckoutKind } from '../../db/schema/index.js';
import { fieldError, HttpError } from '../../lib/http-errors.js';
import { paypalGateway } from './paypal.js';
import { configuredGateways } from './registry.js';
import { CHECKOUT_TTL_MS } from './return-url.js';
import { stripeGateway } from './stripe.js';

/** What to charge. */
export interface CheckoutRequest {
  orderId: number;
  /** The paying client. */
  userId: number;
  kind: CheckoutKind;
  /** USD minor units, > 0. */
  amount: number;
}

/** A created session: its id (the payment reference once paid) and the page to send the browser to. */
export interface CheckoutLink {
  sessionId: string;
  url: string;
}

export interface PaymentGateway {
  /** Stored on the session and the payment (`gateway`). */
  readonly name: CheckoutGateway;
  /** The `payment_method` of the order payments it confirms. */
  readonly paymentMethod: OrderPaymentMethod;
  /** Creates a session inside the caller's transaction. Throws when the gateway cannot. */
  createCheckout(tx: Tx, req: CheckoutRequest): Promise<CheckoutLink>;
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
    async createCheckout(tx, req) {
      const sessionId = newSessionId();
      await tx.insert(checkout_sessions).values({
        id: sessionId,
        order_id: req.orderId,
        user_id: req.userId,
        kind: req.kind,
        amount: req.amount,
        gateway: 'sandbox',
        expires_at: new Date(Date.now() + CHECKOUT_TTL_MS),
      });
      return { sessionId, url: `${publicUrl}/api/checkout/${sessionId}` };
    },
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

/**
 * Creates a checkout link through `gateway` (default: the first configured); any gateway failure becomes
 * 502 'Payment link not generated'.
 */
export async function createPaymentLink(app: FastifyInstance, tx: Tx, req: CheckoutRequest, gateway?: CheckoutGateway): Promise<string> {
  const chosen = paymentGateway(app, gateway);
  try {
    return (await chosen.createCheckout(tx, req)).url;
  } catch (err) {
    app.log.error({ err, orderId: req.orderId }, 'payment gateway failed');
    throw new HttpError(502, PAYMENT_LINK_FAILED);
  }
}
