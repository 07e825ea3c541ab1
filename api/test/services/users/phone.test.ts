/**
 * The API stores the number the UI's phone input sends, unchanged, in every country (docs/product.md §R4): both
 * normalise with contracts' function, so `06 1234 5678` typed for Italy is `+390612345678` on both sides.
 */
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@scriptorium/contracts/phone';
import { storedPhone } from '../../../src/services/users/phone.js';

describe('storedPhone', () => {
  it.each([
    ['0712 345 678', 'KE', '+254712345678', 'KE'],
    ['06 1234 5678', 'IT', '+390612345678', 'IT'],
    ['(202) 555-0143', 'US', '+12025550143', 'US'],
    ['07400 123456', 'GB', '+447400123456', 'GB'],
  ])('%s typed for %s: the UI sends and the API stores %s', (typed, country, e164, stored) => {
    const sent = normalizePhone(typed, country);
    expect(sent).toBe(e164);
    expect(storedPhone(sent)).toEqual({ phone: e164, country_code: stored });
  });

  it('reads older rows and national Kenyan numbers the same way', () => {
    expect(storedPhone('254712345678').phone).toBe('+254712345678');
    expect(storedPhone('0712345678').phone).toBe('+254712345678');
  });

  it('refuses what cannot be a number with a 422 on the field', () => {
    expect(() => storedPhone('+3961', 'phone')).toThrow(expect.objectContaining({ statusCode: 422 }));
  });
});
