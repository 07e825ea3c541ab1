import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, page, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import PaymentEventsPage from './PaymentEventsPage.js';

let restore = () => {};
afterEach(() => restore());

const rows = [
  {
    provider: 'stripe',
    event_id: 'evt_lost',
    type: 'charge.dispute.closed',
    outcome: 'unknown_payment',
    created_at: '2025-03-07T15:05:00Z',
    handled_at: null,
  },
  {
    provider: 'paypal',
    event_id: 'WH-1',
    type: 'PAYMENT.CAPTURE.REFUNDED',
    outcome: 'booked',
    created_at: '2025-03-06T10:00:00Z',
    handled_at: '2025-03-06T10:00:01Z',
  },
];

describe('PaymentEventsPage', { timeout: 40_000 }, () => {
  it('lists the stored events with provider, type, id and outcome, and shows one body as received', async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    const payload = '{"id":"evt_lost","type":"charge.dispute.closed","data":{"object":{"amount":6000}}}';
    restore = mockApi((req) => {
      if (req.url === 'payments/events') return { data: page(rows) };
      if (req.url === 'payments/events/stripe/evt_lost') return { data: { ...rows[0], payload } };
      return { status: 404 };
    }).restore;
    renderWithKit(<PaymentEventsPage />, '/payments/events');
    const row = (await screen.findByText('evt_lost', {}, SLOW)).closest('tr')!;
    expect(row.textContent).toContain('Stripe');
    expect(row.textContent).toContain('charge.dispute.closed');
    expect(row.textContent).toContain('unknown_payment');
    expect(screen.getByText('PayPal')).toBeTruthy();
    // Applying again needs the refund permission.
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Body' }));
    expect((await screen.findByTestId('event-body')).textContent).toContain('"amount": 6000');
  });

  it('applies an event again after confirming, and reloads the list', async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments', 'payments.order_payments.refund']);
    let applied = false;
    const m = mockApi((req) => {
      if (req.url === 'payments/events')
        return {
          data: page(
            applied ? [{ ...rows[0], outcome: 'dispute_lost', handled_at: '2025-03-08T09:00:00Z' }, rows[1]] : rows,
          ),
        };
      if (req.method === 'POST' && req.url === 'payments/events/stripe/evt_lost/replay') {
        applied = true;
        return {
          data: {
            message: 'Event applied again',
            outcome: 'dispute_lost',
            event: { ...rows[0], outcome: 'dispute_lost', handled_at: '2025-03-08T09:00:00Z' },
          },
        };
      }
      return { status: 404 };
    });
    restore = m.restore;
    renderWithKit(<PaymentEventsPage />, '/payments/events');
    const row = (await screen.findByText('evt_lost', {}, SLOW)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Apply again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Proceed!' }));
    expect(await screen.findByText('dispute_lost', {}, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect(m.requests.filter((r) => r.url === 'payments/events/stripe/evt_lost/replay')).toHaveLength(1),
    );
  });
});
