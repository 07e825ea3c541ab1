/**
 * The clean-503 rule on any database (PGlite in the default run): once the database cannot be reached,
 * every route that needs it answers 503 `{message}` with Retry-After — never a 500 or a stack — while
 * routes that do not need it keep answering. Which driver errors count as "unreachable" is checked
 * against the error shapes node-postgres and drizzle produce. (Outage and recovery on PostgreSQL under
 * load: pg-restart.test.ts, in the scale run.)
 * @see plugins/app/error-handler.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../src/plugins/app/error-handler.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a terminated backend (57P01)',
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    ],
    [
      'a database refusing connections',
      Object.assign(new Error('database "x" is not currently accepting connections'), { code: '55000' }),
    ],
    ['a dropped connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s', (_what, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    [
      'a unique violation',
      wrapped(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })),
    ],
    ['a syntax error', Object.assign(new Error('syntax error at or near "x"'), { code: '42601' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('does not mistake %s for an outage', (_what, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});

describe('with the database gone', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('admin@example.com');
    await t.app.database.close();
  });
  afterAll(async () => t?.close());

  it('answers 503 {message} with Retry-After on routes that need it, signed in or not', async () => {
    for (const [url, auth] of [
      ['/api/auth/user', token],
      ['/api/list-settings/deadlines?all=1', undefined],
      ['/api/logs', token],
    ] as const) {
      const res = await t.request({ method: 'GET', url, token: auth });
      expect([url, res.statusCode, res.json()]).toEqual([url, 503, { message: DATABASE_UNAVAILABLE_MESSAGE }]);
      expect(res.headers['retry-after']).toBe('5');
    }
    const write = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'password' },
    });
    expect([write.statusCode, write.json()]).toEqual([503, { message: DATABASE_UNAVAILABLE_MESSAGE }]);
  });

  it('keeps answering what does not need the database', async () => {
    expect((await t.request({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json()]).toEqual([503, { status: 'error', db: 'down' }]);
  });
});
