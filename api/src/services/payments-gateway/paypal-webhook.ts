/**
 * PayPal's side of a payment after approval, and its webhook.
 *
 * The return URL captures the order and records it; the cancel URL closes the checkout, but only with
 * the secret of that checkout (`?s=`, made when the PayPal order was created and known only to the
 * buyer's browser, which PayPal sends there). Only an `open` checkout is ever captured: one the buyer
 * cancelled, or that we expired, is not, whoever approves it later.
 *
 * The webhook is verified through PayPal's verify-webhook-signature call with the exact body received,
 * stored on receipt (./events.ts), then applied once:
 *   PAYMENT.CAPTURE.COMPLETED → a capture the return missed is recorded (./settle.ts);
 *   CHECKOUT.ORDER.APPROVED → an open checkout whose buyer never came back is captured and recorded;
 *   PAYMENT.CAPTURE.REFUNDED → a refund (made in PayPal's dashboard, or ours whose answer never came) is
 *     booked once, matched by PayPal's refund id;
 *   PAYMENT.CAPTURE.REVERSED → like a lost dispute: the amount is taken off the order;
 *   CUSTOMER.DISPUTE.CREATED / UPDATED / RESOLVED → the payment's dispute status; resolved in the buyer's
 *     favour → lost, as above;
 *   anything else → stored, outcome `ignored`.
 * @see ./paypal-api.ts; docs/payments.md; ../payments/provider-refunds.ts
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { checkout_sessions } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Origin } from '../../core/auth/current-user.js';
import { bookDispute, bookPaypalRefund, type DisputeReport } from '../payments/provider-refunds.js';
import { claimEvent, noteOutcome, storeEvent } from './events.js';
import {
  cancelSecretHash,
  completedCapture,
  fromPaypalValue,
  paypalApi,
  PayPalError,
  type PayPalCapture,
  type PayPalOrder,
} from './paypal-api.js';
import { settleCheckout, type CheckoutSession, type ProviderEvent, type SettleOutcome } from './settle.js';
import type { WebhookAnswer } from './stripe-webhook.js';
import type { OrderChangeDeps } from '../orders/change.js';
import type { ServiceDeps } from '../deps.js';

/** Whether `secret` is the one whose hash is `hash`, compared in constant time. */
function secretMatches(secret: string, hash: string | null): boolean {
  if (!hash) return false;
  const given = Buffer.from(cancelSecretHash(secret), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The PayPal checkout PayPal knows as order `token` (its provider id; for older sessions also our id). */
async function paypalSession(deps: Pick<ServiceDeps, 'db'>, token: string): Promise<CheckoutSession | null> {
  if (!token) return null;
  const [session] = await deps.db
    .select()
    .from(checkout_sessions)
    .where(
      and(
        eq(checkout_sessions.gateway, 'paypal'),
        or(eq(checkout_sessions.provider_session_id, token), eq(checkout_sessions.id, token)),
      ),
    );
  return session ?? null;
}

/** Whether checkout `session` may still be captured: open and not past its time. */
const capturable = (session: CheckoutSession) => session.status === 'open' && session.expires_at.getTime() > Date.now();

/** Records `capture` of PayPal checkout `session` once, with what PayPal captured (./settle.ts checks it against the session). */
async function settleCapture(
  deps: OrderChangeDeps,
  origin: Origin,
  session: CheckoutSession,
  capture: PayPalCapture,
  event?: ProviderEvent,
): Promise<SettleOutcome> {
  const { outcome } = await settleCheckout(deps, origin, session, {
    providerPaymentId: capture.id,
    event,
    amount: fromPaypalValue(capture.amount.value),
    currency: capture.amount.currency_code,
  });
  return outcome;
}

/** Captures PayPal order `id` (or reads it when it was captured already) and returns its completed capture. */
async function captureOrder(deps: Pick<ServiceDeps, 'config'>, id: string): Promise<PayPalCapture | null> {
  const api = paypalApi(deps.config.paypal!);
  let order: PayPalOrder;
  try {
    order = await api.capture(id);
  } catch (err) {
    if (!(err instanceof PayPalError) || !err.issues.includes('ORDER_ALREADY_CAPTURED')) throw err;
    order = await api.getOrder(id);
  }
  return completedCapture(order);
}

/**
 * The buyer is back from PayPal (`?token={PayPal order id}`): capture and record. `error` when the order is
 * not ours, the checkout is no longer open (cancelled, expired: never captured), PayPal did not approve
 * it, the capture failed, or the money went back (nothing counted then).
 */
export async function paypalReturn(
  deps: OrderChangeDeps,
  origin: Origin,
  token: string,
): Promise<{ orderId: number | null; outcome: 'success' | 'error' }> {
  const session = await paypalSession(deps, token);
  if (!session || !deps.config.paypal) return { orderId: session?.order_id ?? null, outcome: 'error' };
  if (session.status === 'paid') return { orderId: session.order_id, outcome: 'success' };
  if (!capturable(session)) return { orderId: session.order_id, outcome: 'error' };
  try {
    const capture = await captureOrder(deps, token);
    if (!capture) return { orderId: session.order_id, outcome: 'error' };
    const outcome = await settleCapture(deps, origin, session, capture);
    return {
      orderId: session.order_id,
      outcome: outcome === 'recorded' || outcome === 'already' ? 'success' : 'error',
    };
  } catch (err) {
    deps.log.error({ err, order: token }, 'paypal capture failed');
    return { orderId: session.order_id, outcome: 'error' };
  }
}

/**
 * The buyer cancelled at PayPal (`?token={PayPal order id}&s={cancel secret}`): the open checkout is
 * closed (`cancelled`) when `secret` is that checkout's. Answers the order id then, null otherwise (no
 * such checkout, no or a wrong secret: nothing changes).
 */
export async function paypalCancel(
  deps: Pick<ServiceDeps, 'db'>,
  token: string,
  secret: string | undefined,
): Promise<number | null> {
  const session = await paypalSession(deps, token);
  if (!session || !secret || !secretMatches(secret, session.cancel_secret_hash)) return null;
  await deps.db
    .update(checkout_sessions)
    .set({ status: 'cancelled', closed_at: new Date() })
    .where(and(eq(checkout_sessions.id, session.id), eq(checkout_sessions.status, 'open')));
  return session.order_id;
}

interface PayPalLink {
  href: string;
  rel: string;
}

/** The `resource` of the PayPal events Scriptorium reads, as much as it reads. */
interface PayPalResource extends Partial<PayPalCapture> {
  links?: PayPalLink[];
  /** Disputes. */
  dispute_id?: string;
  disputed_transactions?: { seller_transaction_id?: string }[];
  dispute_amount?: { currency_code: string; value: string };
  dispute_outcome?: { outcome_code?: string; amount_refunded?: { currency_code: string; value: string } };
}

/** A PayPal webhook event (`resource` per `event_type`). */
export interface PayPalEvent {
  id?: string;
  event_type?: string;
  resource?: PayPalResource & Partial<PayPalOrder>;
}

/** Verifies, stores and applies one PayPal webhook delivery. 400 when PayPal does not vouch for it, 502 when PayPal cannot be asked. */
export async function handlePaypalWebhook(
  deps: OrderChangeDeps,
  origin: Origin,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookAnswer> {
  const config = deps.config.paypal;
  if (!config) throw new HttpError(404, 'PayPal is not configured');
  const text = raw.toString('utf8');
  let event: PayPalEvent;
  try {
    event = JSON.parse(text) as PayPalEvent;
  } catch {
    throw new HttpError(400, 'Invalid event');
  }
  if (!event || typeof event !== 'object') throw new HttpError(400, 'Invalid event');
  let verified: boolean;
  try {
    verified = await paypalApi(config).verifyWebhook(headers, text);
  } catch (err) {
    deps.log.error({ err }, 'paypal webhook verification failed');
    throw new HttpError(502, 'PayPal could not verify the event');
  }
  if (!verified || !event.id || !event.event_type) throw new HttpError(400, 'Invalid signature');
  const stored = await storeEvent(deps.db, { provider: 'paypal', id: event.id, type: event.event_type }, text);
  if (stored.handled_at) return { received: true, outcome: 'already' };
  return { received: true, outcome: await applyPaypalEvent(deps, origin, event) };
}

/**
 * Applies a verified PayPal event (a delivery, or a stored one replayed) and records its outcome on the
 * stored row; an event applied before changes nothing (`already`).
 */
export async function applyPaypalEvent(deps: OrderChangeDeps, origin: Origin, event: PayPalEvent): Promise<string> {
  const ref: ProviderEvent = { provider: 'paypal', id: event.id ?? '', type: event.event_type ?? '' };
  const outcome = await apply(deps, origin, event, ref);
  await noteOutcome(deps.db, ref, outcome);
  return outcome;
}

/** The capture id a refund or reversal resource points at (`links[rel=up]` → `/v2/payments/captures/{id}`). */
function upCapture(resource: PayPalResource): string | null {
  const up = resource.links?.find((l) => l.rel === 'up')?.href ?? '';
  return /\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null;
}

const SELLER_KEEPS: readonly string[] = [
  'RESOLVED_SELLER_FAVOUR',
  'CANCELED_BY_BUYER',
  'DENIED',
  'RESOLVED_WITH_PAYOUT',
];

/** A `CUSTOMER.DISPUTE.*` resource as a dispute report, or null when it names no transaction. */
function paypalDispute(r: PayPalResource): DisputeReport | null {
  const capture = r.disputed_transactions?.find((t) => t.seller_transaction_id)?.seller_transaction_id;
  if (!capture || !r.dispute_id) return null;
  const code = r.dispute_outcome?.outcome_code;
  const status: DisputeReport['status'] =
    r.status !== 'RESOLVED' || !code ? 'open' : SELLER_KEEPS.includes(code) ? 'won' : 'lost';
  const amount = r.dispute_outcome?.amount_refunded ?? r.dispute_amount;
  return {
    providerPaymentId: capture,
    disputeId: r.dispute_id,
    status,
    amount: amount ? Math.abs(fromPaypalValue(amount.value)) : 0,
  };
}

async function apply(deps: OrderChangeDeps, origin: Origin, event: PayPalEvent, ref: ProviderEvent): Promise<string> {
  const claim = (tx: Parameters<typeof claimEvent>[0]) => claimEvent(tx, ref);
  const resource = event.resource ?? {};
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      if (resource.status !== 'COMPLETED' || !resource.id || !resource.amount) return 'not_completed';
      // Money PayPal took is recorded whatever became of the checkout (settle returns what the order cannot take).
      const session = await paypalSession(deps, resource.supplementary_data?.related_ids?.order_id ?? '');
      if (!session) return 'unknown_session';
      return settleCapture(deps, origin, session, resource as PayPalCapture, ref);
    }
    case 'CHECKOUT.ORDER.APPROVED': {
      const session = await paypalSession(deps, resource.id ?? '');
      if (!session) return 'unknown_session';
      if (session.status === 'paid') return 'already';
      if (!capturable(session)) return 'not_captured';
      const capture = await captureOrder(deps, resource.id!);
      if (!capture) return 'not_captured';
      return settleCapture(deps, origin, session, capture, ref);
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const capture = upCapture(resource);
      if (!capture || !resource.id || !resource.amount) return 'unknown_payment';
      if (resource.status && resource.status !== 'COMPLETED') return 'not_completed';
      return bookPaypalRefund(
        deps,
        origin,
        { captureId: capture, refundId: resource.id, amount: Math.abs(fromPaypalValue(resource.amount.value)) },
        claim,
      );
    }
    case 'PAYMENT.CAPTURE.REVERSED': {
      // The resource is the reversal (pointing `up` at its capture), or the capture itself.
      const capture = upCapture(resource) ?? resource.id;
      if (!capture || !resource.id || !resource.amount) return 'unknown_payment';
      return bookDispute(
        deps,
        origin,
        'paypal',
        {
          providerPaymentId: capture,
          disputeId: resource.id,
          status: 'lost',
          amount: Math.abs(fromPaypalValue(resource.amount.value)),
        },
        claim,
      );
    }
    case 'CUSTOMER.DISPUTE.CREATED':
    case 'CUSTOMER.DISPUTE.UPDATED':
    case 'CUSTOMER.DISPUTE.RESOLVED': {
      const dispute = paypalDispute(resource);
      if (!dispute) return 'unknown_payment';
      return bookDispute(deps, origin, 'paypal', dispute, claim);
    }
    default:
      return 'ignored';
  }
}
