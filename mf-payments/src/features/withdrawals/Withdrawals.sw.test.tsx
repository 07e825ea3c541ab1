import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal } from '@scriptorium/contracts/payments';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, type MockRequest, page, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import WithdrawalDetail from './WithdrawalDetail.js';
import WithdrawalsPage from './WithdrawalsPage.js';

let restore = () => {};
afterEach(async () => {
  restore();
  await act(() => changeLocale('en'));
});

const ADMIN = [
  'payments.withdrawals.view_withdrawal',
  'payments.withdrawals.approve_withdrawal',
  'payments.withdrawals.reject_withdrawal',
];

const mpesa = { gateway: null, channel: 'mpesa', started_at: null, error: null, awaiting: false } as const;

const row = (id: number, status: Withdrawal['status'], extra: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  amount: 1000 + id,
  user: { id: 7, name: `Writer ${id}` },
  reference: null,
  status,
  created_at: '2025-03-07T15:05:00Z',
  payment_account: { payment_method: { name: 'M-Pesa' }, account_name: 'Acc', account_number: `07000000${id}` },
  reason_canceled: null,
  processed_at: null,
  ...extra,
});

function server(req: MockRequest) {
  if (req.url === 'payments/withdrawals/counts')
    return { data: { pending: 2, processing: 1, approved: 1, rejected: 0, canceled: 0 } };
  if (req.url === 'payments/withdrawals/list/pending')
    return { data: page([row(1, 'pending', { payout: mpesa }), row(2, 'pending', { payout: mpesa })]) };
  if (req.url === 'payments/withdrawals/list/processing')
    return {
      data: page([
        row(4, 'processing', {
          payout: { ...mpesa, gateway: 'manual', channel: 'manual', started_at: '2025-03-08T09:00:00Z' },
        }),
      ]),
    };
  if (req.url === 'payments/withdrawals/list/approved')
    return { data: page([row(3, 'approved', { reference: 'REF-3', processed_at: '2025-03-08T09:30:00Z' })]) };
  if (req.url === 'payments/withdrawals/12') return { data: row(12, 'pending', { amount: 2500.5 }) };
  return { status: 404 };
}

describe('Withdrawals in Swahili', { timeout: 60_000 }, () => {
  it('lists withdrawals with Swahili title, tabs, columns, statuses and actions', async () => {
    signInAs('admin', ADMIN);
    restore = mockApi(server).restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/approved');
    expect(await screen.findByText('REF-3', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Utoaji wa pesa' })).toBeTruthy();
    for (const tab of [/Inasubiri/, /Inashughulikiwa/, /Imeidhinishwa/, /Imekataliwa/])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    for (const header of ['Mwandishi', 'Kiasi (KSh)', 'Njia ya malipo', 'Nambari ya akaunti', 'Hali', 'Ililipwa'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.getByText('Imelipwa')).toBeTruthy();
    expect(screen.queryByText('Paid')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: /Inashughulikiwa/ }));
    expect(await screen.findByText('Kwa mkono', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Ulipaji' })).toBeTruthy();
  });

  it('asks in Swahili before paying out every M-Pesa withdrawal shown', async () => {
    signInAs('admin', ADMIN);
    const m = mockApi(server);
    restore = m.restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/pending');
    expect((await screen.findAllByRole('button', { name: 'Lipa' }, SLOW)).length).toBe(2);
    await userEvent.click(
      screen.getByRole('button', { name: 'Lipa maombi yote ya kutoa pesa ya M-Pesa yanayoonyeshwa' }),
    );
    const confirm = await screen.findByRole('dialog', {}, SLOW);
    expect(confirm.textContent).toContain('Lipa maombi 2 ya kutoa pesa kwa M-Pesa?');
    expect(confirm.textContent).toContain('kwa waandishi 2 kupitia M-Pesa, kila moja kama malipo yake.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Si sasa' }));
    expect(m.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows a withdrawal's details, actions and the Pay out question in Swahili", async () => {
    signInAs('admin', ADMIN);
    const m = mockApi(server);
    restore = m.restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<WithdrawalDetail />, '/payments/withdrawals/view?withdrawalId=12');
    expect(await screen.findByRole('heading', { name: 'Utoaji wa pesa #12' }, SLOW)).toBeTruthy();
    for (const label of ['Kiasi', 'Mwandishi', 'Njia ya malipo', 'Jina la akaunti', 'Nambari ya marejeleo', 'Hali'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('Inasubiri')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rudi kwenye utoaji wa pesa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weka kuwa imelipwa' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Kataa' }));
    const reject = await screen.findByRole('dialog', {}, SLOW);
    expect(within(reject).getByText('Kataa utoaji wa pesa')).toBeTruthy();
    expect(await within(reject).findByLabelText('Sababu ya kukataa', {}, SLOW)).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Lipa' }));
    const dialogs = await screen.findAllByRole('dialog', {}, SLOW);
    const confirm = dialogs[dialogs.length - 1];
    expect(confirm.textContent).toMatch(/Lipa Ksh.?2,500\.50\?/i);
    expect(confirm.textContent).toContain('Kwa M-Pesa 0700000012 (Acc). Mwandishi hataweza tena kuughairi.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Si sasa' }));
    expect(m.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("says 'not found' in Swahili for a withdrawal id that is not one", async () => {
    signInAs('admin', ADMIN);
    restore = mockApi(server).restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<WithdrawalDetail />, '/payments/withdrawals/view?withdrawalId=abc');
    expect(await screen.findByText('Utoaji wa pesa haukupatikana', {}, SLOW)).toBeTruthy();
  });
});
