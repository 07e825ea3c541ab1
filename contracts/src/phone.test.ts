import { describe, expect, it } from 'vitest';
import { normalizePhone, parsePhoneInput } from './phone.js';

describe('normalizePhone: the E.164 number both the UI and the API store', () => {
  it.each([
    ['Kenya', '0712345678', 'KE', '+254712345678'],
    ['Kenya without the 0', '712 345 678', 'KE', '+254712345678'],
    ['Kenya typed with spacing', '(0712) 345-678', 'ke', '+254712345678'],
    ['Italy: the leading 0 belongs to the number', '06 1234 5678', 'IT', '+390612345678'],
    ['Italy, mobile', '312 345 6789', 'IT', '+393123456789'],
    ['the US', '(202) 555-0143', 'US', '+12025550143'],
    ['the UK: the trunk 0 is dropped', '07400 123456', 'GB', '+447400123456'],
    ['the UK landline', '020 7946 0018', 'GB', '+442079460018'],
    ['an international number whatever the country', '+39 06 1234 5678', 'KE', '+390612345678'],
    ['nothing typed', 'abc', 'KE', ''],
  ])('%s: %s in %s → %s', (_what, input, country, out) => expect(normalizePhone(input, country)).toBe(out));

  it('reads international digits without the plus as older rows hold them', () => {
    expect(parsePhoneInput('254712345678')?.number).toBe('+254712345678');
  });

  it('keeps the calling code and the digits of a number still being typed', () => {
    expect(normalizePhone('7', 'KE')).toBe('+2547');
  });
});
