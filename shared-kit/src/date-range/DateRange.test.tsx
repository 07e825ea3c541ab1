import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRange } from './DateRange.js';
import type { DateRangeValue } from './presets.js';
import { renderWithKit } from '../testing/renderWithKit.js';

const NOW = () => new Date(2025, 5, 18, 14, 30);

describe('DateRange', () => {
  it('starts on This Month and emits {from, to, period, query} for a preset', async () => {
    const got: (DateRangeValue | null)[] = [];
    renderWithKit(<DateRange now={NOW} onChange={(v) => got.push(v)} />);
    expect(screen.getByText('This Month')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range' }));
    await userEvent.click(await screen.findByTitle('Last 30 days'));
    expect(got[0]).toMatchObject({
      period: 'last_30_days',
      query: 'from=05/19/2025&to=06/18/2025&period=last_30_days',
    });
  });

  it('offers Custom with Apply only once both dates are set', async () => {
    const got: (DateRangeValue | null)[] = [];
    renderWithKit(<DateRange now={NOW} onChange={(v) => got.push(v)} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range' }));
    await userEvent.click(await screen.findByTitle('Custom'));
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-03' } });
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-05' } });
    // The pickers show their days in the display format, not the browser's.
    expect(screen.getByDisplayValue('Feb 3, 2025')).toBeTruthy();
    expect(screen.getByDisplayValue('Feb 5, 2025')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(got[0]).toMatchObject({ period: 'custom', query: 'from=02/03/2025&to=02/05/2025&period=custom' });
    expect(screen.getByText('Feb 3, 2025 – Feb 5, 2025')).toBeTruthy();
  });

  it('shows Custom, then the chosen dates, as soon as Custom is chosen (before Apply)', async () => {
    renderWithKit(<DateRange now={NOW} value={null} />);
    expect(screen.getByText('Date range')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range' }));
    await userEvent.click(await screen.findByTitle('Custom'));
    const box = screen.getByRole('combobox', { name: 'Date range' }).closest('.ant-select') as HTMLElement;
    expect(box.querySelector('.ant-select-placeholder')).toBeNull();
    expect(box.textContent).toContain('Custom');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-03' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-05' } });
    expect(box.textContent).toContain('Feb 3, 2025 – Feb 5, 2025');
  });

  it('lists All Time, then every year from this one down to 2021 and none before', async () => {
    renderWithKit(<DateRange now={NOW} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range' }));
    expect(await screen.findByTitle('All Time')).toBeTruthy();
    const years = [...document.querySelectorAll('.ant-select-item-option')]
      .map((o) => o.getAttribute('title'))
      .filter((t) => /^\d{4}$/.test(t ?? ''));
    expect(years).toEqual(['2025', '2024', '2023', '2022', '2021']);
  });
});
