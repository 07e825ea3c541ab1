import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@scriptorium/contracts/orders';
import { mockApi, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import { OrderPayments } from './OrderPayments.js';

let restore = () => {};
afterEach(() => restore());

const order = { id: 41, assign: null } as unknown as Order;
const payment = {
  id: 9, order_id: 41, reference: 'cs_test_abc', payment_method: 'stripe', gateway: 'stripe', amount: 60, refunded_amount: 15.5, created_at: '2025-03-07T15:05:00Z',
  refunds: [{ id: 1, payment_id: 9, amount: 15.5, reason: 'Late delivery', gateway: 'stripe', reference: 're_1', created_at: '2025-03-08T10:00:00Z' }],
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
      { ...payment, id: 11, reference: 'BANK-77', payment_method: 'bank_transfer', gateway: 'manual', refunded_amount: 0, refunds: [] },
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
    await waitFor(() => expect(m.requests.find((r) => r.method === 'POST')?.data).toEqual({ payment_id: 9, amount: 10, reason: 'Shorter paper' }));
  });
});
