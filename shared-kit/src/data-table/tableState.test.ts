import { describe, expect, it, vi } from 'vitest';
import {
  exportBody,
  initialState,
  nextSort,
  pageSizeOptions,
  readTableState,
  requestParams,
  showExact,
  writeTableState,
  type TableDefaults,
  type TableState,
} from './tableState.js';

const defaults: TableDefaults = { perPage: 10, orderMethod: 'desc' };
const base = initialState(defaults);

describe('table state in the URL', () => {
  it('round-trips page, size, sort, search, exact and range through the query string', () => {
    const state: TableState = {
      page: 3,
      perPage: 50,
      orderBy: 'name',
      orderMethod: 'asc',
      search: 'kim',
      exact: true,
      from: '06/01/2025',
      to: '06/18/2025',
      period: 'this_month',
    };
    const params = writeTableState(new URLSearchParams('popup=modal'), state, defaults);
    expect(params.get('popup')).toBe('modal');
    expect(params.get('page')).toBe('3');
    expect(params.get('per_page')).toBe('50');
    expect(readTableState(new URLSearchParams(params.toString()), defaults)).toEqual(state);
  });

  it('keeps defaults out of the URL', () => {
    expect(writeTableState(new URLSearchParams(), base, defaults).toString()).toBe('');
  });

  it('uses a key prefix so two tables on one page do not collide', () => {
    const params = writeTableState(new URLSearchParams(), { ...base, page: 2 }, defaults, 'files_');
    expect(params.toString()).toBe('files_page=2');
    expect(readTableState(params, defaults).page).toBe(1);
    expect(readTableState(params, defaults, 'files_').page).toBe(2);
  });

  it('ignores nonsense values', () => {
    const s = readTableState(new URLSearchParams('page=-2&per_page=abc&order_method=up'), defaults);
    expect(s).toMatchObject({ page: 1, perPage: 10, orderMethod: 'desc' });
  });
});

describe('sorting', () => {
  it('starts a new column ascending and toggles the same column', () => {
    const a = nextSort({ ...base, page: 4 }, 'name');
    expect(a).toMatchObject({ orderBy: 'name', orderMethod: 'asc', page: 1 });
    const b = nextSort(a, 'name');
    expect(b.orderMethod).toBe('desc');
    expect(nextSort(b, 'name').orderMethod).toBe('asc');
    expect(nextSort(b, 'email')).toMatchObject({ orderBy: 'email', orderMethod: 'asc' });
  });
});

describe('request params', () => {
  it('sends the protocol keys, drops empty values and keeps exact=false', () => {
    expect(requestParams(base, 1)).toEqual({
      order_method: 'desc',
      per_page: 10,
      page: 1,
      paginated: true,
      exact: false,
    });
  });
  it('sends filter, range, exact and lastId when set', () => {
    const s: TableState = {
      ...base,
      search: 'ab',
      exact: true,
      from: '01/01/2024',
      to: '12/31/2024',
      period: '2024',
      orderBy: 'id',
    };
    expect(requestParams(s, 2, 41)).toEqual({
      order_by: 'id',
      order_method: 'desc',
      per_page: 10,
      page: 2,
      filter_value: 'ab',
      paginated: true,
      from: '01/01/2024',
      to: '12/31/2024',
      period: '2024',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      exact: true,
      lastId: 41,
    });
  });
  it("sends the viewer's time zone with a range (table and export), so its days are the viewer's", () => {
    const spy = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'Africa/Nairobi' } as Intl.ResolvedDateTimeFormatOptions);
    try {
      const s: TableState = { ...base, from: '03/10/2025', to: '03/10/2025', period: 'today' };
      expect(requestParams(s, 1).tz).toBe('Africa/Nairobi');
      expect(exportBody(s, ['id']).tz).toBe('Africa/Nairobi');
      expect(requestParams(base, 1).tz).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
  it('never sends exact=true for a one-character search', () => {
    expect(requestParams({ ...base, search: 'a', exact: true }, 1).exact).toBe(false);
  });
  it('builds the export body with titles and export=1', () => {
    expect(exportBody({ ...base, search: 'x' }, ['id', 'name'], 9)).toEqual({
      titles: ['id', 'name'],
      export: 1,
      order_method: 'desc',
      filter_value: 'x',
      lastId: 9,
    });
  });
});

describe('page sizes and exact', () => {
  it('offers 10..400 and adds a configured size that is missing', () => {
    expect(pageSizeOptions(10)).toEqual([10, 25, 50, 100, 200, 400]);
    expect(pageSizeOptions(30)).toEqual([10, 25, 30, 50, 100, 200, 400]);
  });
  it('shows Exact only for searches longer than one character', () => {
    expect(showExact('')).toBe(false);
    expect(showExact('a')).toBe(false);
    expect(showExact('ab')).toBe(true);
  });
});
