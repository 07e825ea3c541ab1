import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, Pagination } from 'antd';
import { changeLocale } from './i18n.js';
import { formatCount, formatDecimal, formatMoney, formatNumber } from '../display/numbers.js';
import { formatDate, formatRelativeTime } from '../display/formatters.js';
import { statusLabel } from '../display/status.js';
import { Money } from '../display/Money.js';
import { DateTime } from '../display/DateTime.js';
import { StatusBadge } from '../display/StatusBadge.js';
import { KitProvider } from '../providers/KitProvider.js';
import { DataTable } from '../data-table/DataTable.js';
import { AutoForm } from '../auto-form/AutoForm.js';
import { translateMessage } from '../auto-form/translateMessage.js';
import { mockApi } from '../testing/mockApi.js';
import { renderWithKit } from '../testing/renderWithKit.js';

let restore = () => {};
afterEach(async () => {
  restore();
  restore = () => {};
  await act(() => changeLocale('en'));
});

/** Intl's spaces (between a currency and its digits) as plain spaces, for readable expectations. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

// 29 Nov 2026, 06:31 local time (the viewer's time zone).
const MORNING = new Date(2026, 10, 29, 6, 31);

describe('numbers, money and dates in Swahili', () => {
  it('English stays as it was: grouped digits, $ and KSh before the digits, date-fns patterns', () => {
    expect(formatMoney(1234.5, { currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney(-1234.5, { currency: 'KSh' })).toBe('-KSh 1,234.50');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
    expect(formatDecimal(1.25)).toBe('1.25');
    expect(formatDate(MORNING)).toBe('Nov 29, 2026, 6:31 AM');
    expect(formatDate(MORNING, 'long')).toBe('November 29, 2026');
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('on_hold')).toBe('On Hold');
  });

  it('Swahili writes money as sw-KE does, and month names in Swahili', async () => {
    await act(() => changeLocale('sw'));
    expect(plain(formatMoney(1234.5, { currency: 'KSh' }))).toBe('Ksh 1,234.50');
    expect(plain(formatMoney(1234.5, { currency: 'USD' }))).toMatch(/^(US)?\$ ?1,234\.50$/);
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatDate(MORNING, 'long')).toBe('29 Novemba 2026');
    expect(formatDate(MORNING, 'day')).toBe('29 Nov 2026');
    expect(plain(formatDate(MORNING))).toMatch(/^29 Nov 2026,? 0?6:31/);
    // Digits-only formats read the same in both languages.
    expect(formatDate(MORNING, 'iso')).toBe('2026-11-29');
    expect(formatDate(MORNING, 'time')).toBe('06:31');
    // A custom pattern with words takes the pattern's fields in Swahili.
    expect(formatDate(MORNING, 'MMMM yyyy')).toBe('Novemba 2026');
    // An explicit language wins over the page's.
    expect(formatDate(MORNING, 'long', 'en')).toBe('November 29, 2026');
    expect(statusLabel('in_progress')).toBe('Inaendelea');
    expect(statusLabel(3)).toBe('Imeshindwa');
  });

  it('relative times and plurals by Intl in the current language', async () => {
    const now = new Date(2026, 10, 29, 12, 0);
    expect(formatRelativeTime(new Date(2026, 10, 26, 12, 0), { now })).toBe('3 days ago');
    expect(formatRelativeTime(new Date(2026, 10, 29, 14, 0), { now })).toBe('in 2 hours');
    await act(() => changeLocale('sw'));
    expect(formatRelativeTime(new Date(2026, 10, 26, 12, 0), { now })).toBe('siku 3 zilizopita');
    expect(formatRelativeTime(new Date(2026, 10, 28, 12, 0), { now })).toBe('jana');
  });

  it('<Money>, <DateTime> and <StatusBadge> re-render on a switch', async () => {
    render(
      <>
        <Money value={1500} currency="KSh" />
        <DateTime value={MORNING} format="long" />
        <StatusBadge status="completed" />
      </>,
    );
    expect(screen.getByText('KSh 1,500.00')).toBeTruthy();
    expect(screen.getByText('November 29, 2026')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    await act(() => changeLocale('sw'));
    expect(plain(document.querySelector('.kit-money')?.textContent)).toBe('Ksh 1,500.00');
    expect(screen.getByText('29 Novemba 2026')).toBeTruthy();
    expect(screen.getByText('Imekamilika')).toBeTruthy();
  });
});

describe("antd's Swahili locale", () => {
  it('is given to antd in Swahili (pagination) and antd’s own English stays in English', async () => {
    render(
      <KitProvider>
        <Pagination total={100} showSizeChanger />
      </KitProvider>,
    );
    expect(screen.getByText('10 / page')).toBeTruthy();
    expect(screen.getByTitle('Next Page')).toBeTruthy();
    await act(() => changeLocale('sw'));
    expect(await screen.findByText('10 / ukurasa')).toBeTruthy();
    expect(screen.getByTitle('Ukurasa unaofuata')).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(await screen.findByText('10 / page')).toBeTruthy();
  });

  it('names months and days in Swahili in the DatePicker', async () => {
    await act(() => changeLocale('sw'));
    render(
      <KitProvider>
        <DatePicker open />
      </KitProvider>,
    );
    expect(await screen.findByText('Jtt')).toBeTruthy();
    expect(screen.getByText('Jpi')).toBeTruthy();
    expect(screen.getByText('Leo')).toBeTruthy();
    expect(screen.getByPlaceholderText('Chagua tarehe')).toBeTruthy();
  });
});

const ROWS = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  title: `Insha ${i + 1}`,
  amount: 1000 + i,
  status: i === 0 ? 'completed' : 'pending',
}));

describe('DataTable in Swahili', () => {
  it('shows its toolbar, count, empty state and statuses in Swahili', async () => {
    await act(() => changeLocale('sw'));
    const m = mockApi(() => ({
      data: { data: { data: ROWS, current_page: 1, last_page: 1, per_page: 10, total: 3 } },
    }));
    restore = m.restore;
    renderWithKit(
      <DataTable
        endpoint="orders"
        paging="numbered"
        columns={[
          'id',
          'title',
          'amount',
          { label: 'Hali', key: 'status', render: (row: (typeof ROWS)[number]) => <StatusBadge status={row.status} /> },
        ]}
      />,
    );
    expect(await screen.findByText('Insha 1')).toBeTruthy();
    expect(screen.getByText('Inaonyesha vipengee 3')).toBeTruthy();
    expect(screen.getByPlaceholderText('Tafuta…')).toBeTruthy();
    expect(screen.getByText('Imekamilika')).toBeTruthy();
    expect(screen.getAllByText('Inasubiri')).toHaveLength(2);
    expect(screen.getByText('1,000.00')).toBeTruthy();
  });

  it('says there are no records', async () => {
    await act(() => changeLocale('sw'));
    const m = mockApi(() => ({ data: { data: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } } }));
    restore = m.restore;
    renderWithKit(<DataTable endpoint="orders" columns={['id', 'title']} />);
    expect(await screen.findByText('Hakuna rekodi zilizopatikana')).toBeTruthy();
  });
});

describe('AutoForm in Swahili', () => {
  it('labels, submit button and validation messages in Swahili; English again after switching back', async () => {
    await act(() => changeLocale('sw'));
    renderWithKit(<AutoForm action="x" fields={['email', { field: 'title', required: true }]} />);
    expect(screen.getByLabelText('Barua pepe')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Wasilisha' }));
    expect(await screen.findByText('Jaza barua pepe')).toBeTruthy();
    expect(screen.getByText('Jaza kichwa')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Barua pepe'), { target: { value: 'not-an-email' } });
    await userEvent.click(screen.getByRole('button', { name: 'Wasilisha' }));
    expect(await screen.findByText('Weka barua pepe halali')).toBeTruthy();
    await act(() => changeLocale('en'));
    await waitFor(() => expect(screen.getByText('Enter a valid email address')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it("translates contracts' English messages by their text, naming the field by its label", async () => {
    await act(() => changeLocale('sw'));
    const field = { name: 'reason_for_rejection', label: 'Sababu ya kukataa' };
    expect(translateMessage('The reason for rejection may be at most 2000 characters', field)).toBe(
      'Sababu ya kukataa isizidi herufi 2000',
    );
    expect(translateMessage('The reason for rejection field is required', field)).toBe('Jaza sababu ya kukataa');
    expect(translateMessage('Password confirmation does not match')).toBe('Uthibitisho wa nenosiri haulingani');
    expect(translateMessage('Something only the server says')).toBe('Something only the server says');
    await act(() => changeLocale('en'));
    expect(translateMessage('Password confirmation does not match')).toBe('Password confirmation does not match');
  });
});
