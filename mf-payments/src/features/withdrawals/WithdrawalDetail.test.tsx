import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal } from '@scriptorium/contracts/payments';
import {
  mockApi,
  type MockRequest,
  renderWithKit,
  signInAs,
  SLOW,
  switchLanguage,
} from '@scriptorium/shared-kit/testing';
import WithdrawalDetail from './WithdrawalDetail.js';

let restore = () => {};
afterEach(() => restore());

const ALL = [
  'payments.withdrawals.view_withdrawal',
  'payments.withdrawals.approve_withdrawal',
  'payments.withdrawals.reject_withdrawal',
];

const pending: Withdrawal = {
  id: 12,
  amount: 2500.5,
  user: { id: 7, name: 'Wanjiru Writer' },
  reference: null,
  status: 'pending',
  created_at: '2025-03-07T15:05:00Z',
  payment_account: { payment_method: { name: 'M-Pesa' }, account_name: 'Wanjiru', account_number: '0712345678' },
  reason_canceled: null,
  processed_at: null,
};

/** A server holding one withdrawal that approve/reject change. */
function server(start: Withdrawal) {
  let w = start;
  return (req: MockRequest) => {
    if (req.method === 'GET' && req.url === `payments/withdrawals/${w.id}`) return { data: w };
    if (req.url.endsWith('/approve')) {
      w = {
        ...w,
        status: 'approved',
        reference: (req.data as { reference: string }).reference,
        processed_at: '2025-03-08T09:30:00Z',
      };
      return { data: { message: 'Withdrawal updated', withdrawal: w } };
    }
    if (req.url.endsWith('/payout') && req.method === 'POST') {
      w = {
        ...w,
        status: 'processing',
        payout: {
          gateway: 'manual',
          channel: 'manual',
          started_at: '2025-03-08T09:00:00Z',
          error: null,
          awaiting: false,
        },
      };
      return { data: { message: 'Payout started: pay the writer, then Mark Paid with the reference', withdrawal: w } };
    }
    if (req.url.endsWith('/reject')) {
      w = {
        ...w,
        status: 'rejected',
        reason_canceled: (req.data as { reason: string }).reason,
        processed_at: '2025-03-08T09:30:00Z',
      };
      return { data: { message: 'Withdrawal updated', withdrawal: w } };
    }
    return { status: 404, data: { message: 'Withdrawal not found' } };
  };
}

const open = (id: number | string = 12) =>
  renderWithKit(<WithdrawalDetail />, `/payments/withdrawals/view?withdrawalId=${id}`);

describe('WithdrawalDetail', { timeout: 40_000 }, () => {
  it('shows amount, payment method, account name and number, reference, status and created time', async () => {
    signInAs('admin', ALL);
    restore = mockApi(server(pending)).restore;
    open();
    expect(await screen.findByText('KSh 2,500.50', {}, SLOW)).toBeTruthy();
    for (const text of ['M-Pesa', 'Wanjiru', '0712345678', 'Pending', 'Wanjiru Writer'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Paid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('shows each action only with its permission', async () => {
    signInAs('admin', ['payments.withdrawals.view_withdrawal', 'payments.withdrawals.reject_withdrawal']);
    restore = mockApi(server(pending)).restore;
    open();
    expect(await screen.findByRole('button', { name: 'Reject' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Paid' })).toBeNull();
  });

  it("Mark Paid needs a reference, says 'Withdrawal updated' and after 2 s shows Paid with Paid At and no actions", async () => {
    signInAs('admin', ALL);
    const m = mockApi(server(pending));
    restore = m.restore;
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Paid' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark Paid' }, SLOW));
    expect(await within(dialog).findByText('Reference is required', {}, SLOW)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Reference'), 'QWE123RTY');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Withdrawal updated', {}, SLOW)).toBeTruthy();
    expect(m.requests.find((r) => r.method === 'POST')).toMatchObject({
      url: 'payments/withdrawals/12/approve',
      data: { reference: 'QWE123RTY' },
    });

    expect(await screen.findByText('Paid', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Paid At')).toBeTruthy();
    expect(screen.getByText('QWE123RTY')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it("Reject needs a reason in the 'Reason for Rejection' textarea, then shows the reason and Canceled At", async () => {
    signInAs('admin', ALL);
    const m = mockApi(server(pending));
    restore = m.restore;
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const reason = await within(dialog).findByLabelText('Reason for Rejection', {}, SLOW);
    expect(reason.tagName).toBe('TEXTAREA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason for Rejection is required', {}, SLOW)).toBeTruthy();
    await userEvent.type(reason, 'Wrong M-Pesa number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Withdrawal updated', {}, SLOW)).toBeTruthy();
    expect(m.requests.find((r) => r.method === 'POST')?.data).toEqual({ reason: 'Wrong M-Pesa number' });
    expect(await screen.findByText('Canceled At', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Wrong M-Pesa number')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('an approved withdrawal reads Paid with Paid At and offers no actions', async () => {
    signInAs('admin', ALL);
    restore = mockApi(
      server({ ...pending, status: 'approved', reference: 'REF-9', processed_at: '2025-03-08T09:30:00Z' }),
    ).restore;
    open();
    expect(await screen.findByText('Paid', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Paid At')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Paid' })).toBeNull();
    // No empty card head where the buttons were.
    expect(document.querySelector('[data-testid="withdrawal-detail"] .ant-card-head')).toBeNull();
  });

  it('a canceled withdrawal shows Canceled At', async () => {
    signInAs('admin', ALL);
    restore = mockApi(server({ ...pending, status: 'canceled', processed_at: '2025-03-08T09:30:00Z' })).restore;
    open();
    expect(await screen.findByText('Canceled At', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Canceled')).toBeTruthy();
  });

  it("shows the server's message for an unknown withdrawal and 'Withdrawal not found' without an id", async () => {
    signInAs('admin', ALL);
    restore = mockApi(server(pending)).restore;
    open(99);
    expect(await screen.findByText('Withdrawal not found', {}, SLOW)).toBeTruthy();
  });

  it('Pay out asks first, then locks it as Processing and offers Mark Paid and Reject but no second Pay out', async () => {
    signInAs('admin', ALL);
    const m = mockApi(
      server({
        ...pending,
        payout: { gateway: null, channel: 'manual', started_at: null, error: null, awaiting: false },
      }),
    );
    restore = m.restore;
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay out' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('Pay out KSh 2,500.50?');
    expect(dialog.textContent).toContain('To M-Pesa 0712345678 (Wanjiru). The writer can no longer cancel it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(m.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(within(screen.getByTestId('withdrawal-detail')).getByRole('button', { name: 'Pay out' }));
    // The first question may still be closing: answer the newest one.
    const yes = await screen.findAllByRole('button', { name: 'Yes, pay out' }, SLOW);
    await userEvent.click(yes[yes.length - 1]);
    expect(
      await screen.findByText('Payout started: pay the writer, then Mark Paid with the reference', {}, SLOW),
    ).toBeTruthy();
    expect(m.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['payments/withdrawals/12/payout']);
    expect(await screen.findByText('Processing', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('By hand')).toBeTruthy();
    expect(screen.getByText('Being paid out by hand')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Paid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay out' })).toBeNull();
  });

  it('shows why the last M-Pesa payment failed and offers Pay out again', async () => {
    signInAs('admin', ALL);
    restore = mockApi(
      server({
        ...pending,
        status: 'processing',
        payout: {
          gateway: 'mpesa',
          channel: 'mpesa',
          started_at: '2025-03-08T09:00:00Z',
          error: 'The balance is insufficient for the transaction.',
          awaiting: false,
        },
      }),
    ).restore;
    open();
    expect(
      await screen.findByText(
        'The last M-Pesa payment failed: The balance is insufficient for the transaction.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay out again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  describe('in Swahili', () => {
    it("shows a withdrawal's details, actions and the Pay out question in Swahili", async () => {
      signInAs('admin', ALL);
      const m = mockApi(server(pending));
      restore = m.restore;
      await switchLanguage('sw');
      open();
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
      expect(confirm.textContent).toContain('Kwa M-Pesa 0712345678 (Wanjiru). Mwandishi hataweza tena kuughairi.');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Si sasa' }));
      expect(m.requests.some((r) => r.method === 'POST')).toBe(false);
    });

    it("says 'not found' in Swahili for a withdrawal id that is not one", async () => {
      signInAs('admin', ALL);
      restore = mockApi(server(pending)).restore;
      await switchLanguage('sw');
      open('abc');
      expect(await screen.findByText('Utoaji wa pesa haukupatikana', {}, SLOW)).toBeTruthy();
    });
  });
});
