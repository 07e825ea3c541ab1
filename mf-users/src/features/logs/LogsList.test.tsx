import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import LogsList from './LogsList.js';
import { mockApi, page } from '../testing/mockApi.js';
import { renderScreen } from '../testing/renderScreen.js';

let restore = () => {};
afterEach(() => restore());

describe('LogsList', () => {
  it('lists log rows with the user\'s name and the device as "OS - Browser"', async () => {
    const m = mockApi(() => ({
      data: page([{ id: 4, user: { id: 1, name: 'Ada Admin' }, type: 'user_added', log: 'Added client #9 Njeri', ip_address: '10.0.0.8', device: 'Windows - Firefox', created_at: '2025-03-07T15:05:00Z' }]),
    }));
    restore = m.restore;
    renderScreen(<LogsList />, '/logs', '/logs');
    expect(await screen.findByText('Added client #9 Njeri')).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('Windows - Firefox')).toBeTruthy();
    expect(m.requests[0].url).toBe('logs');
    for (const header of ['Id', 'User', 'Type', 'Log', 'Ip address', 'Device', 'Created At']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`, 'i') })).toBeTruthy();
    }
  });
});
