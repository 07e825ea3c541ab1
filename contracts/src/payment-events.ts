/**
 * Provider events and disputes (wire shapes): every webhook event Stripe or PayPal vouched for is stored
 * with what applying it did, listed for admins and replayable; a payment's dispute status.
 * @see docs/payments.md (Every provider event is stored; Dispute)
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';

/** The providers whose events are stored. */
export const EVENT_PROVIDERS = ['stripe', 'paypal'] as const;
/** One of {@link EVENT_PROVIDERS}. */
export type EventProvider = (typeof EVENT_PROVIDERS)[number];

/**
 * A row of `GET /payments/events`. `outcome`: what handling it did (`recorded`, `refund_failed`,
 * `dispute_lost`, `ignored`, `unknown_payment`…; null while it is being applied); `handled_at`: when it
 * was applied (null for an event that changed nothing and may be replayed).
 */
export const paymentEventRow = z.object(
  lazyShape({
    provider: () => z.enum(EVENT_PROVIDERS),
    event_id: () => z.string(),
    type: () => z.string(),
    outcome: () => z.string().nullable(),
    /** When it was received (ISO 8601). */
    created_at: () => z.string(),
    handled_at: () => z.string().nullable(),
  }),
);
/** Parsed (output) shape of `paymentEventRow`. */
export type PaymentEventRow = z.infer<typeof paymentEventRow>;

/** `GET /payments/events/{provider}/{eventId}`: the row and the body as received. */
export const paymentEventDetail = paymentEventRow.extend(lazyShape({ payload: () => z.string().nullable() }));
/** Parsed (output) shape of `paymentEventDetail`. */
export type PaymentEventDetail = z.infer<typeof paymentEventDetail>;

/** Path of one stored event. */
export const paymentEventParams = z.object(
  lazyShape({
    provider: () => z.enum(EVENT_PROVIDERS, { error: 'Unknown provider' }),
    eventId: () => z.string().min(1).max(255),
  }),
);

/** `POST /payments/events/{provider}/{eventId}/replay`: what applying it again did, and the event now. */
export const paymentEventReplayed = z.object(
  lazyShape({
    message: () => z.string(),
    outcome: () => z.string(),
    event: paymentEventRow,
  }),
);
/** Parsed (output) shape of `paymentEventReplayed`. */
export type PaymentEventReplayed = z.infer<typeof paymentEventReplayed>;

/** A card holder's dispute of a payment: `open` (shown "Disputed"), `won`, `lost` (the amount was taken back). */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
/** One of {@link DISPUTE_STATUSES}. */
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** How a dispute status reads on the order's Payments card and the order payments list. */
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Disputed',
  won: 'Dispute won',
  lost: 'Dispute lost',
};
