import { describe, expect, it } from 'vitest';
import { computePrice, paymentState, pendingAmount, type PriceInput } from './pricing.js';

describe('computePrice', () => {
  it.each<[string, PriceInput, number]>([
    ['service price alone', { servicePrice: 1500, form: 'standard' }, 1500],
    ['adds additional services', { servicePrice: 1000, additionalServices: [250, 199], form: 'standard' }, 1449],
    ['takes off the discount', { servicePrice: 1000, additionalServices: [250], discount: 50, form: 'standard' }, 1200],
    ['ignores the deadline rate on the standard form', { servicePrice: 1000, deadlineRate: 2, form: 'standard' }, 1000],
    [
      'multiplies by the deadline rate on the custom form',
      { servicePrice: 1000, additionalServices: [250], discount: 50, deadlineRate: 1.5, form: 'custom' },
      1800,
    ],
    ['defaults the custom rate to 1', { servicePrice: 999, form: 'custom' }, 999],
    ['rounds half a cent up', { servicePrice: 1001, deadlineRate: 1.5, form: 'custom' }, 1502],
    ['is not fooled by float noise', { servicePrice: 1000, deadlineRate: 1.005, form: 'custom' }, 1005],
    ['never goes below zero', { servicePrice: 100, discount: 500, deadlineRate: 2, form: 'custom' }, 0],
  ])('%s', (_name, input, expected) => {
    expect(computePrice(input)).toBe(expected);
  });

  it.each<[string, PriceInput]>([
    ['a decimal price', { servicePrice: 10.5, form: 'standard' }],
    ['a negative service', { servicePrice: 100, additionalServices: [-5], form: 'standard' }],
    ['a zero rate', { servicePrice: 100, deadlineRate: 0, form: 'custom' }],
    ['a NaN rate', { servicePrice: 100, deadlineRate: Number.NaN, form: 'custom' }],
  ])('refuses %s', (_name, input) => {
    expect(() => computePrice(input)).toThrow(RangeError);
  });
});

describe('paymentState', () => {
  it.each([
    [100, 0, 'Pending Payment'],
    [100, 40, 'Partially Paid'],
    [100, 100, 'Fully Paid'],
    [100, 120, 'Fully Paid'],
    [0, 0, null],
  ])('amount %s, paid %s → %s', (amount, paid, state) => {
    expect(paymentState(amount, paid)).toBe(state);
  });

  it('reports what is still owed, never negative', () => {
    expect(pendingAmount(100, 40)).toBe(60);
    expect(pendingAmount(100, 120)).toBe(0);
  });
});
