import { describe, expect, it } from 'vitest';
import { digitsOnly, parsePhone } from './phone.js';
import { findCountry, getCountries } from './countries.js';

describe('digits', () => {
  it('keeps digits only', () => expect(digitsOnly('+1 (202) 555-0143')).toBe('12025550143'));
});

describe('parsing stored numbers of any country', () => {
  it.each([
    ['+254712345678', 'KE', '254', '712345678'],
    ['+12025550143', 'US', '1', '2025550143'],
    ['+14165550123', 'CA', '1', '4165550123'],
    ['+447400123456', 'GB', '44', '7400123456'],
    ['+447911123456', 'GG', '44', '7911123456'],
    ['+255754123456', 'TZ', '255', '754123456'],
    ['+919812345678', 'IN', '91', '9812345678'],
    ['+4915123456789', 'DE', '49', '15123456789'],
    ['254712345678', 'KE', '254', '712345678'],
    ['0712345678', 'KE', '254', '712345678'],
    ['0044 7400 123456', 'GB', '44', '7400123456'],
    ['KE:254:712345678', 'KE', '254', '712345678'],
    ['254:7:12345678', 'KE', '254', '712345678'],
    ['1:202:5550143', 'US', '1', '2025550143'],
  ])('%s → %s +%s %s', (stored, iso, dial, national) => {
    expect(parsePhone(stored)).toEqual({ isoCode: iso, dialCode: dial, national });
  });

  it('gives the default country for an empty value', () => {
    expect(parsePhone('')).toEqual({ isoCode: 'KE', dialCode: '254', national: '' });
    expect(parsePhone(null, 'us')).toEqual({ isoCode: 'US', dialCode: '1', national: '' });
  });
});

describe('country list', () => {
  it('covers all countries and territories with name, dial code, ISO code and flag', () => {
    const list = getCountries();
    expect(list.length).toBeGreaterThanOrEqual(245);
    expect(findCountry('ke')).toEqual({ name: 'Kenya', dialCode: '+254', isoCode: 'KE', flag: '🇰🇪' });
    expect(findCountry('PR')?.dialCode).toBe('+1');
    expect(findCountry('GI')?.name).toBe('Gibraltar');
    expect(list.every((c) => /^\+\d+$/.test(c.dialCode) && c.flag.length > 0)).toBe(true);
  });
});
