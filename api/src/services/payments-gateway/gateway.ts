/**
 * What a payment gateway is (./index.ts chooses one; ./stripe.ts, ./paypal.ts and the sandbox implement
 * it): how the API asks a provider for a hosted payment page (a "checkout session"), expires one, and
 * gives money back. The implementations import only this file, so none of them imports the chooser.
 * @see docs/payments.md (Checkout)
 */
import type { CheckoutGateway, OrderPaymentMethod } from '@scriptorium/contracts/orders';
import type { CheckoutKind, order_payments } from '../../db/schema/index.js';

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
  refund?(
    payment: typeof order_payments.$inferSelect,
    amount: number,
    key: string,
    reason: string,
  ): Promise<{ reference: string }>;
}
