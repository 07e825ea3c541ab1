import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi } from '@scriptorium/shared-kit/testing';
import { quietStreamline } from './quietRequest.js';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('background requests', () => {
  it('carry the token but leave last_activity alone, so they never keep an idle session alive', async () => {
    sessionStore.getState().signIn('tok-9', makeUser('admin'));
    localStorage.setItem('last_activity', '2025-01-01T00:00:00.000Z');
    const m = mockApi(() => ({ data: { inbox: 2 } }));
    restore = m.restore;
    expect(await quietStreamline('stats', 'getMenuCounts')).toEqual({ inbox: 2 });
    expect(m.requests[0]).toMatchObject({
      method: 'POST',
      url: 'streamline',
      data: { stream: 'stats', action: 'getMenuCounts', params: [] },
    });
    expect(localStorage.getItem('last_activity')).toBe('2025-01-01T00:00:00.000Z');
  });

  it('still sign out on a 401', async () => {
    sessionStore.getState().signIn('tok-9', makeUser('admin'));
    restore = mockApi(() => ({ status: 401, data: { message: 'Unauthenticated.' } })).restore;
    await expect(quietStreamline('stats', 'getMenuCounts')).rejects.toThrow();
    expect(sessionStore.getState().token).toBeNull();
  });
});
