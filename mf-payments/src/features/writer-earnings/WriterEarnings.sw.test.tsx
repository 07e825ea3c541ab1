import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, type MockRequest, page, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import WriterEarnings from './WriterEarnings.js';

let restore = () => {};
afterEach(async () => {
  restore();
  await act(() => changeLocale('en'));
});

const account = {
  id: 3,
  payment_method_id: 1,
  payment_method: { name: 'M-Pesa' },
  account_number: '0712345678',
  account_name: 'Wanjiru',
};
const withdrawal = (id: number, status: string, extra = {}) => ({
  id,
  amount: 100 * id,
  user: { id: 7, name: 'W' },
  reference: null,
  status,
  created_at: '2025-03-08T10:00:00Z',
  payment_account: { payment_method: { name: 'M-Pesa' }, account_name: 'Wanjiru', account_number: '0712345678' },
  reason_canceled: null,
  processed_at: null,
  ...extra,
});
const withdrawals = [
  withdrawal(3, 'pending'),
  withdrawal(2, 'processing'),
  withdrawal(1, 'rejected', { reason_canceled: 'Wrong M-Pesa number', processed_at: '2025-03-09T10:00:00Z' }),
];

function server(req: MockRequest) {
  if (req.url === 'writer/stats') return { data: { balance: 1500, active: 0, completed: 0, earnings: [] } };
  if (req.url === 'writer/payment-accounts') return { data: [account] };
  if (req.url === 'payments/methods')
    return { data: [{ id: 1, name: 'M-Pesa', description: null, created_at: '2025-01-01T00:00:00Z' }] };
  if (req.url === 'writer/transactions') return { data: page([]) };
  if (req.url === 'writer/withdrawals') return { data: page(withdrawals) };
  return { status: 404, data: { message: 'Not found' } };
}

describe('WriterEarnings in Swahili', { timeout: 60_000 }, () => {
  it("shows the writer's withdrawals in Swahili: tabs, columns, statuses, and the cancel question", async () => {
    signInAs('writer');
    const m = mockApi(server);
    restore = m.restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/withdrawals');
    expect(await screen.findByText('Wrong M-Pesa number', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mapato' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Miamala yote' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Utoaji wa pesa' })).toBeTruthy();
    for (const header of ['Kiasi (KSh)', 'Njia ya malipo', 'Hali', 'Sababu', 'Ililipwa / Ilighairiwa'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.getByText('Inasubiri')).toBeTruthy();
    expect(screen.getByText('Inalipwa')).toBeTruthy();
    expect(screen.getByText('Imekataliwa')).toBeTruthy();
    expect(screen.getByText('Akaunti ya malipo')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Ghairi' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('Ghairi utoaji huu wa pesa?');
    expect(dialog.textContent).toMatch(/Ksh.?300\.00 zitarudi kwenye salio lako\./i);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapana, uache' }));
    expect(m.requests.some((q) => q.method === 'POST')).toBe(false);
  });

  it('asks for a withdrawal in Swahili: the balance, the request form and its fields', async () => {
    signInAs('writer');
    restore = mockApi(server).restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/all_transactions');
    expect(await screen.findByText('Salio', {}, SLOW)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Omba kutoa pesa' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByLabelText('Kiasi (KSh)', {}, SLOW)).toBeTruthy();
    expect(await within(dialog).findByText(/^Kinachopatikana: Ksh.?1,500\.00$/i, {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Akaunti ya malipo')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Omba kutoa pesa' })).toBeTruthy();
  });
});
