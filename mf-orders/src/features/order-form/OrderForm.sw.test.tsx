import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, renderWithKit, signInAs, signOut, SLOW } from '@scriptorium/shared-kit/testing';
import CustomOrder from './CustomOrder.js';
import NewOrder from './NewOrder.js';
import { clearDraft } from './draft.js';

let restore = () => {};
afterEach(async () => {
  restore();
  clearDraft();
  await act(() => changeLocale('en'));
});

/** Settings with one priced service type, one that needs a quote, and a deadline. */
function settings() {
  return mockApi((req) => {
    if (req.url === 'list-settings/service_types')
      return {
        data: [
          { id: 1, name: 'Essay Writing', amount: 15, description: null },
          { id: 5, name: 'Custom Quote', amount: 0, description: null },
        ],
      };
    if (req.url === 'list-settings/deadlines') return { data: [{ id: 3, name: '24 hours', hours: 24, rate: 1.5 }] };
    if (req.url.startsWith('list-settings/')) return { data: [] };
    if (req.url === 'orders/price') return { status: 500, data: { message: 'down' } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe('the order form in Swahili', { timeout: 40_000 }, () => {
  it("shows a guest's form, its price panel and its checks in Swahili", async () => {
    signOut();
    restore = settings().restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<NewOrder />, '/orders/new?service_type_id=5', '/orders/new');
    expect(await screen.findByRole('heading', { name: 'Oda mpya' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Jaza oda yako: utaombwa ujisajili au uingie ili uiwasilishe.')).toBeTruthy();
    expect(screen.getByLabelText('Aina ya huduma')).toBeTruthy();
    expect(screen.getByPlaceholderText('Kazi inahusu nini?')).toBeTruthy();
    expect(screen.getByPlaceholderText('Tueleze kila kitu ambacho mwandishi anahitaji kujua')).toBeTruthy();
    expect(screen.getByText('Omba nukuu badala ya kulipa bei hii')).toBeTruthy();
    expect(screen.getByText('Ambatisha faili')).toBeTruthy();
    // The service type that needs a quote: the panel says so.
    const panel = await screen.findByTestId('price-panel', {}, SLOW);
    expect(await within(panel).findByText('Nukuu inahitajika', {}, SLOW)).toBeTruthy();
    expect(within(panel).getByText('Tutakutumia bei ya oda hii.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Wasilisha oda' }));
    expect(await screen.findByText('Kichwa kinahitajika')).toBeTruthy();
    expect(screen.getByText('Chagua tarehe ya mwisho', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
  });

  it("names a client's custom form and its empty price panel in Swahili, and its alert after a failed check", async () => {
    signInAs('client');
    restore = settings().restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<CustomOrder />, '/orders/form', '/orders/form');
    expect(await screen.findByRole('heading', { name: 'Fomu ya oda' }, SLOW)).toBeTruthy();
    // The price is the kit's formatter's, in the language's own way.
    expect(await screen.findByText(/^Essay Writing — .*15/, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Custom Quote — Nukuu')).toBeTruthy();
    expect(screen.getByText('Chagua huduma ili uone bei.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Wasilisha oda' }));
    expect(await screen.findByText('Tafadhali rekebisha makosa yaliyo kwenye fomu.')).toBeTruthy();
    expect(screen.getByText('Chagua aina ya huduma')).toBeTruthy();
  });
});
