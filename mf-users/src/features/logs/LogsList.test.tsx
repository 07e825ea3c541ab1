import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, page, renderWithKit, signInAs, switchLanguage } from '@scriptorium/shared-kit/testing';
import LogsList from './LogsList.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

/** Log rows of three types: one the catalogue names, one it does not, and one with no device known. */
function rows() {
  const row = { user: { id: 1, name: 'Ada Admin' }, ip_address: '10.0.0.8', created_at: '2025-03-07T15:05:00Z' };
  return page([
    { ...row, id: 3, type: 'writer_assigned', log: 'Assigned', device: 'Windows - Firefox' },
    { ...row, id: 2, type: 'brand_new_event', log: 'Something new', device: 'Linux - Chrome' },
    { ...row, id: 1, type: 'login', log: 'Signed in', device: 'Unknown' },
  ]);
}

describe('LogsList', () => {
  it("shows each type in words and a device the API could not tell as 'Unknown'", async () => {
    restore = mockApi(() => ({ data: rows() })).restore;
    renderWithKit(<LogsList />, '/logs', '/logs');
    expect(await screen.findByText('Writer assigned')).toBeTruthy();
    expect(screen.getByText('Brand new event')).toBeTruthy();
    expect(screen.getByText('Login')).toBeTruthy();
    expect(screen.getByText('Unknown')).toBeTruthy();
  });

  describe('in Swahili', () => {
    it('names the types and an unknown device in Swahili; a type the catalogue lacks reads as its key in words', async () => {
      await switchLanguage('sw');
      restore = mockApi(() => ({ data: rows() })).restore;
      renderWithKit(<LogsList />, '/logs', '/logs');
      expect(await screen.findByText('Mwandishi amepewa kazi')).toBeTruthy();
      expect(screen.getByText('Kuingia')).toBeTruthy();
      expect(screen.getByText('Haijulikani')).toBeTruthy();
      expect(screen.getByText('Brand new event')).toBeTruthy();
      expect(screen.queryByText('Writer assigned')).toBeNull();
    });
  });

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
