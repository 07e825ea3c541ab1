import { describe, expect, it } from 'vitest';
import { fromMinor, MONEY_MAX, moneyAmount, moneyMaxMessage, toMinor } from './money.js';

describe('money', () => {
  it('converts decimals to minor units without float noise', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1999);
    expect(fromMinor(1999)).toBe(19.99);
  });
  it.each([
    ['12.5', 12.5, true],
    [100, 100, true],
    ['12.345', 0, false],
    [-5, 0, false],
    ['abc', 0, false],
    [0, 0, false],
  ])('parses %s', (input, value, ok) => {
    const r = moneyAmount.safeParse(input);
    expect(r.success).toBe(ok);
    if (ok && r.success) expect(r.data).toBe(value);
  });
  it('names the largest amount with its thousands separators', () => {
    expect(moneyMaxMessage('tip')).toBe(`The tip may be at most ${MONEY_MAX.toLocaleString('en-US')}`);
    expect(moneyAmount.safeParse(MONEY_MAX + 1).error?.issues[0]?.message).toBe(moneyMaxMessage());
  });
});
