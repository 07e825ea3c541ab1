import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PERMISSIONS } from '@scriptorium/contracts/core';
import { FALLBACK_CONFIG, runtimeConfigStore, sessionStore } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi } from '@scriptorium/shared-kit/testing';
import { echoRemote, preloadLayouts, renderShell } from '../../testing/renderShell.js';
import { RESTORED_MESSAGE } from './sessionTiming.js';
import { secondsLeft } from './SessionTimeoutDialog.js';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));
vi.mock('../realtime/useSocketConnection.js', () => ({ useSocketConnection: () => undefined }));

preloadLayouts();

const REMOTES = {
  mf_orders: echoRemote('mf_orders', [{ path: '/inbox/*' }]),
  mf_auth: echoRemote('mf_auth', [{ path: '/auth/login' }, { path: '/sh-auth' }]),
};
const TITLE = 'Your session is about to Expire!';

/** An admin signed in with a 1.2 s idle timeout (0.02 minutes), as GET /api/config would give it. */
function start() {
  runtimeConfigStore.getState().set({ ...FALLBACK_CONFIG, sessionTimeoutMinutes: 0.02 });
  const admin = makeUser('admin', { permissions: ALL_PERMISSIONS });
  sessionStore.getState().signIn('tok', admin);
  const m = mockApi((req) =>
    req.url === 'streamline' ? { data: {} } : req.url === 'messages/list-unread' ? { data: [] } : { data: admin },
  );
  restore = m.restore;
  return { m, ...renderShell('/inbox', REMOTES) };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  act(() => sessionStore.getState().clear());
  runtimeConfigStore.getState().set(FALLBACK_CONFIG);
});

describe('the session timeout dialog', () => {
  it("appears when the idle time reaches the timeout, counting 30 s down; 'Stay signed in' keeps the session", async () => {
    start();
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy();
    expect(screen.getByTestId('session-countdown').textContent).toMatch(
      /^You will be logged out in (30|29) seconds due to inactivity\.$/,
    );
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull(), { interval: 20 });
    expect(Date.parse(localStorage.getItem('last_activity') ?? '')).toBeGreaterThanOrEqual(before);
    expect(sessionStore.getState().token).toBe('tok');
  });

  it("signs out to the login address with 'Sign out now!'", async () => {
    const { router, m } = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out now!' }));
    expect(await screen.findByRole('heading', { name: 'mf_auth /auth/login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(m.requests.some((r) => r.method === 'POST' && r.url === 'auth/logout')).toBe(true);
    expect(sessionStore.getState().token).toBeNull();
  });

  it("closes and logs 'session has been restored in another tab' when another tab refreshes the activity", async () => {
    const log = vi.spyOn(console, 'log');
    start();
    await screen.findByRole('dialog', { name: TITLE });
    act(() => {
      localStorage.setItem('last_activity', new Date().toISOString());
      window.dispatchEvent(new StorageEvent('storage', { key: 'last_activity' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull(), { interval: 20 });
    expect(log).toHaveBeenCalledWith(RESTORED_MESSAGE);
    expect(sessionStore.getState().token).toBe('tok');
    log.mockRestore();
  });
});

describe('secondsLeft', () => {
  it('rounds up and never goes below 0', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 100)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 31_000)).toBe(0);
  });
});
