import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { added } from './added.js';

// The contracts compile against ES2023 alone (no DOM, no Node types).
declare const console: { warn: (message: string) => void };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('response fields added after 1.0.0', () => {
  const linkRow = z.object({
    id: z.number().int(),
    url: z.string(),
    ...added('1.1.0', { last_order_at: z.string().nullable() }),
  });

  it("parses an older API's answer without the field: the field is undefined, the rest as sent, one warning naming it", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(linkRow.parse({ id: 3, url: 'https://a.example' })).toEqual({ id: 3, url: 'https://a.example' });
    expect(linkRow.parse({ id: 4, url: 'https://b.example' })).toEqual({ id: 4, url: 'https://b.example' });
    expect(warn.mock.calls).toEqual([
      [
        'The API did not send "last_order_at" (added in contracts 1.1.0): it shows as unknown until the API is updated.',
      ],
    ]);
  });

  it("parses a newer API's answer with the field, and warns about nothing", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const row = z.object({ id: z.number(), ...added('1.2.0', { word_count: z.number().int() }) });
    expect(row.parse({ id: 1, word_count: 550 })).toEqual({ id: 1, word_count: 550 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('tolerates only absence: the field sent with the wrong type, or a 1.0.0 field missing, still fails', () => {
    expect(linkRow.safeParse({ id: 3, url: 'https://a.example', last_order_at: 7 }).success).toBe(false);
    expect(linkRow.safeParse({ id: 3, last_order_at: null }).success).toBe(false);
  });
});
