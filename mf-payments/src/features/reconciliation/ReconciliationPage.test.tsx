import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithKit, signInAs, SLOW, switchLanguage } from '@scriptorium/shared-kit/testing';
import ReconciliationPage from './ReconciliationPage.js';

let restore = () => {};
afterEach(() => restore());

const report = (mismatches: unknown[], extra = {}) => ({
  from: '2026-11-01',
  to: '2026-11-30',
  time_zone: 'Africa/Nairobi',
  checked: { stripe: { transactions: 12, ledger_rows: 11 }, paypal: null },
  mismatches,
  notes: [],
  ...extra,
});

const missing = {
  kind: 'missing_in_ledger',
  gateway: 'stripe',
  subject: 'payment',
  reference: 'pi_3Nabc',
  order_id: null,
  provider_amount: 42,
  ledger_amount: null,
  occurred_at: '2026-11-07T15:05:00Z',
  message: 'Stripe received $42.00 (pi_3Nabc) that no order payment records',
};
const stale = {
  kind: 'stale_checkout',
  gateway: 'paypal',
  subject: 'checkout',
  reference: 'cs_stale',
  order_id: 41,
  provider_amount: null,
  ledger_amount: 1200,
  occurred_at: '2026-11-05T10:00:00Z',
  message: 'PayPal payment checkout of $1200.00 is still open 30 h after it was made',
};

describe('ReconciliationPage', { timeout: 40_000 }, () => {
  it("asks nothing until Run, then sends the chosen days with the viewer's time zone and says when everything matches", async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    const m = mockApi((req) => (req.url === 'payments/reconciliation' ? { data: report([]) } : { status: 404 }));
    restore = m.restore;
    renderWithKit(<ReconciliationPage />, '/payments/reconciliation');
    const runButton = await screen.findByRole('button', { name: 'Run' }, SLOW);
    expect(m.requests.filter((r) => r.url === 'payments/reconciliation')).toHaveLength(0);
    await userEvent.click(runButton);
    expect(await screen.findByText('Everything matches', {}, SLOW)).toBeTruthy();
    const calls = m.requests.filter((r) => r.url === 'payments/reconciliation');
    expect(calls).toHaveLength(1);
    expect(calls[0].params).toMatchObject({
      from: expect.stringMatching(/^\d\d\/01\/\d{4}$/),
      to: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      tz: expect.any(String),
    });
    expect(screen.getByTestId('reconciliation-summary').textContent).toBe(
      '2026-11-01 to 2026-11-30 (Africa/Nairobi). Card — Stripe: 12 transactions, 11 ledger rows · PayPal: not configured',
    );
    // Run again (antd's leaving loading icon may still name it 'loading Run'): the providers are asked again.
    await userEvent.click(screen.getByRole('button', { name: /Run$/ }));
    await waitFor(() => expect(m.requests.filter((r) => r.url === 'payments/reconciliation')).toHaveLength(2));
  });

  it('lists each mismatch with what it is, both amounts in USD, the order linked and what is wrong, and the notes', async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    const notes = ['PayPal is not configured: its 3 ledger rows in the range were not compared.'];
    restore = mockApi((req) =>
      req.url === 'payments/reconciliation' ? { data: report([stale, missing], { notes }) } : { status: 404 },
    ).restore;
    renderWithKit(<ReconciliationPage />, '/payments/reconciliation');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByText('2 mismatches', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(notes[0])).toBeTruthy();
    // The table is its own chunk: it shows a moment after the count.
    expect(await screen.findByText('Not in the ledger', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Checkout left open')).toBeTruthy();
    expect(screen.getByText('pi_3Nabc')).toBeTruthy();
    expect(screen.getByText('$42.00')).toBeTruthy();
    expect(screen.getByText('$1,200.00')).toBeTruthy();
    expect(screen.getByText('41').closest('a')?.getAttribute('href')).toBe('/orders/order/41');
    expect(screen.getByText(missing.message)).toBeTruthy();
    expect(screen.queryByText('Everything matches')).toBeNull();
  });

  it("shows the server's message with Retry when a provider cannot be read", async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    let fail = true;
    restore = mockApi((req) =>
      req.url === 'payments/reconciliation'
        ? fail
          ? { status: 502, data: { message: 'Stripe could not be read: timeout' } }
          : { data: report([]) }
        : { status: 404 },
    ).restore;
    renderWithKit(<ReconciliationPage />, '/payments/reconciliation');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByText('Stripe could not be read: timeout', {}, SLOW)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Everything matches', {}, SLOW)).toBeTruthy();
  });

  describe('in Swahili', () => {
    it('says in Swahili what was compared, how many mismatches, and what each is', async () => {
      signInAs('admin', ['payments.order_payments.view_order_payments']);
      const checked = { stripe: { transactions: 1, ledger_rows: 11 }, paypal: null };
      restore = mockApi((req) =>
        req.url === 'payments/reconciliation' ? { data: report([stale], { checked }) } : { status: 404 },
      ).restore;
      await switchLanguage('sw');
      renderWithKit(<ReconciliationPage />, '/payments/reconciliation');
      expect(await screen.findByRole('heading', { name: 'Ulinganisho wa hesabu' }, SLOW)).toBeTruthy();
      await userEvent.click(await screen.findByRole('button', { name: 'Endesha' }, SLOW));
      expect(await screen.findByText('tofauti 1', {}, SLOW)).toBeTruthy();
      expect(screen.getByTestId('reconciliation-summary').textContent).toBe(
        '2026-11-01 hadi 2026-11-30 (Africa/Nairobi). Kadi — Stripe: muamala 1, safu 11 za leja · PayPal: haijasanidiwa',
      );
      // The dates stay whole on one line, as in English.
      expect(screen.getByText('2026-11-01').style.whiteSpace).toBe('nowrap');
      expect(await screen.findByText('Kipindi cha malipo kimeachwa wazi', {}, SLOW)).toBeTruthy();
      expect(screen.getByText('Kipindi cha malipo')).toBeTruthy();
      for (const header of ['Tofauti', 'Lango la malipo', 'Mtoa huduma', 'Leja', 'Maelezo'])
        expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    });
  });
});
