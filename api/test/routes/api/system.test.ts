import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfig } from '@scriptorium/contracts/core';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    sessionTimeoutMinutes: 45,
    googleClientId: 'client-id.apps.googleusercontent.com',
    maxUploadMb: 5,
  });
});
afterAll(async () => t?.close());

describe('GET /api/config', () => {
  it('tells the shell its runtime settings without signing in', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(runtimeConfig.parse(res.json())).toEqual({
      sessionTimeoutMinutes: 45,
      googleClientId: 'client-id.apps.googleusercontent.com',
      publicUrl: t.config.publicUrl,
      socketPath: '/socket.io',
      maxUploadBytes: 5 * 1024 * 1024,
      money: { client: 'USD', writer: 'KSh', kshPerUsd: 129 },
      gateways: ['sandbox'],
    });
  });
});

describe('GET /api/health', () => {
  it('answers ok while the database answers, 503 once it is gone', async () => {
    const ok = await t.request({ method: 'GET', url: '/api/health' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ok', db: 'ok' }]);
    await t.app.database.close();
    const down = await t.request({ method: 'GET', url: '/api/health' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'error', db: 'down' }]);
  });
});

describe('errors', () => {
  it('answers 404 {message} for an unknown /api path', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/no-such-thing not found' });
  });
});
