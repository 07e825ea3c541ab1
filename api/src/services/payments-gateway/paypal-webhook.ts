/**
 * PayPal's side of a payment after approval: the return URL captures the order and records it; the
 * webhook (verified through PayPal's verify-webhook-signature call with `PAYPAL_WEBHOOK_ID`) reconciles a
 * capture the return missed (`PAYMENT.CAPTURE.COMPLETED`) or captures an approved order whose buyer never
 * came back (`CHECKOUT.ORDER.APPROVED`). Either way the payment is recorded once (session claimed, event
 * unique, reference = PayPal's order id), with the capture id kept for refunds.
 * @see ./paypal-api.ts; issue 26 (PayPal)
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkout_sessions } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Origin } from '../auth/current-user.js';
import { completedCapture, fromPaypalValue, paypalApi, PayPalError, type PayPalCapture, type PayPalOrder } from './paypal-api.js';
import { settleCheckout, type ProviderEvent, type SettleOutcome } from './settle.js';
import type { WebhookAnswer } from './stripe-webhook.js';

async function paypalSession(app: FastifyInstance, id: string) {
  const [session] = await app.db.select().from(checkout_sessions).where(and(eq(checkout_sessions.id, id), eq(checkout_sessions.gateway, 'paypal')));
  return session ?? null;
}

/** Records `capture` of PayPal order `session` once; a capture of another amount is logged, not recorded. */
async function settleCapture(app: FastifyInstance, origin: Origin, session: NonNullable<Awaited<ReturnType<typeof paypalSession>>>, capture: PayPalCapture, event?: ProviderEvent): Promise<SettleOutcome | 'amount_mismatch'> {
  if (capture.amount.currency_code !== 'USD' || fromPaypalValue(capture.amount.value) !== session.amount) {
    app.log.error({ order: session.id, capture: capture.id, amount: capture.amount }, 'paypal captured a different amount: not recorded');
    return 'amount_mismatch';
  }
  const { outcome } = await settleCheckout(app, origin, session, { providerPaymentId: capture.id, event });
  return outcome;
}

/** Captures PayPal order `id` (or reads it when it was captured already) and returns its completed capture. */
async function captureOrder(app: FastifyInstance, id: string): Promise<PayPalCapture | null> {
  const api = paypalApi(app.config.paypal!);
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
 * The buyer is back from PayPal (`?token={order id}`): capture and record. `error` when the order is not
 * ours, was not approved, or the capture failed (nothing recorded then).
 */
export async function paypalReturn(app: FastifyInstance, origin: Origin, token: string): Promise<{ orderId: number | null; outcome: 'success' | 'error' }> {
  const session = await paypalSession(app, token);
  if (!session || !app.config.paypal) return { orderId: session?.order_id ?? null, outcome: 'error' };
  if (session.status === 'paid') return { orderId: session.order_id, outcome: 'success' };
  try {
    const capture = await captureOrder(app, token);
    if (!capture) return { orderId: session.order_id, outcome: 'error' };
    const outcome = await settleCapture(app, origin, session, capture);
    return { orderId: session.order_id, outcome: outcome === 'recorded' || outcome === 'already' ? 'success' : 'error' };
  } catch (err) {
    app.log.error({ err, order: token }, 'paypal capture failed');
    return { orderId: session.order_id, outcome: 'error' };
  }
}

/** The buyer cancelled at PayPal: the open session is closed. */
export async function paypalCancel(app: FastifyInstance, token: string): Promise<number | null> {
  const session = await paypalSession(app, token);
  if (!session) return null;
  await app.db.update(checkout_sessions).set({ status: 'cancelled', closed_at: new Date() }).where(and(eq(checkout_sessions.id, token), eq(checkout_sessions.status, 'open')));
  return session.order_id;
}

interface PayPalEvent {
  id?: string;
  event_type?: string;
  resource?: PayPalCapture & PayPalOrder;
}

/** Verifies and handles one PayPal webhook delivery. 400 when PayPal does not vouch for it. */
export async function handlePaypalWebhook(app: FastifyInstance, origin: Origin, raw: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookAnswer> {
  const config = app.config.paypal;
  if (!config) throw new HttpError(404, 'PayPal is not configured');
  let event: PayPalEvent;
  try {
    event = JSON.parse(raw.toString('utf8')) as PayPalEvent;
  } catch {
    throw new HttpError(400, 'Invalid event');
  }
  let verified: boolean;
  try {
    verified = await paypalApi(config).verifyWebhook(headers, event);
  } catch (err) {
    app.log.error({ err }, 'paypal webhook verification failed');
    throw new HttpError(502, 'PayPal could not verify the event');
  }
  if (!verified || !event.id || !event.event_type) throw new HttpError(400, 'Invalid signature');
  const ref: ProviderEvent = { provider: 'paypal', id: event.id, type: event.event_type };
  const resource = event.resource;
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && resource?.status === 'COMPLETED') {
    const session = await paypalSession(app, resource.supplementary_data?.related_ids?.order_id ?? '');
    if (!session) return { received: true, outcome: 'unknown_session' };
    return { received: true, outcome: await settleCapture(app, origin, session, resource, ref) };
  }
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED' && resource?.id) {
    const session = await paypalSession(app, resource.id);
    if (!session) return { received: true, outcome: 'unknown_session' };
    if (session.status === 'paid') return { received: true, outcome: 'already' };
    const capture = await captureOrder(app, resource.id);
    if (!capture) return { received: true, outcome: 'not_captured' };
    return { received: true, outcome: await settleCapture(app, origin, session, capture, ref) };
  }
  return { received: true, outcome: 'ignored' };
}
