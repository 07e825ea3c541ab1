import { afterEach, describe, expect, it } from 'vitest';
import { apiActionPath, isApiOrigin } from './apiOrigin.js';
import { configureApi, get, post } from './apiClient.js';
import { mockApi } from '../testing/mockApi.js';

let restore = () => {};
afterEach(() => {
  restore();
  configureApi({ root: '/api/' });
  localStorage.removeItem('access_token');
});

describe('the access token stays on the API origin', () => {
  it('is sent with API paths and absolute URLs of the API origin, never with another origin', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    localStorage.setItem('access_token', 'tok-1');
    await get('auth/user');
    await get(`${location.origin}/api/auth/user`);
    await post('http://127.0.0.1:8491/steal', { email: 'a@x.io' });
    await get('//evil.example/steal');
    await get('https://evil.example/api/auth/user');
    expect(m.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer tok-1',
      'Bearer tok-1',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('follows a configured API root on another origin (a remote in its dev harness)', async () => {
    configureApi({ root: 'http://localhost:8080/api/' });
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    localStorage.setItem('access_token', 'tok-2');
    await get('orders');
    await get(`${location.origin}/api/orders`);
    expect(m.requests.map((r) => r.headers.authorization)).toEqual(['Bearer tok-2', undefined]);
    expect(isApiOrigin('http://localhost:8080/socket.io/', 'http://localhost:8080/api/')).toBe(true);
  });
});

describe('the query form action', () => {
  it.each(['users/confirm', 'orders/3/messages?x=1', 'auth/profile'])('accepts the API path %s', (action) => {
    expect(apiActionPath(action, '/api/')).toBe(action);
  });

  it.each([
    'http://127.0.0.1:8491/steal',
    'https://evil.example/api/users',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '/api/users',
    '/steal',
    '../steal',
    'users/../../steal',
    ' ',
    'HTTP://evil.example',
  ])('refuses %s', (action) => {
    expect(apiActionPath(action, '/api/')).toBeNull();
  });
});
