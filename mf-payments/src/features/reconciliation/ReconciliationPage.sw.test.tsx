import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import ReconciliationPage from './ReconciliationPage.js';

let restore = () => {};
afterEach(async () => {
  restore();
  await act(() => changeLocale('en'));
});

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

describe('ReconciliationPage in Swahili', { timeout: 40_000 }, () => {
  it('says in Swahili what was compared, how many mismatches, and what each is', async () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    restore = mockApi((req) =>
      req.url === 'payments/reconciliation'
        ? {
            data: {
              from: '2026-11-01',
              to: '2026-11-30',
              time_zone: 'Africa/Nairobi',
              checked: { stripe: { transactions: 1, ledger_rows: 11 }, paypal: null },
              mismatches: [stale],
              notes: [],
            },
          }
        : { status: 404 },
    ).restore;
    await act(() => changeLocale('sw'));
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
