/**
 * The payment gateway interface: how the API asks for a hosted payment page (a "checkout session") for
 * an order's price or a tip, and the built-in SANDBOX gateway, the default. The sandbox keeps its
 * sessions in `checkout_sessions` and serves the payment page itself at `GET /api/checkout/{session}`
 * (routes/api/checkout): a "Pay $X" button confirms the payment exactly once and returns the browser to
 * `/orders/order/{id}?status=success` (Cancel → `?status=error`).
 *
 * A real gateway (Stripe, PayPal, …) implements `PaymentGateway` the same way: create the session on its
 * side and confirm through its webhook with the session id as the payment `reference`.
 * @see spec §7 getPaymentLink ('Payment link not generated'), approveOrder (tip_url); issue 5
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OrderPaymentMethod } from '@scriptorium/contracts/orders';
import type { Tx } from '../../db/client.js';
import { checkout_sessions, type CheckoutKind } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';

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
  /** Stored on the session (`gateway`). */
  readonly name: string;
  /** The `payment_method` of the order payments it confirms. */
  readonly paymentMethod: OrderPaymentMethod;
  /** Creates a session inside the caller's transaction. Throws when the gateway cannot. */
  createCheckout(tx: Tx, req: CheckoutRequest): Promise<CheckoutLink>;
}

/** How long a checkout link can be paid. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** The message when no link could be made (spec §8). */
export const PAYMENT_LINK_FAILED = 'Payment link not generated';

/** `cs_` + 32 random bytes, base64url: the unguessable session id and capability. */
export function newSessionId(): string {
  return `cs_${randomBytes(32).toString('base64url')}`;
}

/**
 * The built-in sandbox: no card is charged; its payment page confirms at once. It records card payments,
 * so its `payment_method` is `stripe` (the card method of spec §7 markPaid).
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

/** The gateway this installation uses: the sandbox (the only one built in). */
export function paymentGateway(app: FastifyInstance): PaymentGateway {
  return sandboxGateway(app.config.publicUrl);
}

/** Creates a checkout link; any gateway failure becomes 502 'Payment link not generated'. */
export async function createPaymentLink(app: FastifyInstance, tx: Tx, req: CheckoutRequest): Promise<string> {
  try {
    return (await paymentGateway(app).createCheckout(tx, req)).url;
  } catch (err) {
    app.log.error({ err, orderId: req.orderId }, 'payment gateway failed');
    throw new HttpError(502, PAYMENT_LINK_FAILED);
  }
}
