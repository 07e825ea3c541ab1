import { describe, expect, it } from 'vitest';
// The kit's catalogue registered, so a switch loads its Swahili.
import '../i18n/catalog.js';
import { changeLocale } from '../i18n/i18n.js';
import { columnKind, formatCell, formatDate, headerLabel } from './formatters.js';
import { formatMoney, formatNumber } from './numbers.js';
import { statusColor, statusLabel, statusName } from './status.js';

describe('formatters', () => {
  it.each([
    [1234567.891, 0, '1,234,568'],
    [1234.5, 2, '1,234.50'],
    ['42', 0, '42'],
    [null, 0, ''],
    ['n/a', 0, 'n/a'],
  ])('formatNumber(%s, %i) = %s', (v, d, out) => expect(formatNumber(v, d)).toBe(out));

  it('formats money with two decimals and the product currencies', () => {
    expect(formatMoney(1500)).toBe('1,500.00');
    expect(formatMoney('99.5', { currency: 'USD' })).toBe('$99.50');
    expect(formatMoney(-20, { currency: 'KSh' })).toBe('-KSh 20.00');
  });

  const d = new Date(2025, 2, 7, 15, 5);
  it.each([
    ['default', 'Mar 7, 2025, 3:05 PM'],
    ['long', 'March 7, 2025'],
    ['us', '03/07/2025'],
    ['iso', '2025-03-07'],
    ['time', '15:05'],
    ['MMMM d, yyyy', 'March 7, 2025'],
  ])('formatDate with %s', (f, out) => expect(formatDate(d, f)).toBe(out));

  it('gives empty text for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it.each([
    ['amount', 'money'],
    ['order.paid_amount', 'money'],
    ['total_paid', 'money'],
    ['monthly_fee', 'money'],
    ['age', 'number'],
    ['interest_rate_pa', 'number'],
    ['created_at', 'date'],
    ['user.updated_at', 'date'],
    ['paid_at', 'date'],
    ['name', 'text'],
  ])('column %s is %s', (k, kind) => expect(columnKind(k)).toBe(kind));

  it('formats cells by column and never returns markup', () => {
    expect(formatCell('amount', 2500)).toBe('2,500.00');
    expect(formatCell('name', '<b>x</b>')).toBe('<b>x</b>');
    expect(formatCell('meta', { a: 1 })).toBe('{"a":1}');
  });

  it('labels headers from the last dotted segment', () => {
    expect(headerLabel('user.created_at')).toBe('Created At');
    expect(headerLabel('ip_address')).toBe('Ip Address');
  });

  it('labels the keys the kit names in the current language (a key it does not name stays in words)', async () => {
    await changeLocale('sw');
    try {
      expect(headerLabel('user.created_at')).toBe('Tarehe ya kuundwa');
      expect(headerLabel('ip_address')).toBe('Ip Address');
    } finally {
      await changeLocale('en');
    }
  });
});

describe('status badge names', () => {
  it.each([
    [0, 'pending'],
    [1, 'sent'],
    [2, 'delivered'],
    [3, 'failed'],
    ['2', 'delivered'],
    ['in_progress', 'in_progress'],
  ])('status %s → %s', (s, name) => expect(statusName(s)).toBe(name));
  it('labels and colours statuses', () => {
    expect(statusLabel('pending_disbursement')).toBe('Pending Disbursement');
    expect(statusColor('rejected')).toBe('red');
    expect(statusColor('whatever')).toBe('default');
    expect(statusColor('constructor')).toBe('default');
  });
});
