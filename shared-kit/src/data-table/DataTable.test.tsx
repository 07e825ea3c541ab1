import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { format, startOfMonth } from 'date-fns';
import { z } from 'zod';
import { added } from '@scriptorium/contracts/core';
import { DataTable } from './DataTable.js';
import { mockApi, type MockRequest } from '../testing/mockApi.js';
import { renderWithKit } from '../testing/renderWithKit.js';
import { sessionStore } from '../session/sessionStore.js';
import { tableKey, useInvalidate } from '../data/useResource.js';
import { SEARCH_DEBOUNCE_MS } from './tableState.js';

type Order = { id: number; title: string; amount: number; created_at: string; user: { id: number; name: string } };

const ALL: Order[] = Array.from({ length: 45 }, (_, i) => ({
  id: 100 - i,
  title: `Essay ${i + 1}`,
  amount: 1000 + i,
  created_at: '2025-03-07T15:05:00',
  user: { id: i + 1, name: `Client ${i + 1}` },
}));

/** A tiny server over ALL speaking the table protocol. */
function server(req: MockRequest) {
  const per = Number(req.params.per_page ?? 10);
  const page = Number(req.params.page ?? 1);
  const q = String(req.params.filter_value ?? '');
  const rows = q ? ALL.filter((r) => r.title.includes(q)) : ALL;
  const last = Math.max(1, Math.ceil(rows.length / per));
  return {
    data: {
      data: {
        data: rows.slice((page - 1) * per, page * per),
        current_page: page,
        from: 1,
        to: per,
        last_page: last,
        per_page: per,
        total: rows.length,
      },
    },
  };
}

let restore = () => {};
afterEach(() => {
  vi.useRealTimers();
  restore();
});
const gets = (m: { requests: MockRequest[] }) => m.requests.filter((r) => r.method === 'GET');

describe('DataTable loading and display', () => {
  it('loads with the table protocol and formats money and dates by column name', async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(
      <DataTable<Order> endpoint="orders" columns={['id', 'title', 'amount', 'created_at', 'user.name']} />,
    );
    expect(await screen.findByText('Essay 1')).toBeTruthy();
    expect(gets(m)[0].params).toEqual({ order_method: 'desc', per_page: 10, page: 1, paginated: true, exact: false });
    expect(screen.getByText('1,000.00')).toBeTruthy();
    expect(screen.getAllByText('Mar 7, 2025, 3:05 PM').length).toBe(10);
    expect(screen.getByText('Client 1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByText('Showing 10 of 45 items')).toBeTruthy();
  });

  it('shows a dash in every empty cell, formatted or rendered, in rows and in cards', async () => {
    type Row = { id: number; title: string | null; reference: string; paid_at: string | null };
    const rows: Row[] = [{ id: 1, title: null, reference: '', paid_at: null }];
    const columns = [
      'id',
      'title',
      { key: 'reference', render: (r: Row) => r.reference },
      'paid_at',
      { label: 'Note', render: () => null },
    ];
    const table = renderWithKit(<DataTable<Row> dataSource={rows} urlKey={false} cards={false} columns={columns} />);
    const cells = async () =>
      [...(await screen.findByText('1')).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    expect(await cells()).toEqual(['1', '—', '—', '—', '—']);
    table.unmount();
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      matches: true,
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { container } = renderWithKit(<DataTable<Row> dataSource={rows} urlKey={false} columns={columns} />);
      await screen.findByText('1');
      expect(container.querySelectorAll('.kit-table-cards .ant-card')[0].textContent).toBe(
        'Id1Title—Reference—Paid At—Note—',
      );
    } finally {
      window.matchMedia = original;
    }
  });

  it('keeps the decimals of rates and percentages; only money has fixed decimals', async () => {
    type Deadline = { id: number; name: string; hours: number; rate: number; percentage: number; amount: number };
    const rows: Deadline[] = [
      { id: 1, name: '6 hours', hours: 6, rate: 1.5, percentage: 12.5, amount: 10 },
      { id: 2, name: '12 hours', hours: 12, rate: 1.75, percentage: 5, amount: 20.5 },
      { id: 3, name: '3 days', hours: 72, rate: 0.9, percentage: 0, amount: 1234 },
      { id: 4, name: '2 days', hours: 1200, rate: 1.25, percentage: 100, amount: 0 },
    ];
    renderWithKit(
      <DataTable<Deadline>
        dataSource={rows}
        urlKey={false}
        columns={['name', 'hours', 'rate', 'percentage', 'amount']}
      />,
    );
    const row = async (name: string) =>
      within((await screen.findByText(name)).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(await row('6 hours')).toEqual(['6 hours', '6', '1.5', '12.5', '10.00']);
    expect(await row('12 hours')).toEqual(['12 hours', '12', '1.75', '5', '20.50']);
    expect(await row('3 days')).toEqual(['3 days', '72', '0.9', '0', '1,234.00']);
    expect(await row('2 days')).toEqual(['2 days', '1,200', '1.25', '100', '0.00']);
  });

  it('shows its last rows at once when opened again, and reloads in place when its key is invalidated', async () => {
    let title = 'Essay 1';
    let hold: Promise<void> | null = null;
    const m = mockApi(async (req) => {
      await hold;
      const reply = server(req);
      reply.data.data.data = reply.data.data.data.map((r) => (r.id === 100 ? { ...r, title } : r));
      return reply;
    });
    restore = m.restore;
    function Screen() {
      const [open, setOpen] = useState(true);
      const invalidate = useInvalidate();
      return (
        <>
          {open && <DataTable<Order> endpoint="orders" columns={['id', 'title']} />}
          <button onClick={() => setOpen((o) => !o)}>Toggle</button>
          <button onClick={() => void invalidate(tableKey('orders'))}>Changed</button>
        </>
      );
    }
    renderWithKit(<Screen />);
    expect(await screen.findByText('Essay 1')).toBeTruthy();
    let release = () => {};
    hold = new Promise((r) => (release = r));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    // Opened again: the cached rows, while the refresh is still on its way.
    expect(screen.getByText('Essay 1')).toBeTruthy();
    title = 'Essay 1 (edited)';
    release();
    expect(await screen.findByText('Essay 1 (edited)')).toBeTruthy();
    hold = null;
    title = 'Renamed';
    await userEvent.click(screen.getByRole('button', { name: 'Changed' }));
    expect(await screen.findByText('Renamed')).toBeTruthy();
    expect(gets(m)).toHaveLength(3);
  });

  it("says 'Showing 1 item' for one row, not '1 items'", async () => {
    const m = mockApi(() => ({
      data: { data: { data: [ALL[0]], current_page: 1, from: 1, to: 1, last_page: 1, per_page: 10, total: 1 } },
    }));
    restore = m.restore;
    renderWithKit(<DataTable<Order> endpoint="orders" paging="numbered" columns={['title']} />);
    expect(await screen.findByText('Showing 1 item')).toBeTruthy();
  });

  it("shows 'No records found' for an empty result", async () => {
    const m = mockApi(() => ({
      data: { data: { data: [], current_page: 1, from: null, to: null, last_page: 1, per_page: 10, total: 0 } },
    }));
    restore = m.restore;
    renderWithKit(<DataTable endpoint="orders" columns={['id']} />);
    expect(await screen.findByText('No records found')).toBeTruthy();
  });

  it('shows status, status text and endpoint when the server fails', async () => {
    const m = mockApi(() => ({ status: 500, statusText: 'Internal Server Error', data: {} }));
    restore = m.restore;
    renderWithKit(<DataTable endpoint="orders/list" columns={['id']} />);
    expect(await screen.findByText('500: Internal Server Error (orders/list)')).toBeTruthy();
  });

  it("shows 'Error getting data from backend' when there is no response", async () => {
    const m = mockApi(() => Promise.reject(new Error('Network Error')));
    restore = m.restore;
    renderWithKit(<DataTable endpoint="orders" columns={['id']} />);
    expect(await screen.findByText('Error getting data from backend')).toBeTruthy();
  });

  it('parses each row with its row schema: rows come as the schema makes them, a row that does not fit is a load error', async () => {
    const rowSchema = z.object({ id: z.number(), title: z.string().transform((t) => t.toUpperCase()) });
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<DataTable endpoint="orders" rowSchema={rowSchema} columns={['id', 'title']} />);
    expect(await screen.findByText('ESSAY 1')).toBeTruthy();
    r.unmount();
    m.restore();
    restore = mockApi(() => ({ data: { data: [{ id: 'one', title: 'Essay' }] } })).restore;
    renderWithKit(<DataTable endpoint="orders" rowSchema={rowSchema} columns={['id', 'title']} />);
    expect(await screen.findByText('Error getting data from backend')).toBeTruthy();
  });

  it('shows the rows of an older API that does not send a field added to the contract later: that cell a dash, one warning, no load error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rowSchema = z.object({
      id: z.number(),
      title: z.string(),
      ...added('1.1.0', { word_count: z.number().int() }),
    });
    const m = mockApi(() => ({
      data: {
        data: [
          { id: 7, title: 'Essay', word_count: 550 },
          { id: 8, title: 'Thesis' },
        ],
      },
    }));
    restore = m.restore;
    renderWithKit(<DataTable endpoint="orders" rowSchema={rowSchema} columns={['id', 'title', 'word_count']} />);
    const row = (await screen.findByText('Thesis')).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['8', 'Thesis', '—']);
    expect(screen.getByText('550')).toBeTruthy();
    expect(screen.queryByText('Error getting data from backend')).toBeNull();
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('"word_count" (added in contracts 1.1.0)'),
    ]);
    warn.mockRestore();
  });
});

describe('DataTable paging', () => {
  it('load-more appends the next page and sends lastId', async () => {
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<DataTable<Order> endpoint="orders" columns={['id', 'title']} />);
    await screen.findByText('Essay 10');
    await userEvent.click(screen.getByRole('button', { name: /Load More/ }));
    expect(await screen.findByText('Essay 20')).toBeTruthy();
    expect(screen.getByText('Essay 1')).toBeTruthy();
    expect(screen.getByText('Showing 20 of 45 items')).toBeTruthy();
    expect(gets(m)[1].params).toMatchObject({ page: 2, lastId: 91 });
    expect(r.location().search).toBe('?page=2');
  });

  it('a reload of a load-more URL shows the same rows (pages 1..N)', async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<DataTable<Order> endpoint="orders" columns={['title']} />, '/?page=3');
    expect(await screen.findByText('Essay 30')).toBeTruthy();
    expect(screen.getByText('Essay 1')).toBeTruthy();
    expect(gets(m).map((q) => q.params.page)).toEqual([1, 2, 3]);
  });

  it('numbered pages replace the rows; a page-size change goes to page 1', async () => {
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<DataTable<Order> endpoint="orders" paging="numbered" columns={['title']} />);
    await screen.findByText('Showing 45 items');
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Essay 21')).toBeTruthy();
    expect(screen.queryByText('Essay 1')).toBeNull();
    expect(r.location().search).toBe('?page=3');
    const sizeSelect = screen.getByRole('combobox', { name: 'Page size' });
    fireEvent.mouseDown(sizeSelect);
    await userEvent.click(await screen.findByTitle('25 / page'));
    await waitFor(() => expect(gets(m).at(-1)?.params).toMatchObject({ page: 1, per_page: 25 }));
    expect(r.location().search).toBe('?per_page=25');
  });
});

describe('DataTable estimated totals', () => {
  /** A server that counts only 20 rows exactly and estimates the rest as 5 000. */
  const estimating = (req: MockRequest) => {
    const body = server(req);
    return { data: { data: { ...body.data.data, total: 5000, last_page: 500, total_is_estimate: true } } };
  };

  it('says "about" for an estimated total and settles it when a page comes back short', async () => {
    const m = mockApi(estimating);
    restore = m.restore;
    renderWithKit(<DataTable<Order> endpoint="orders" columns={['title']} />, '/?per_page=25');
    expect(await screen.findByText('Showing 25 of about 5,000 items')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Load More/ }));
    // Page 2 holds the last 20 of the 45 rows: now the table knows there are 45 and stops offering more.
    expect(await screen.findByText('Showing 45 of 45 items')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load More/ })).toBeNull();
  });
});

describe('DataTable sorting, search and URL state', () => {
  it('sorts a new column ascending and toggles the same column', async () => {
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<DataTable<Order> endpoint="orders" columns={['id', 'title']} />);
    await screen.findByText('Essay 1');
    await userEvent.click(screen.getByRole('columnheader', { name: /Title/ }));
    await waitFor(() => expect(gets(m).at(-1)?.params).toMatchObject({ order_by: 'title', order_method: 'asc' }));
    await userEvent.click(screen.getByRole('columnheader', { name: /Title/ }));
    await waitFor(() => expect(gets(m).at(-1)?.params).toMatchObject({ order_by: 'title', order_method: 'desc' }));
    expect(r.location().search).toBe('?order_by=title&order_method=desc');
  });

  it('debounces the search 800 ms, goes to page 1 and shows Exact only past one character', async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<DataTable<Order> endpoint="orders" columns={['title']} />, '/?page=2');
    await screen.findByText('Essay 20');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'E' } });
    expect(screen.queryByText('Exact')).toBeNull();
    fireEvent.change(box, { target: { value: 'Essay 4' } });
    expect(screen.getByText('Exact')).toBeTruthy();
    const before = gets(m).length;
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
    expect(gets(m).length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(gets(m).at(-1)?.params).toMatchObject({ filter_value: 'Essay 4', page: 1 }));
    await userEvent.click(screen.getByText('Exact'));
    await waitFor(() => expect(gets(m).at(-1)?.params).toMatchObject({ exact: true, page: 1 }));
  });

  it('keeps the rows shown and clickable while a search loads, with no empty text under the first spinner', async () => {
    let hold: (() => void) | undefined;
    const m = mockApi(async (req) => {
      // The first load and the search's reload both wait until the test lets them through.
      await new Promise<void>((res) => (hold = res));
      return server(req);
    });
    restore = m.restore;
    const r = renderWithKit(
      <DataTable<Order> endpoint="orders" rowLink="/orders/order/{id}" columns={['id', 'title']} />,
      '/list',
    );
    await waitFor(() => expect(hold).toBeTruthy());
    expect(screen.queryByText('No records found')).toBeNull();
    hold!();
    await screen.findByText('Essay 1');
    hold = undefined;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Essay 4' } });
    await waitFor(() => expect(gets(m).at(-1)?.params).toMatchObject({ filter_value: 'Essay 4' }), { timeout: 2000 });
    expect(await screen.findByTestId('table-reloading')).toBeTruthy();
    await userEvent.click(screen.getByText('Essay 1'));
    expect(r.location().pathname).toBe('/orders/order/100');
  });

  it('drops a pending search when the user has gone to another page before it fired', async () => {
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(
      <>
        <Link to="/orders/order/7">Open order</Link>
        <DataTable<Order> endpoint="orders" columns={['title']} />
      </>,
      '/orders',
    );
    await screen.findByText('Essay 1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Essay 4' } });
    fireEvent.click(screen.getByText('Open order'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 100));
    expect(r.location().pathname).toBe('/orders/order/7');
    expect(gets(m).some((q) => q.params.filter_value === 'Essay 4')).toBe(false);
  });

  it('starts a table with a date range on This Month: the first load sends it and the box shows it', async () => {
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<DataTable<Order> endpoint="orders" dateRange columns={['title']} />);
    await screen.findByText('Essay 1');
    const today = new Date();
    expect(gets(m)[0].params).toMatchObject({
      from: format(startOfMonth(today), 'MM/dd/yyyy'),
      to: format(today, 'MM/dd/yyyy'),
      period: 'this_month',
    });
    expect(
      within(screen.getByRole('combobox', { name: 'Date range' }).closest('.ant-select')!).getByText('This Month'),
    ).toBeTruthy();
    expect(screen.queryByText('Date range')).toBeNull();
    expect(r.location().search).toBe('');
  });

  it("starts a list of things (dateRange 'all') on every row; a range narrows it and clearing it shows every row again", async () => {
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<DataTable<Order> endpoint="orders" dateRange="all" columns={['title']} />);
    await screen.findByText('Essay 1');
    expect(gets(m)[0].params).not.toHaveProperty('period');
    expect(gets(m)[0].params).not.toHaveProperty('from');
    expect(screen.getByText('Any date')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range' }));
    await userEvent.click(await screen.findByTitle('Last Month'));
    await waitFor(() => expect(gets(m).at(-1)?.params).toMatchObject({ period: 'last_month' }));
    expect(new URLSearchParams(r.location().search).get('period')).toBe('last_month');
    const select = screen.getByRole('combobox', { name: 'Date range' }).closest('.ant-select')!;
    await userEvent.click(select.querySelector<HTMLElement>('.ant-select-clear')!);
    await waitFor(() => expect(gets(m).at(-1)?.params).not.toHaveProperty('period'));
    expect(r.location().search).toBe('');
  });

  it('filters by a date range preset, back to page 1, and keeps the range in the URL', async () => {
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<DataTable<Order> endpoint="orders" dateRange columns={['title']} />, '/?page=2');
    await screen.findByText('Essay 20');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range' }));
    await userEvent.click(await screen.findByTitle('Last Month'));
    await waitFor(() => expect(gets(m).at(-1)?.params).toMatchObject({ period: 'last_month', page: 1 }));
    expect(String(gets(m).at(-1)?.params.from)).toMatch(/^\d{2}\/01\/\d{4}$/);
    expect(new URLSearchParams(r.location().search).get('period')).toBe('last_month');
  });

  it('starts from the URL: page, size, sort, search and range', async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(
      <DataTable<Order> endpoint="orders" paging="numbered" columns={['title']} />,
      '/?page=2&per_page=25&order_by=title&order_method=asc&search=Essay&from=06%2F01%2F2025&to=06%2F18%2F2025&period=this_month',
    );
    await waitFor(() =>
      expect(gets(m)[0]?.params).toEqual({
        order_by: 'title',
        order_method: 'asc',
        per_page: 25,
        page: 2,
        filter_value: 'Essay',
        paginated: true,
        from: '06/01/2025',
        to: '06/18/2025',
        period: 'this_month',
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        exact: false,
      }),
    );
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Essay');
  });
});

describe('DataTable columns, actions, cards and export', () => {
  afterEach(() => sessionStore.getState().clear());

  it('hides columns and actions without permission, fills link placeholders and confirms actions', async () => {
    sessionStore.getState().signIn('t', {
      id: 1,
      name: 'A',
      email: 'a@x.io',
      phone: null,
      profile_picture: null,
      role: 'admin',
      permissions: ['orders.order.edit_order'],
      created_at: '',
    });
    const m = mockApi((req) => (req.method === 'GET' ? server(req) : { data: { message: 'Deleted' } }));
    restore = m.restore;
    renderWithKit(
      <DataTable<Order>
        endpoint="orders"
        columns={[
          { key: 'title', link: '/orders/order/{id}' },
          { key: 'amount', permission: 'orders.order.view_amount' },
          (row) => `#${row.id}`,
        ]}
        actions={[
          { label: 'Edit', permission: 'orders.order.edit_order', to: '/orders/order/{id}/edit' },
          { label: 'Delete', action: 'orders/{id}', method: 'delete', confirm: true },
          { label: 'Approve', permission: 'orders.order.approve_order', action: 'x' },
        ]}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Essay 1' });
    expect(link.getAttribute('href')).toBe('/orders/order/100');
    expect(screen.queryByText('Amount')).toBeNull();
    expect(screen.getByText('#100')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const row = link.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    // 'Are you sure?', and under it what the action acts on.
    expect(await screen.findByText('Delete Essay 1?', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('Are you sure?').length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Proceed!' }));
    await waitFor(() => expect(m.requests.some((q) => q.method === 'DELETE' && q.url === 'orders/100')).toBe(true));
    await waitFor(() => expect(gets(m).length).toBe(2));
  });

  it("names what a confirmed action acts on in the screen's own words", async () => {
    type Setting = { id: number; name: string };
    const m = mockApi(() => ({ data: { message: 'Deleted' } }));
    restore = m.restore;
    const seen: number[] = [];
    renderWithKit(
      <DataTable<Setting>
        dataSource={[{ id: 4, name: 'Essay Writing' }]}
        urlKey={false}
        columns={['name']}
        actions={[
          {
            label: 'Delete',
            confirm: true,
            confirmText: (r) => `Delete the service type ${r.name}?`,
            onClick: (r) => {
              seen.push(r.id);
            },
          },
        ]}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the service type Essay Writing?', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Proceed!' }));
    await waitFor(() => expect(seen).toEqual([4]));
  });

  it('opens a row by its link or a click, but not when a row action is clicked', async () => {
    const m = mockApi((req) => (req.method === 'GET' ? server(req) : { data: { message: 'Done' } }));
    restore = m.restore;
    const r = renderWithKit(
      <DataTable<Order>
        endpoint="orders"
        rowLink="/orders/order/{id}"
        columns={['id', 'title']}
        actions={[{ label: 'Approve', action: 'orders/{id}/approve' }]}
      />,
      '/list',
    );
    const link = await screen.findByRole('link', { name: '100' });
    expect(link.getAttribute('href')).toBe('/orders/order/100');
    const row = link.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(m.requests.some((q) => q.method === 'POST' && q.url === 'orders/100/approve')).toBe(true),
    );
    expect(r.location().pathname).toBe('/list');
    await userEvent.click(within(row).getByText('Essay 1'));
    expect(r.location().pathname).toBe('/orders/order/100');
  });

  it('wraps a long unbroken word in table cells and card values instead of widening the table', async () => {
    const word = 'Supercalifragilistic'.repeat(9);
    const rows = [{ id: 1, title: word, amount: 5 }];
    const wraps = (el: HTMLElement) =>
      getComputedStyle(el).overflowWrap === 'anywhere' || el.style.overflowWrap === 'anywhere';
    const table = renderWithKit(
      <DataTable dataSource={rows} urlKey={false} cards={false} columns={['id', 'title', 'amount']} />,
    );
    const cell = (await screen.findByText(word)).closest('td')!;
    expect(wraps(cell)).toBe(true);
    // Short values keep their words whole: an id or a slug may not break to let the table shrink.
    expect(wraps(screen.getByText('1').closest('td')!)).toBe(false);
    table.unmount();
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      matches: q.includes('700'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderWithKit(<DataTable dataSource={rows} urlKey={false} columns={['id', 'title', 'amount']} />);
      const value = await screen.findByText(word);
      expect(value.closest('.kit-table-cards')).toBeTruthy();
      expect(wraps(value)).toBe(true);
      expect(
        getComputedStyle(screen.getByText('Title')).flexShrink === '0' ||
          screen.getByText('Title').style.flex === 'none',
      ).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });

  it('keeps the actions column as wide as its buttons on one line, and gives sentences and long paths a readable width', async () => {
    type Message = { id: number; slug: string; subject: string; action_url: string };
    const rows: Message[] = [
      {
        id: 1,
        slug: 'order_cancelled',
        subject: 'Your assignment on order #{order_id} changed',
        action_url: '/writer/orders/order/{order_id}',
      },
    ];
    renderWithKit(
      <DataTable<Message>
        dataSource={rows}
        urlKey={false}
        cards={false}
        columns={['slug', 'subject', 'action_url']}
        actions={[
          { label: 'Edit', onClick: () => {} },
          { label: 'Delete', onClick: () => {} },
        ]}
      />,
    );
    const row = (await screen.findByText('order_cancelled')).closest('tr')!;
    const [slug, subject, url, actions] = [...row.querySelectorAll('td')];
    // 'Acti', 'Dele': the buttons were cut beside long text.
    expect(actions.style.whiteSpace).toBe('nowrap');
    expect(actions.style.width).toBe('1%');
    expect(actions.querySelector('.ant-space-wrap')).toBeNull();
    // A subject went five lines tall beside a path that would not break.
    expect(subject.style.minWidth).toBe('160px');
    expect(url.style.overflowWrap).toBe('anywhere');
    expect(url.style.minWidth).toBe('140px');
    expect(slug.getAttribute('style') ?? '').toBe('');
  });

  it('renders cards at 700 px or narrower unless disabled', async () => {
    const m = mockApi(server);
    restore = m.restore;
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      matches: q.includes('700'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { container, unmount } = renderWithKit(<DataTable<Order> endpoint="orders" columns={['title']} />);
      await screen.findByText('Essay 1');
      expect(container.querySelector('.kit-table-cards')).toBeTruthy();
      expect(container.querySelector('table')).toBeNull();
      unmount();
      const second = renderWithKit(<DataTable<Order> endpoint="orders" columns={['title']} cards={false} />);
      await screen.findByText('Essay 1');
      expect(second.container.querySelector('table')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('exports all matching rows through the export protocol', async () => {
    const m = mockApi((req) =>
      req.method === 'GET' ? server(req) : { data: { file: 'exports/o 1.csv', name: 'orders.csv' } },
    );
    restore = m.restore;
    const urls: string[] = [];
    renderWithKit(
      <DataTable<Order>
        endpoint="orders"
        exportable
        columns={['id', 'title', (r) => r.id]}
        onDownload={(u) => urls.push(u)}
      />,
    );
    await screen.findByText('Essay 1');
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(urls).toEqual(['/api/external-download?file=exports%2Fo%201.csv&name=orders.csv']));
    expect(m.requests.find((q) => q.method === 'POST')?.data).toEqual({
      titles: ['id', 'title'],
      columns: [
        { key: 'id', title: 'Id', format: 'text' },
        { key: 'title', title: 'Title', format: 'text' },
      ],
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      export: 1,
      format: 'csv',
      order_method: 'desc',
      lastId: 91,
    });
  });

  it('asks for the columns as the table shows them: headers, money with its currency, dates, statuses, labels and words', async () => {
    type Payment = {
      id: number;
      amount: number;
      status: string;
      method: string;
      type: string;
      created_at: string;
      secret: string;
    };
    const rows: Payment[] = [
      {
        id: 1,
        amount: 15,
        status: 'in_progress',
        method: 'approved',
        type: 'writer_assigned',
        created_at: '2025-03-07T15:05:00',
        secret: 'x',
      },
    ];
    const m = mockApi((req) =>
      req.method === 'GET'
        ? { data: { data: { data: rows, current_page: 1, from: 1, to: 1, last_page: 1, per_page: 10, total: 1 } } }
        : { data: { file: 'f.csv', name: 'p.csv' } },
    );
    restore = m.restore;
    renderWithKit(
      <DataTable<Payment>
        endpoint="payments"
        exportable
        onDownload={() => {}}
        columns={[
          { key: 'id', label: 'ID' },
          { key: 'amount', label: 'Amount (USD)', currency: 'USD' },
          { key: 'status', label: 'Status', render: (r) => r.status },
          { key: 'method', label: 'Method', labels: { approved: 'Paid' } },
          // Labels for the keys it knows, words for the rest (an audit log's types).
          { key: 'type', label: 'Type', words: true, labels: { login: 'Signed in' } },
          'created_at',
          { key: 'secret', label: 'Secret', permission: 'nobody.has.this' },
          (r) => `#${r.id}`,
        ]}
      />,
    );
    // The screen: money in its currency, the label, the words.
    expect(await screen.findByText('$15.00')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Writer assigned')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(m.requests.some((q) => q.method === 'POST')).toBe(true));
    expect(m.requests.find((q) => q.method === 'POST')?.data).toMatchObject({
      columns: [
        { key: 'id', title: 'ID', format: 'text' },
        { key: 'amount', title: 'Amount (USD)', format: 'money', currency: 'USD' },
        { key: 'status', title: 'Status', format: 'status' },
        { key: 'method', title: 'Method', format: 'text', labels: { approved: 'Paid' } },
        { key: 'type', title: 'Type', format: 'words', labels: { login: 'Signed in' } },
        { key: 'created_at', title: 'Created At', format: 'date' },
      ],
    });
  });

  it('offers the export as CSV or XLSX and asks the API for the chosen format', async () => {
    const m = mockApi((req) =>
      req.method === 'GET' ? server(req) : { data: { file: 'exports/o.xlsx', name: 'orders.xlsx' } },
    );
    restore = m.restore;
    const urls: string[] = [];
    renderWithKit(
      <DataTable<Order> endpoint="orders" exportable columns={['id', 'title']} onDownload={(u) => urls.push(u)} />,
    );
    await screen.findByText('Essay 1');
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['CSV', 'Excel (XLSX)']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(urls).toEqual(['/api/external-download?file=exports%2Fo.xlsx&name=orders.xlsx']));
    expect(m.requests.find((q) => q.method === 'POST')?.data).toMatchObject({ export: 1, format: 'xlsx' });
  });

  it("shows the 'Error' dialog when an export fails", async () => {
    const m = mockApi((req) =>
      req.method === 'GET' ? server(req) : { status: 500, statusText: 'Internal Server Error', data: {} },
    );
    restore = m.restore;
    renderWithKit(<DataTable<Order> endpoint="orders" exportable columns={['id']} onDownload={() => {}} />);
    await screen.findByText('100');
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('500: Internal Server Error')).toBeTruthy();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
  });
});
