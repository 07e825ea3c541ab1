import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../testing/mockApi.js';
import { renderWithKit } from '../testing/renderWithKit.js';
import { SLOW } from '../testing/findIdle.js';
import { RefundModal } from '../lazy/RefundModal.js';

let restore = () => {};
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

const payment = { id: 9, reference: 'cs_test_abc', gateway: 'stripe' as const, amount: 60, refunded_amount: 15.5 };

describe('RefundModal (./ui, loaded on first render)', () => {
  it('refunds part of a payment after confirming, through the gateway, then reloads and closes', async () => {
    const m = mockApi((req) =>
      req.url === 'orders/41/refunds' ? { data: { message: 'Refund recorded' } } : { status: 404 },
    );
    restore = m.restore;
    const onDone = vi.fn();
    const onClose = vi.fn();
    renderWithKit(<RefundModal orderId={41} payment={payment} hasWriter={false} onClose={onClose} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Refund payment #9')).toBeTruthy();
    expect(within(dialog).getByText(/left \$44\.50/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Also debit the writer (KSh, optional)')).toBeNull();
    await userEvent.clear(within(dialog).getByLabelText('Amount to refund'));
    await userEvent.type(within(dialog).getByLabelText('Amount to refund'), '10');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Shorter paper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund $10.00 to the client?')).toBeTruthy();
    expect(screen.getByText('The money goes back through Card — Stripe.')).toBeTruthy();
    expect(m.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    await waitFor(() =>
      expect(m.requests.find((r) => r.method === 'POST')?.data).toEqual({
        payment_id: 9,
        amount: 10,
        reason: 'Shorter paper',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
  });

  it('says a manual refund is only recorded, offers the writer debit and keeps errors under their fields', async () => {
    const m = mockApi(() => ({ status: 422, data: { message: 'Invalid', errors: { reason: ['Give a reason'] } } }));
    restore = m.restore;
    const onClose = vi.fn();
    renderWithKit(
      <RefundModal
        orderId={41}
        payment={{ ...payment, gateway: 'manual', refunded_amount: 0 }}
        hasWriter
        onClose={onClose}
        onDone={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByLabelText('Also debit the writer (KSh, optional)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund $60.00 to the client?')).toBeTruthy();
    expect(screen.getByText('This is recorded as a manual refund: give the money back yourself.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
