import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  type MockRequest,
  page,
  renderWithKit,
  signInAs,
  SLOW,
  switchLanguage,
} from '@scriptorium/shared-kit/testing';
import WithdrawalsPage from './WithdrawalsPage.js';

let restore = () => {};
afterEach(() => restore());

const row = (id: number, status: string, extra = {}) => ({
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
    return { data: { pending: 4, processing: 2, approved: 9, rejected: 1, canceled: 0 } };
  if (req.url === 'payments/withdrawals/list/processing')
    return {
      data: page([
        row(4, 'processing', {
          payout: {
            gateway: 'manual',
            channel: 'manual',
            started_at: '2025-03-08T09:00:00Z',
            error: null,
            awaiting: false,
          },
        }),
      ]),
    };
  if (req.url === 'payments/withdrawals/list/pending') return { data: page([row(1, 'pending')]) };
  if (req.url === 'payments/withdrawals/list/rejected')
    return {
      data: page([row(2, 'rejected', { reason_canceled: 'Duplicate request', processed_at: '2025-03-08T09:30:00Z' })]),
    };
  if (req.url === 'payments/withdrawals/list/approved')
    return { data: page([row(3, 'approved', { reference: 'REF-3', processed_at: '2025-03-08T09:30:00Z' })]) };
  return { status: 404 };
}

describe('WithdrawalsPage', { timeout: 40_000 }, () => {
  it('opens the first tab, pending, when the path names none', async () => {
    signInAs('admin', ['payments.withdrawals.view_withdrawal']);
    restore = mockApi(server).restore;
    const r = renderWithKit(<WithdrawalsPage />, '/payments/withdrawals');
    expect(await screen.findByText('Writer 1', {}, SLOW)).toBeTruthy();
    expect(r.location().pathname).toBe('/payments/withdrawals/tab/pending');
  });

  it('shows the pending count badge, and a row opens the detail by withdrawalId', async () => {
    signInAs('admin', ['payments.withdrawals.view_withdrawal']);
    restore = mockApi(server).restore;
    // Mounted under the tabs only, so opening the detail leaves this screen as the real router would.
    const r = renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/pending', '/payments/withdrawals/tab/*');
    expect(await screen.findByText('Writer 1', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('1,001.00')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('4')).toBeTruthy());
    await userEvent.click(screen.getByText('Writer 1'));
    expect(r.location().pathname + r.location().search).toBe('/payments/withdrawals/view?withdrawalId=1');
  });

  it('shows approved withdrawals as Paid with Paid At and rejected ones with their reason', async () => {
    signInAs('admin', ['payments.withdrawals.view_withdrawal']);
    restore = mockApi(server).restore;
    renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/approved');
    expect(await screen.findByText('REF-3', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Paid At' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /Rejected/ }));
    expect(await screen.findByText('Duplicate request', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Canceled At' })).toBeTruthy();
  });

  it('has a Processing tab with its count, listing payouts in progress and how each is being paid', async () => {
    signInAs('admin', ['payments.withdrawals.view_withdrawal', 'payments.withdrawals.approve_withdrawal']);
    restore = mockApi(server).restore;
    renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/processing');
    expect(await screen.findByText('Writer 4', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Processing/ }).textContent).toContain('2');
    expect(screen.getByText('By hand')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Payout' })).toBeTruthy();
    // Being paid by hand: settled from its detail (Mark Paid, Reject), no second Pay out.
    expect(screen.queryByRole('button', { name: /Pay out/ })).toBeNull();
  });

  it('a pending row offers Pay out to an admin with approve_withdrawal only', async () => {
    signInAs('admin', ['payments.withdrawals.view_withdrawal', 'payments.withdrawals.approve_withdrawal']);
    restore = mockApi(server).restore;
    const r = renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/pending');
    expect(await screen.findByRole('button', { name: 'Pay out' }, SLOW)).toBeTruthy();
    r.unmount();
    restore();
    signInAs('admin', ['payments.withdrawals.view_withdrawal']);
    restore = mockApi(server).restore;
    renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/pending');
    expect(await screen.findByText('Writer 1', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay out' })).toBeNull();
  });

  const mpesa = (over = {}) => ({
    gateway: null,
    channel: 'mpesa',
    started_at: null,
    error: null,
    awaiting: false,
    ...over,
  });
  function mpesaServer(req: MockRequest) {
    if (req.url === 'payments/withdrawals/counts')
      return { data: { pending: 3, processing: 0, approved: 0, rejected: 0, canceled: 0 } };
    if (req.url === 'payments/withdrawals/list/pending') {
      return {
        data: page([
          row(21, 'pending', { amount: 400, payout: mpesa() }),
          row(22, 'pending', { amount: 250.5, payout: mpesa() }),
          row(23, 'pending', { amount: 99, payout: mpesa({ channel: 'manual' }) }),
        ]),
      };
    }
    if (req.url === 'payments/withdrawals/payout' && req.method === 'POST') {
      return {
        data: {
          message: 'Pay out started for 1 of 2 withdrawals',
          results: [
            {
              id: 21,
              ok: true,
              message: 'Sent to M-Pesa: the withdrawal is marked paid when M-Pesa confirms the payment',
              withdrawal: null,
            },
            {
              id: 22,
              ok: false,
              message:
                'M-Pesa pays whole shillings and this withdrawal is KSh 250.50: mark it paid by hand or reject it',
              withdrawal: null,
            },
          ],
        },
      };
    }
    return { status: 404 };
  }

  it("'Pay out all M-Pesa withdrawals shown' names the count and total, sends only the M-Pesa rows, and shows a result per row", async () => {
    signInAs('admin', ['payments.withdrawals.view_withdrawal', 'payments.withdrawals.approve_withdrawal']);
    const m = mockApi(mpesaServer);
    restore = m.restore;
    renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay out all M-Pesa withdrawals shown' }, SLOW));
    const confirm = await screen.findByRole('dialog', {}, SLOW);
    expect(confirm.textContent).toContain('Pay out 2 M-Pesa withdrawals?');
    expect(confirm.textContent).toContain('KSh 650.50 in total goes to 2 writers by M-Pesa, each as its own payment.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, pay them out' }));
    expect(await screen.findByText('Pay out: what happened to each', {}, SLOW)).toBeTruthy();
    expect(m.requests.filter((r) => r.method === 'POST')).toMatchObject([
      { url: 'payments/withdrawals/payout', data: { ids: [21, 22] } },
    ]);
    expect(screen.getByTestId('payout-result-21').textContent).toContain('Sent: Sent to M-Pesa');
    expect(screen.getByTestId('payout-result-22').textContent).toContain('Not sent: M-Pesa pays whole shillings');
  });

  it('a processing row waiting for M-Pesa offers only Check M-Pesa status', async () => {
    signInAs('admin', [
      'payments.withdrawals.view_withdrawal',
      'payments.withdrawals.approve_withdrawal',
      'payments.withdrawals.reject_withdrawal',
    ]);
    const m = mockApi((req: MockRequest) => {
      if (req.url === 'payments/withdrawals/list/processing')
        return { data: page([row(31, 'processing', { payout: mpesa({ gateway: 'mpesa', awaiting: true }) })]) };
      if (req.url === 'payments/withdrawals/31/payout/check')
        return {
          data: {
            message: 'M-Pesa has been asked how the payment stands: its answer will update the withdrawal',
            withdrawal: row(31, 'processing'),
          },
        };
      return server(req);
    });
    restore = m.restore;
    renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/processing');
    expect(await screen.findByText('M-Pesa: waiting for its answer', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay out/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Check M-Pesa status' }));
    expect(
      await screen.findByText(
        'M-Pesa has been asked how the payment stands: its answer will update the withdrawal',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });

  describe('in Swahili', () => {
    it('lists withdrawals with Swahili title, tabs, columns, statuses and actions', async () => {
      signInAs('admin', ['payments.withdrawals.view_withdrawal']);
      restore = mockApi(server).restore;
      await switchLanguage('sw');
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
      signInAs('admin', ['payments.withdrawals.view_withdrawal', 'payments.withdrawals.approve_withdrawal']);
      const m = mockApi(mpesaServer);
      restore = m.restore;
      await switchLanguage('sw');
      renderWithKit(<WithdrawalsPage />, '/payments/withdrawals/tab/pending');
      expect((await screen.findAllByRole('button', { name: 'Lipa' }, SLOW)).length).toBe(3);
      await userEvent.click(
        screen.getByRole('button', { name: 'Lipa maombi yote ya kutoa pesa ya M-Pesa yanayoonyeshwa' }),
      );
      const confirm = await screen.findByRole('dialog', {}, SLOW);
      expect(confirm.textContent).toContain('Lipa maombi 2 ya kutoa pesa kwa M-Pesa?');
      expect(confirm.textContent).toContain('kwa waandishi 2 kupitia M-Pesa, kila moja kama malipo yake.');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Si sasa' }));
      expect(m.requests.some((r) => r.method === 'POST')).toBe(false);
    });
  });
});
