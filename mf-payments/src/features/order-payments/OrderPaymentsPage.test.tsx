import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, page, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import OrderPaymentsPage from './OrderPaymentsPage.js';

let restore = () => {};
afterEach(() => restore());

const rows = [
  {
    id: 9,
    order_id: 41,
    reference: 'pi_3Nabc',
    payment_method: 'stripe',
    amount: 56.25,
    created_at: '2025-03-07T15:05:00Z',
  },
  {
    id: 8,
    order_id: 40,
    reference: 'BANK-77',
    payment_method: 'bank_transfer',
    amount: 1200,
    created_at: '2025-03-06T10:00:00Z',
  },
];

describe('OrderPaymentsPage', { timeout: 40_000 }, () => {
  it('lists order payments with the order linked, method names and USD amounts', async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    restore = mockApi((req) =>
      req.url === 'payments/order-payments' ? { data: page(rows) } : { status: 404 },
    ).restore;
    renderWithKit(<OrderPaymentsPage />, '/payments/order-payments');
    expect(await screen.findByText('pi_3Nabc', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('$56.25')).toBeTruthy();
    expect(screen.getByText('$1,200.00')).toBeTruthy();
    expect(screen.getByText('Bank transfer')).toBeTruthy();
    expect(screen.getByText('41').closest('a')?.getAttribute('href')).toBe('/orders/order/41');
  });

  it('names what each payment was made with, as the order page does: the gateway, or Manual and the method', async () => {
    const methods = [
      { ...rows[0], id: 9, gateway: 'stripe' },
      { ...rows[0], id: 10, reference: 'cs_sand', gateway: 'sandbox' },
      { ...rows[1], id: 11, gateway: 'manual' },
      { ...rows[0], id: 12, reference: 'CASH-1', payment_method: 'admin_payment', gateway: 'manual' },
    ];
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    restore = mockApi((req) =>
      req.url === 'payments/order-payments' ? { data: page(methods) } : { status: 404 },
    ).restore;
    renderWithKit(<OrderPaymentsPage />, '/payments/order-payments');
    const method = async (reference: string) => {
      const cells = [...(await screen.findByText(reference, {}, SLOW)).closest('tr')!.querySelectorAll('td')];
      const column = [...document.querySelectorAll('th')].findIndex(
        (th) => th.textContent?.trim() === 'Payment Method',
      );
      return cells[column].textContent;
    };
    expect(await method('pi_3Nabc')).toBe('Card — Stripe');
    expect(await method('cs_sand')).toBe('Sandbox');
    expect(await method('BANK-77')).toBe('Manual — Bank transfer');
    expect(await method('CASH-1')).toBe('Manual — Admin payment');
  });

  it('tags a disputed payment Disputed beside what it was paid with', async () => {
    const disputed = [
      { ...rows[0], gateway: 'stripe', dispute_status: 'open' },
      { ...rows[1], gateway: 'manual', dispute_status: null },
    ];
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    restore = mockApi((req) =>
      req.url === 'payments/order-payments' ? { data: page(disputed) } : { status: 404 },
    ).restore;
    renderWithKit(<OrderPaymentsPage />, '/payments/order-payments');
    const row = (await screen.findByText('pi_3Nabc', {}, SLOW)).closest('tr')!;
    expect(row.textContent).toContain('Card — StripeDisputed');
    expect(screen.getAllByText('Disputed')).toHaveLength(1);
  });

  it('shows the gateway and refunded amount, and offers Refund only with the permission and money left', async () => {
    const withRefunds = [
      { ...rows[0], gateway: 'stripe', refunded_amount: 10 },
      { ...rows[1], gateway: 'manual', refunded_amount: 1200 },
    ];
    signInAs('admin', ['payments.order_payments.view_order_payments', 'payments.order_payments.refund']);
    restore = mockApi((req) =>
      req.url === 'payments/order-payments' ? { data: page(withRefunds) } : { status: 404 },
    ).restore;
    renderWithKit(<OrderPaymentsPage />, '/payments/order-payments');
    expect(await screen.findByText('Card — Stripe', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Refund' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund payment #9')).toBeTruthy();
    expect(screen.getByText(/left \$46\.25/)).toBeTruthy();
  });

  it('offers no Refund without payments.order_payments.refund', async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    restore = mockApi(() => ({ data: page([{ ...rows[0], gateway: 'stripe', refunded_amount: 0 }]) })).restore;
    renderWithKit(<OrderPaymentsPage />, '/payments/order-payments');
    await screen.findByText('pi_3Nabc', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('searches on the server', async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    const m = mockApi((req) => ({ data: page(req.params.filter_value ? rows.slice(1) : rows) }));
    restore = m.restore;
    renderWithKit(<OrderPaymentsPage />, '/payments/order-payments');
    await screen.findByText('pi_3Nabc', {}, SLOW);
    await userEvent.type(screen.getByLabelText('Search'), 'BANK');
    await waitFor(() => expect(m.requests.some((r) => r.params.filter_value === 'BANK')).toBe(true), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('pi_3Nabc')).toBeNull());
  });
});
