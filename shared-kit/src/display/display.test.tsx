import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BADGE_STATUSES } from '@scriptorium/contracts/core';
import { StatusBadge } from './StatusBadge.js';
import { StarRating } from './StarRating.js';
import { Money } from './Money.js';
import { DateTime } from './DateTime.js';

describe('display components', () => {
  it('labels every status of docs/product.md §4 and the numeric states 0–3', () => {
    const { container } = render(
      <>
        {BADGE_STATUSES.map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(BADGE_STATUSES.length);
    expect(screen.getAllByText('In Progress').length).toBe(1);
    render(
      <>
        {[0, 1, 2, 3].map((n) => (
          <StatusBadge key={n} status={n} />
        ))}
      </>,
    );
    for (const label of ['Pending', 'Sent', 'Delivered', 'Failed'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('shows at most 5 stars and reports a click', async () => {
    const picked: number[] = [];
    const { container } = render(<StarRating value={9} onChange={(v) => picked.push(v)} />);
    expect(container.querySelectorAll('.ant-rate-star')).toHaveLength(5);
    expect(container.querySelectorAll('.ant-rate-star-full')).toHaveLength(5);
    await userEvent.click(container.querySelectorAll('.ant-rate-star > div')[2]);
    expect(picked.at(-1)).toBeGreaterThan(0);
  });

  it('announces each star as "1 star" … "5 stars" and picks the named one', async () => {
    const picked: number[] = [];
    render(<StarRating value={2} onChange={(v) => picked.push(v)} />);
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(screen.getByRole('radio', { name: '2 stars', checked: true })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'star star' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(picked.at(-1)).toBe(4);
  });

  it('formats money and dates', () => {
    render(
      <>
        <Money value={1234.5} currency="USD" />
        <Money value={60} currency="KSh" />
        <DateTime value="2025-03-07T15:05:00" />
        <DateTime value="2025-03-07T15:05:00" format="iso" />
        <DateTime value="nope" />
      </>,
    );
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('KSh 60.00')).toBeTruthy();
    expect(screen.getByText('Mar 7, 2025, 3:05 PM')).toBeTruthy();
    expect(screen.getByText('2025-03-07')).toBeTruthy();
  });
});
