/**
 * Applying a stored provider event again (an admin's replay): the body kept on receipt, verified then, is
 * handed to its webhook's applying code as if it had just arrived. An event applied before changes
 * nothing (its claim in ./events.ts fails); one that could not be applied (its payment unknown then) may
 * be booked now.
 * @see docs/payments.md (Every provider event is stored)
 */
import type Stripe from 'stripe';
import type { EventProvider } from '@scriptorium/contracts/payments';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { eventRow, findEvent } from './events.js';
import { applyPaypalEvent, type PayPalEvent } from './paypal-webhook.js';
import { applyStripeEvent } from './stripe-webhook.js';
import type { OrderChangeDeps } from '../orders/change.js';

/** Success message of a replay that changed something (followed by its outcome). */
export const EVENT_REPLAYED = 'Event applied again';
/** Success message of a replay of an event applied before. */
export const EVENT_ALREADY_APPLIED = 'This event was applied before: nothing changed';

/**
 * Applies stored event `eventId` of `provider` again as `actor` (audited). 404 when no such event, 409
 * when its body was not kept or its provider is no longer configured.
 * @returns what applying it did (`already` for an event applied before) and the stored row now
 */
export async function replayEvent(deps: OrderChangeDeps, actor: Actor, provider: EventProvider, eventId: string) {
  const stored = await findEvent(deps.db, provider, eventId);
  if (!stored) throw notFound('Event');
  if (stored.payload === null)
    throw new HttpError(409, 'This event was stored without its body: it cannot be applied again');
  if (!deps.config[provider])
    throw new HttpError(
      409,
      `${provider === 'stripe' ? 'Stripe' : 'PayPal'} is not configured: its events cannot be applied`,
    );
  const body: unknown = JSON.parse(stored.payload);
  const outcome =
    provider === 'stripe'
      ? await applyStripeEvent(deps, actor, body as Stripe.Event)
      : await applyPaypalEvent(deps, actor, body as PayPalEvent);
  await audit(
    deps.db,
    actor,
    'payment_event_replayed',
    `${actor.name} applied ${provider} event ${eventId} (${stored.type}) again: ${outcome}`,
  );
  const message = outcome === 'already' ? EVENT_ALREADY_APPLIED : `${EVENT_REPLAYED}: ${outcome}`;
  return { message, outcome, event: eventRow((await findEvent(deps.db, provider, eventId))!) };
}
