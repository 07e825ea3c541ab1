import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import sw from './locales/sw.json';

describe('the orders catalogue', () => {
  it('has the same ids in English and Swahili, all under orders.', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((id) => !id.startsWith('orders.'))).toEqual([]);
  });

  it('has a Swahili text for every id (none left empty)', () => {
    expect(Object.entries(sw).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
