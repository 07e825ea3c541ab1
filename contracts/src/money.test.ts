import { describe, expect, it } from 'vitest';
import {
  formatKsh,
  formatUsd,
  fromMinor,
  groupDigits,
  MONEY_MAX,
  moneyAmount,
  moneyMaxMessage,
  toMinor,
} from './money.js';

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
  it("groups digits exactly as Intl.NumberFormat('en-US') does, rounding ties and negatives alike", () => {
    // groupDigits writes the digits itself (no ICU on a first screen); Intl is the reference it must match.
    const values = [
      0,
      -0,
      0.5,
      1.005,
      2.675,
      -2.5,
      0.125,
      999.995,
      1e6,
      123456789.125,
      -0.004,
      1e20,
      1.5e21,
      2 ** 53,
      1e-7,
    ];
    let seed = 27;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 16807) % 2147483647;
      values.push((seed / 2147483647 - 0.5) * 10 ** (i % 12), Math.round(seed / 1000) / 1000);
    }
    for (const decimals of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      for (const v of values) expect(groupDigits(v, decimals), `${v} with ${decimals}`).toBe(intl.format(v));
    }
  });
  it('writes USD and KSh amounts with the currency, two decimals and the sign first', () => {
    expect(formatUsd(45)).toBe('$45.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-20)).toBe('-$20.00');
    expect(formatKsh(4115)).toBe('KSh 4,115.00');
    expect(formatKsh(-1000000.125)).toBe('-KSh 1,000,000.13');
  });
});
