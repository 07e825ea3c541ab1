import { paymentEventDetail, paymentEventRow, type PaymentEventRow } from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET payments/events` (table protocol): every provider event received, rows parsed as `paymentEventRow`. @see docs/payments.md */
export const paymentEventsTable = { endpoint: 'payments/events', rowSchema: paymentEventRow } as const;

/** `POST payments/events/{provider}/{event_id}/replay`, with the row's placeholders: applies the stored event again. */
export const REPLAY_EVENT_ACTION = 'payments/events/{provider}/{event_id}/replay';

/** `GET payments/events/{provider}/{id}`: one stored event with its body as received, parsed as `paymentEventDetail`. */
export const paymentEventQuery = (e: Pick<PaymentEventRow, 'provider' | 'event_id'>) =>
  queryOptions({
    queryKey: ['payments', 'events', e.provider, e.event_id],
    queryFn: () => getParsed(paymentEventDetail, `payments/events/${e.provider}/${encodeURIComponent(e.event_id)}`),
  });
