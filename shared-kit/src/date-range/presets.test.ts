import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { buildPresets, customValue, presetValue } from './presets.js';

const NOW = new Date(2025, 5, 18, 14, 30); // Wed 18 June 2025, 14:30 local
const fmt = (d: Date) => format(d, 'yyyy-MM-dd HH:mm:ss');

describe('date range presets (fixed clock Wed 2025-06-18 14:30)', () => {
  const table: [string, string, string][] = [
    ['today', '2025-06-18 00:00:00', '2025-06-18 23:59:59'],
    ['yesterday', '2025-06-17 00:00:00', '2025-06-17 23:59:59'],
    ['7_days', '2025-06-11 00:00:00', '2025-06-18 23:59:59'],
    ['this_week', '2025-06-16 00:00:00', '2025-06-22 23:59:59'],
    ['this_month', '2025-06-01 00:00:00', '2025-06-18 23:59:59'],
    ['last_month', '2025-05-01 00:00:00', '2025-05-31 23:59:59'],
    ['last_30_days', '2025-05-19 00:00:00', '2025-06-18 23:59:59'],
    ['last_60_days', '2025-04-19 00:00:00', '2025-06-18 23:59:59'],
    ['last_90_days', '2025-03-20 00:00:00', '2025-06-18 23:59:59'],
    ['this_year', '2025-01-01 00:00:00', '2025-06-18 23:59:59'],
    ['1_year', '2024-06-18 00:00:00', '2025-06-18 23:59:59'],
    ['all_time', '2021-01-01 00:00:00', '2025-06-18 23:59:59'],
    ['2025', '2025-01-01 00:00:00', '2025-12-31 23:59:59'],
    ['2023', '2023-01-01 00:00:00', '2023-12-31 23:59:59'],
    ['2021', '2021-01-01 00:00:00', '2021-12-31 23:59:59'],
  ];
  it.each(table)('%s spans %s → %s', (period, from, to) => {
    const v = presetValue(period, NOW);
    expect(v).toBeDefined();
    expect(fmt(v!.from)).toBe(from);
    expect(fmt(v!.to)).toBe(to);
  });

  it('lists every preset of the spec in order, one entry per year down to 2021', () => {
    expect(buildPresets(NOW).map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      '7 Days',
      'This week',
      'This Month',
      'Last Month',
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
      'This Year',
      '1 Year',
      'All Time',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
  });

  it('emits the period key and the MM/dd/yyyy query', () => {
    expect(presetValue('this_month', NOW)?.query).toBe('from=06/01/2025&to=06/18/2025&period=this_month');
    expect(presetValue('2024', NOW)?.query).toBe('from=01/01/2024&to=12/31/2024&period=2024');
  });

  it('makes a custom range from the start of the first day to the end of the last', () => {
    const v = customValue(new Date(2025, 1, 3, 9), new Date(2025, 1, 5, 9));
    expect(v.period).toBe('custom');
    expect(fmt(v.from)).toBe('2025-02-03 00:00:00');
    expect(fmt(v.to)).toBe('2025-02-05 23:59:59');
    expect(v.query).toBe('from=02/03/2025&to=02/05/2025&period=custom');
  });

  it('knows no preset for an unknown period', () => {
    expect(presetValue('fortnight', NOW)).toBeUndefined();
  });
});
