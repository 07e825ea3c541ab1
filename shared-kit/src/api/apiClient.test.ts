import { afterEach, describe, expect, it } from 'vitest';
import { api, configureApi, downloadUrl, fieldErrors, get, post, streamline } from './apiClient.js';
import { confirmAndRun } from './confirmAndRun.js';
import { sessionStore } from '../session/sessionStore.js';
import { setFeedback } from '../feedback/feedback.js';
import type { Feedback } from '../feedback/createFeedback.js';
import { mockApi } from '../testing/mockApi.js';

let restore = () => {};
afterEach(() => {
  restore();
  setFeedback(null);
  configureApi({ root: '/api/' });
});

const user = {
  id: 1,
  name: 'Ann',
  email: 'a@x.io',
  phone: null,
  profile_picture: null,
  role: 'admin' as const,
  permissions: [],
  created_at: '2025-01-01',
};

describe('API client', () => {
  it('sends the Bearer token when one is stored, and none for the strings undefined/null', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    localStorage.setItem('access_token', 'tok-1');
    await get('auth/user');
    localStorage.setItem('access_token', 'undefined');
    await get('auth/user');
    localStorage.setItem('access_token', 'null');
    await get('auth/user');
    expect(m.requests.map((r) => r.headers.authorization)).toEqual(['Bearer tok-1', undefined, undefined]);
  });

  it('stamps last_activity on every request of a signed-in user', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    localStorage.setItem('access_token', 'tok-1');
    localStorage.removeItem('last_activity');
    const before = Date.now();
    await post('x', { a: 1 });
    const stamped = Date.parse(localStorage.getItem('last_activity') ?? '');
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
  });

  it('leaves last_activity alone when nobody is signed in', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    localStorage.removeItem('access_token');
    localStorage.removeItem('last_activity');
    await get('config');
    expect(localStorage.getItem('last_activity')).toBeNull();
  });

  it('clears the stored user and marks the user signed out on a 401', async () => {
    const m = mockApi(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
    restore = m.restore;
    sessionStore.getState().signIn('tok', user);
    await expect(get('auth/user')).rejects.toThrow();
    expect(sessionStore.getState().status).toBe('signed-out');
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('uses the configured API root and the right verbs', async () => {
    const m = mockApi(() => ({ data: { ok: true } }));
    restore = m.restore;
    configureApi({ root: 'http://api.test/api' });
    await api.get('a', { q: 1 });
    await api.post('b', { x: 1 });
    await api.put('c', { x: 2 });
    await api.patch('d', { x: 3 });
    expect(await api.delete('e')).toEqual({ ok: true });
    expect(m.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET a', 'POST b', 'PUT c', 'PATCH d', 'DELETE e']);
    expect(m.requests[0].params).toEqual({ q: 1 });
    expect(downloadUrl('exports/a b.csv', 'Orders & co.csv')).toBe(
      'http://api.test/api/external-download?file=exports%2Fa%20b.csv&name=Orders%20%26%20co.csv',
    );
  });

  it('streamlines {stream, action, params} to the streamline URL', async () => {
    const m = mockApi(() => ({ data: { count: 3 } }));
    restore = m.restore;
    expect(await streamline('notifications/notifications', 'markRead', 12)).toEqual({ count: 3 });
    expect(m.requests[0]).toMatchObject({
      method: 'POST',
      url: 'streamline',
      data: { stream: 'notifications/notifications', action: 'markRead', params: [12] },
    });
  });

  it('maps a 422 to the first message of each field', async () => {
    const m = mockApi(() => ({
      status: 422,
      data: { message: 'bad', errors: { email: ['Taken', 'Other'], name: 'Required' } },
    }));
    restore = m.restore;
    const error = await post('users', {}).catch((e: unknown) => e);
    expect(fieldErrors(error)).toEqual({ email: 'Taken', name: 'Required' });
  });
});

describe('confirmAndRun', () => {
  const answer = (yes: boolean) => setFeedback({ confirm: async () => yes } as unknown as Feedback);

  it('posts after confirmation and resolves {success, data}', async () => {
    const m = mockApi(() => ({ data: { id: 4 } }));
    restore = m.restore;
    answer(true);
    expect(await confirmAndRun('orders/4/approve', { rating: 5 })).toEqual({ success: true, data: { id: 4 } });
    expect(m.requests[0]).toMatchObject({ method: 'POST', url: 'orders/4/approve', data: { rating: 5 } });
  });

  it('resolves {success: false, error, message} when the call fails', async () => {
    const m = mockApi(() => ({
      status: 403,
      data: { message: 'Not authorized to access this page/resource/endpoint' },
    }));
    restore = m.restore;
    answer(true);
    const r = await confirmAndRun('x', {});
    expect(r).toMatchObject({ success: false, message: 'Not authorized to access this page/resource/endpoint' });
  });

  it('does not call the server when the person cancels', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    answer(false);
    expect(await confirmAndRun('x', {})).toMatchObject({ success: false, cancelled: true });
    expect(m.requests).toHaveLength(0);
  });
});
