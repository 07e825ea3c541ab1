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
import WriterEarnings from './WriterEarnings.js';

let restore = () => {};
afterEach(() => restore());

const account = {
  id: 3,
  payment_method_id: 1,
  payment_method: { name: 'M-Pesa' },
  account_number: '0712345678',
  account_name: 'Wanjiru',
};
const transactions = [
  { id: 2, amount: -200, description: 'Withdrawal #5 requested', created_at: '2025-03-07T15:05:00Z', balance: 1300 },
  {
    id: 1,
    amount: 1500,
    description: 'Payment for an approved order',
    created_at: '2025-03-01T10:00:00Z',
    balance: 1500,
  },
];
const withdrawals = [
  {
    id: 6,
    amount: 100,
    user: { id: 7, name: 'W' },
    reference: 'QWE123',
    status: 'approved',
    created_at: '2025-03-08T10:00:00Z',
    payment_account: { payment_method: { name: 'M-Pesa' }, account_name: 'Wanjiru', account_number: '0712345678' },
    reason_canceled: null,
    processed_at: '2025-03-09T10:00:00Z',
  },
  {
    id: 5,
    amount: 200,
    user: { id: 7, name: 'W' },
    reference: null,
    status: 'rejected',
    created_at: '2025-03-07T15:05:00Z',
    payment_account: null,
    reason_canceled: 'Wrong M-Pesa number',
    processed_at: '2025-03-07T16:00:00Z',
  },
];

const methods = [
  { id: 1, name: 'M-Pesa', description: 'Mobile money (Kenya)', created_at: '2025-01-01T00:00:00Z' },
  { id: 2, name: 'Bank Transfer', description: null, created_at: '2025-01-01T00:00:00Z' },
  { id: 3, name: 'PayPal', description: null, created_at: '2025-01-01T00:00:00Z' },
];

const pending = {
  id: 7,
  amount: 300,
  user: { id: 7, name: 'W' },
  reference: null,
  status: 'pending',
  created_at: '2025-03-10T10:00:00Z',
  payment_account: null,
  reason_canceled: null,
  processed_at: null,
};

/** A withdrawal row of the fake server (any status). */
type Listed = Omit<
  (typeof withdrawals)[number],
  'reference' | 'payment_account' | 'reason_canceled' | 'processed_at'
> & {
  reference: string | null;
  payment_account: unknown;
  reason_canceled: string | null;
  processed_at: string | null;
};

/** The fake server; `paidOut` withdrawals move to processing (an admin's Pay out) right after the first list is served. */
function server(balance: number, accounts = [account], listed: Listed[] = withdrawals, paidOut: number[] = []) {
  let current = balance;
  let rows = listed;
  return (req: MockRequest) => {
    const cancel = /^writer\/withdrawals\/(\d+)\/cancel$/.exec(req.url);
    if (cancel && req.method === 'POST') {
      if (paidOut.includes(Number(cancel[1])))
        return { status: 409, data: { message: 'This withdrawal is being paid and can no longer be canceled' } };
      const w = rows.find((r) => r.id === Number(cancel[1]) && r.status === 'pending');
      if (!w) return { status: 409, data: { message: 'This withdrawal has already been processed' } };
      current += w.amount;
      rows = rows.map((r) => (r === w ? { ...r, status: 'canceled', processed_at: '2025-03-10T11:00:00Z' } : r));
      return { data: { message: 'Withdrawal canceled', withdrawal: {} } };
    }
    if (req.url === 'writer/stats') return { data: { balance: current, active: 0, completed: 0, earnings: [] } };
    if (req.url === 'writer/payment-accounts' && req.method === 'GET') return { data: accounts };
    if (req.url === 'writer/payment-accounts') return { data: { message: 'Payment Account updated', account } };
    if (req.url === 'payments/methods') return { data: methods };
    if (req.url === 'writer/transactions') return { data: page(transactions) };
    if (req.url === 'writer/withdrawals' && req.method === 'GET') {
      const served = rows;
      rows = rows.map((r) => (paidOut.includes(r.id) ? { ...r, status: 'processing' } : r));
      return { data: page(served) };
    }
    if (req.url === 'writer/withdrawals') {
      current -= Number((req.data as { amount: number }).amount);
      return { data: { message: 'Withdrawal request sent', withdrawal: {} } };
    }
    return { status: 404, data: { message: 'Not found' } };
  };
}

describe('WriterEarnings', { timeout: 40_000 }, () => {
  it('opens the all_transactions tab and lists the ledger with running balances', async () => {
    signInAs('writer');
    const m = mockApi(server(1500));
    restore = m.restore;
    const r = renderWithKit(<WriterEarnings />, '/writer/earnings');
    expect(await screen.findByText('Withdrawal #5 requested', {}, SLOW)).toBeTruthy();
    expect(r.location().pathname).toBe('/writer/earnings/tab/all_transactions');
    expect(screen.getByText('-200.00')).toBeTruthy();
    expect(screen.getByText('1,300.00')).toBeTruthy();
    expect(await screen.findByText('KSh 1,500.00', {}, SLOW)).toBeTruthy();
  });

  it("requests a withdrawal: amount required, never above the balance, then 'Withdrawal request sent' and the balance reloads", async () => {
    signInAs('writer');
    const m = mockApi(server(1500));
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/all_transactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Request Withdrawal' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const submit = within(dialog).getByRole('button', { name: 'Request Withdrawal' });
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Amount (KSh) is required', {}, SLOW)).toBeTruthy();

    const amount = within(dialog).getByLabelText('Amount (KSh)');
    await userEvent.type(amount, '2000');
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText('The amount cannot be more than your balance of KSh 1,500.00', {}, SLOW),
    ).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, '250.5');
    await userEvent.click(submit);
    expect(await screen.findByText('Withdrawal request sent', {}, SLOW)).toBeTruthy();
    const post = m.requests.find((q) => q.method === 'POST' && q.url === 'writer/withdrawals');
    expect(post?.data).toEqual({ amount: 250.5, payment_account_id: 3 });
    expect(await screen.findByText('KSh 1,249.50', {}, SLOW)).toBeTruthy();
  });

  it('offers no withdrawal at a balance of KSh 50 or less', async () => {
    signInAs('writer');
    const m = mockApi(server(50));
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/all_transactions');
    expect(
      await screen.findByText('You can request a withdrawal when your balance is above KSh 50.00.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Withdrawal' })).toBeNull();
  });

  it('asks for a payment account before a withdrawal when there is none', async () => {
    signInAs('writer');
    const m = mockApi(server(500, []));
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/all_transactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Request Withdrawal' }, SLOW));
    expect(await screen.findByText('Add a payment account before requesting a withdrawal', {}, SLOW)).toBeTruthy();
  });

  it("saves the payment account: 'Payment Account updated', the M-Pesa number as typed (the server stores it as 2547…)", async () => {
    signInAs('writer');
    const m = mockApi(server(500));
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/all_transactions');
    const number = await screen.findByLabelText('M-Pesa Number', {}, SLOW);
    expect((number as HTMLInputElement).value).toBe('0712345678');
    await userEvent.clear(number);
    await userEvent.type(number, '0799 999 999');
    await userEvent.click(screen.getByRole('button', { name: 'Save Payment Account' }));
    expect(await screen.findByText('Payment Account updated', {}, SLOW)).toBeTruthy();
    const post = m.requests.find((q) => q.method === 'POST' && q.url === 'writer/payment-accounts');
    expect(post?.data).toEqual({ payment_method_id: 1, account_number: '254799999999', account_name: 'Wanjiru' });
  });

  it('asks each method for what it needs and refuses the rest under the field, before sending', async () => {
    signInAs('writer');
    const m = mockApi(server(500));
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/all_transactions');
    const number = await screen.findByLabelText('M-Pesa Number', {}, SLOW);
    await userEvent.clear(number);
    await userEvent.type(number, '020 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save Payment Account' }));
    expect(await screen.findByText('Enter a Kenyan mobile number, e.g. 0712 345 678', {}, SLOW)).toBeTruthy();

    // PayPal: an email.
    await userEvent.click(screen.getByLabelText('Payment Method'));
    await userEvent.click(await screen.findByTitle('PayPal', {}, SLOW));
    const email = await screen.findByLabelText('PayPal Email', {}, SLOW);
    await userEvent.type(email, 'abc');
    await userEvent.type(screen.getByLabelText('Account Name'), 'Wanjiru');
    await userEvent.click(screen.getByRole('button', { name: 'Save Payment Account' }));
    expect(await screen.findByText('Enter a valid email address', {}, SLOW)).toBeTruthy();

    // A bank: the account name, the bank's name and the account number.
    await userEvent.click(screen.getByLabelText('Payment Method'));
    await userEvent.click(await screen.findByTitle('Bank Transfer', {}, SLOW));
    expect(await screen.findByLabelText('Bank Name', {}, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('PayPal Email')).toBeNull();
    await userEvent.type(screen.getByLabelText('Account Name'), 'Wanjiru');
    await userEvent.type(screen.getByLabelText('Account Number'), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save Payment Account' }));
    expect(await screen.findByText('Bank Name is required', {}, SLOW)).toBeTruthy();
    expect(m.requests.filter((q) => q.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal under its field", async () => {
    signInAs('writer');
    const m = mockApi((req: MockRequest) => {
      if (req.url === 'writer/payment-accounts' && req.method === 'POST') {
        return {
          status: 422,
          data: {
            message: 'Enter the bank account number (digits, spaces or dashes)',
            errors: { account_number: ['Enter the bank account number (digits, spaces or dashes)'] },
          },
        };
      }
      return server(500)(req);
    });
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/all_transactions');
    await screen.findByLabelText('M-Pesa Number', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Save Payment Account' }));
    expect(
      (await screen.findAllByText('Enter the bank account number (digits, spaces or dashes)', {}, SLOW)).length,
    ).toBeGreaterThan(0);
  });

  it("shows the writer's withdrawals: approved as Paid, rejected with its reason", async () => {
    signInAs('writer');
    const m = mockApi(server(500));
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/withdrawals');
    expect(await screen.findByText('Wrong M-Pesa number', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    await waitFor(() => expect(m.requests.some((q) => q.url === 'writer/withdrawals')).toBe(true));
  });

  it('cancels a pending withdrawal after a confirmation: the row reads Canceled and the balance gets the amount back', async () => {
    signInAs('writer');
    const m = mockApi(server(1200, [account], [pending, ...withdrawals]));
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/withdrawals');
    expect(await screen.findByText('KSh 1,200.00', {}, SLOW)).toBeTruthy();
    const cancels = await screen.findAllByRole('button', { name: 'Cancel' }, SLOW);
    expect(cancels).toHaveLength(1);
    await userEvent.click(cancels[0]);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('KSh 300.00 goes back to your balance.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(m.requests.some((q) => q.url === 'writer/withdrawals/7/cancel')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The first dialog may still be closing: answer the newest one.
    const dialogs = await screen.findAllByRole('dialog', {}, SLOW);
    await userEvent.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Withdrawal canceled', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('KSh 1,500.00', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('Canceled', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(m.requests.filter((q) => q.method === 'POST' && q.url === 'writer/withdrawals/7/cancel')).toHaveLength(1);
  });

  it('a withdrawal an admin has started paying reads Being paid with no Cancel; a cancel from a stale list is refused and the row updates', async () => {
    signInAs('writer');
    const m = mockApi(server(1200, [account], [pending, ...withdrawals], [7]));
    restore = m.restore;
    renderWithKit(<WriterEarnings />, '/writer/earnings/tab/withdrawals');
    // The list was served while it was still pending; the admin paid it out just after.
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('This withdrawal is being paid and can no longer be canceled', {}, SLOW),
    ).toBeTruthy();
    expect(await screen.findByText('Being paid', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(screen.getByText('KSh 1,200.00')).toBeTruthy();
    expect(m.requests.filter((q) => q.method === 'POST' && q.url === 'writer/withdrawals/7/cancel')).toHaveLength(1);
  });

  describe('in Swahili', () => {
    it("shows the writer's withdrawals in Swahili: tabs, columns, statuses, and the cancel question", async () => {
      signInAs('writer');
      const paying = { ...pending, id: 8, amount: 200, status: 'processing' };
      const m = mockApi(server(1500, [account], [pending, paying, ...withdrawals]));
      restore = m.restore;
      await switchLanguage('sw');
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
      restore = mockApi(server(1500)).restore;
      await switchLanguage('sw');
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
});
