import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '@scriptorium/shared-kit/testing';
import { PricePanel } from './PricePanel.js';

describe('PricePanel', () => {
  it('says it is checking the price through a labelled status region, not a label on the spinner (ARIA prohibits one there)', () => {
    renderWithKit(<PricePanel price={null} checking custom={false} />);
    const status = screen.getByRole('status', { name: 'Checking the price' });
    expect(status.querySelector('.ant-spin')?.hasAttribute('aria-label')).toBe(false);
  });
});
