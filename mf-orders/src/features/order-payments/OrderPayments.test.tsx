import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@scriptorium/contracts/orders';
import { mockApi, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import { OrderPayments } from './OrderPayments.js';
import { browser } from '../../lib/browser.js';

let restore = () => {};
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

const order = { id: 41, assign: null } as unknown as Order;
const payment = {
  id: 9,
  order_id: 41,
  reference: 'cs_test_abc',
  payment_method: 'stripe',
  gateway: 'stripe',
  amount: 60,
  refunded_amount: 15.5,
  created_at: '2025-03-07T15:05:00Z',
  refunds: [
    {
      id: 1,
      payment_id: 9,
      amount: 15.5,
      reason: 'Late delivery',
      gateway: 'stripe',
      reference: 're_1',
      created_at: '2025-03-08T10:00:00Z',
    },
  ],
};

describe('OrderPayments', { timeout: 40_000 }, () => {
  it('shows the client each payment with its gateway, refunded amount and reasons, and no Refund button', async () => {
    signInAs('client');
    restore = mockApi((req) => (req.url === 'orders/41/payments' ? { data: [payment] } : { status: 404 })).restore;
    renderWithKit(<OrderPayments order={order} isAdmin={false} />);
    expect(await screen.findByText('Card — Stripe', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('order-refunded-total').textContent).toBe('Refunded $15.50');
    expect(screen.getByText(/Late delivery/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    // No provider ids for a client: the payment's date instead.
    expect(screen.getByTestId('order-payments').textContent).not.toMatch(/cs_test_abc|re_1/);
    expect(screen.getByText('Mar 7, 2025', { exact: false })).toBeTruthy();
  });

  it('names a payment as the Order Payments list does: a sandbox payment is no Stripe payment, a manual one says its method', async () => {
    signInAs('admin');
    const payments = [
      { ...payment, id: 10, reference: 'cs_sand', gateway: 'sandbox', refunded_amount: 0, refunds: [] },
      {
        ...payment,
        id: 11,
        reference: 'BANK-77',
        payment_method: 'bank_transfer',
        gateway: 'manual',
        refunded_amount: 0,
        refunds: [],
      },
    ];
    restore = mockApi((req) => (req.url === 'orders/41/payments' ? { data: payments } : { status: 404 })).restore;
    renderWithKit(<OrderPayments order={order} isAdmin />);
    expect(await screen.findByText('Sandbox', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Manual — Bank transfer')).toBeTruthy();
    // An admin reconciles by the reference.
    expect(screen.getByText('BANK-77')).toBeTruthy();
  });

  it('lets an admin with the refund permission refund part of a payment after confirming', async () => {
    signInAs('admin', ['payments.order_payments.refund']);
    const m = mockApi((req) => {
      if (req.url === 'orders/41/payments') return { data: [payment] };
      if (req.url === 'orders/41/refunds') return { data: { message: 'Refund recorded' } };
      return { status: 404 };
    });
    restore = m.restore;
    renderWithKit(<OrderPayments order={order} isAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/left \$44\.50/)).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Amount to refund'));
    await userEvent.type(within(dialog).getByLabelText('Amount to refund'), '10');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Shorter paper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund $10.00 to the client?')).toBeTruthy();
    expect(m.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    await waitFor(() =>
      expect(m.requests.find((r) => r.method === 'POST')?.data).toEqual({
        payment_id: 9,
        amount: 10,
        reason: 'Shorter paper',
      }),
    );
  });

  it('tags a tip and a payment given back, with why, and says when a refund is still pending', async () => {
    signInAs('admin');
    const payments = [
      { ...payment, id: 12, kind: 'tip', status: 'completed', status_reason: null, refunded_amount: 0, refunds: [] },
      {
        ...payment,
        id: 13,
        kind: 'order',
        status: 'returned',
        status_reason: 'The order was already fully paid',
        refunded_amount: 30,
        amount: 30,
        refunds: [
          {
            ...payment.refunds[0],
            id: 2,
            payment_id: 13,
            amount: 30,
            reason: 'The order was already fully paid',
            reference: null,
            status: 'pending',
            kind: 'return',
          },
        ],
      },
    ];
    restore = mockApi((req) => (req.url === 'orders/41/payments' ? { data: payments } : { status: 404 })).restore;
    renderWithKit(<OrderPayments order={order} isAdmin />);
    expect(await screen.findByText('Tip', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Returned')).toBeTruthy();
    expect(screen.getByText(/Refund pending:/).textContent).toMatch(/^Refund pending: \$30\.00 on /);
    expect(screen.getAllByText(/The order was already fully paid/).length).toBeGreaterThan(0);
  });

  it('tags a disputed payment Disputed, and a lost dispute with what it took back', async () => {
    signInAs('client');
    const payments = [
      { ...payment, id: 14, refunded_amount: 0, refunds: [], dispute_status: 'open' },
      {
        ...payment,
        id: 15,
        refunded_amount: 60,
        dispute_status: 'lost',
        refunds: [
          {
            ...payment.refunds[0],
            id: 3,
            payment_id: 15,
            amount: 60,
            reason: 'Dispute lost in Stripe',
            reference: 'dp_1',
            status: 'succeeded',
            kind: 'dispute',
          },
        ],
      },
    ];
    restore = mockApi((req) => (req.url === 'orders/41/payments' ? { data: payments } : { status: 404 })).restore;
    renderWithKit(<OrderPayments order={order} isAdmin={false} />);
    expect(await screen.findByText('Disputed', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Dispute lost')).toBeTruthy();
    expect(screen.getByText(/Dispute lost in Stripe/).textContent).toMatch(/^Refunded \$60\.00 on /);
  });

  it('offers the client of an approved order a Pay tip button while the tip is not paid', async () => {
    signInAs('client');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const approved = { id: 41, assign: null, status: 'approved', tip: 5 } as unknown as Order;
    const m = mockApi((req) => {
      if (req.url === 'orders/41/payments')
        return { data: [{ ...payment, kind: 'order', status: 'completed', status_reason: null }] };
      if (req.url === 'orders/41/tip-link') return { data: { payment_link: 'https://checkout.example/tip' } };
      return { status: 404 };
    });
    restore = m.restore;
    renderWithKit(<OrderPayments order={approved} isAdmin={false} />);
    expect((await screen.findByTestId('tip-due', {}, SLOW)).textContent).toContain(
      'Your tip of $5.00 is not paid yet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay tip' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/tip'));
    expect(m.requests.find((r) => r.method === 'POST')).toMatchObject({ url: 'orders/41/tip-link' });
  });

  it('offers no Pay tip once the tip is paid', async () => {
    signInAs('client');
    const approved = { id: 41, assign: null, status: 'approved', tip: 5 } as unknown as Order;
    const paid = [
      { ...payment, kind: 'order', status: 'completed', status_reason: null },
      { ...payment, id: 14, kind: 'tip', status: 'completed', status_reason: null, refunds: [], refunded_amount: 0 },
    ];
    restore = mockApi((req) => (req.url === 'orders/41/payments' ? { data: paid } : { status: 404 })).restore;
    renderWithKit(<OrderPayments order={approved} isAdmin={false} />);
    expect(await screen.findByText('Tip', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay tip' })).toBeNull();
  });
});
