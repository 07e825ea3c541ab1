import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, page, renderWithKit, signInAs } from '@scriptorium/shared-kit/testing';
import LogsList from './LogsList.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

describe('LogsList', () => {
  it('lists log rows with the user\'s name and the device as "OS - Browser"', async () => {
    const m = mockApi(() => ({
      data: page([
        {
          id: 4,
          user: { id: 1, name: 'Ada Admin' },
          type: 'user_added',
          log: 'Added client #9 Njeri',
          ip_address: '10.0.0.8',
          device: 'Windows - Firefox',
          created_at: '2025-03-07T15:05:00Z',
        },
      ]),
    }));
    restore = m.restore;
    renderWithKit(<LogsList />, '/logs', '/logs');
    expect(await screen.findByText('Added client #9 Njeri')).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('Windows - Firefox')).toBeTruthy();
    // The type in words, not the stored key.
    expect(screen.getByText('User added')).toBeTruthy();
    expect(screen.queryByText('user_added')).toBeNull();
    expect(m.requests[0].url).toBe('logs');
    for (const header of ['Id', 'User', 'Type', 'Log', 'Ip address', 'Device', 'Created At']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`, 'i') })).toBeTruthy();
    }
  });
});
