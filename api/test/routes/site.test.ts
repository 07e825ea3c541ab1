import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { releases } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-static-'));
function write(rel: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
}
/** The built page's stand-in for the start-up data (federation/early-remote.ts), which the served page leaves out. */
const FALLBACK_SCRIPT = '<script async src="/assets/early-remote-0a1b2c3d.js" data-startup-fallback></script>';
write(
  'shell/dist/index.html',
  `<!doctype html><head>${FALLBACK_SCRIPT}<title>Shell</title><link rel="modulepreload" crossorigin href="/assets/index-AbCdEf12.js"></head>`,
);
/** The page as served, without its start-up data block. */
const INDEX =
  '<!doctype html><head><title>Shell</title><link rel="modulepreload" crossorigin href="/assets/index-AbCdEf12.js"></head>';
// What federation/first-screen.ts writes beside the shell's and a remote's build.
write(
  'shell/dist/first-screen.json',
  JSON.stringify({
    start: ['assets/pendingShares-AbCdEf12.js'],
    shares: {
      'antd/es/form': ['assets/form-AbCdEf12.js', 'assets/form-AbCdEf12.css', 'assets/index-AbCdEf12.js'],
      'antd/es/table': ['assets/table-AbCdEf12.js'],
    },
    layouts: {
      guest: ['assets/GuestLayout-AbCdEf12.js'],
      client: ['assets/ClientLayout-AbCdEf12.js'],
      admin: ['assets/AdminLayout-AbCdEf12.js'],
    },
    lazy: {
      DataTable: ['assets/DataTable-AbCdEf12.js', 'assets/table-AbCdEf12.js'],
      PhoneInput: ['assets/PhoneInput-AbCdEf12.js'],
    },
  }),
);
write(
  'mf-auth/dist/first-screen.json',
  JSON.stringify({
    start: ['assets/routes-AbCdEf12.js'],
    routes: [
      { path: '/sh-auth', roles: ['guest'], files: ['assets/AuthPage-AbCdEf12.js'], shares: ['antd/es/form', 'react'] },
      { path: '/reset-password', roles: ['guest'], files: ['assets/ResetPasswordPage-AbCdEf12.js'], shares: [] },
      {
        path: '/sh-user-profile',
        files: ['assets/ProfilePage-AbCdEf12.js'],
        shares: ['antd/es/table'],
        lazy: ['DataTable'],
      },
    ],
  }),
);
write('shell/dist/assets/index-AbCdEf12.js', 'console.log("shell")');
write('shell/dist/favicon.svg', '<svg/>');
// What federation/versions.ts writes: what the shell provides, what a remote needs.
write('shell/dist/shared-versions.json', JSON.stringify({ shares: { react: { version: '19.2.0', singleton: true } } }));
write(
  'mf-auth/dist/shared-needs.json',
  JSON.stringify({ remote: 'mf_auth', needs: { react: { version: '^19.0.0', singleton: true } } }),
);
write('mf-orders/dist/remoteEntry.js', 'export const orders = 1;');
write('mf-orders/dist/assets/OrderDetail-9xYz8WvU.js', 'export default 1;');
// What federation/precompress.ts writes beside each built file.
const ENTRY_JS = `export const entry = ${JSON.stringify('x'.repeat(3000))};`;
write('mf-auth/dist/remoteEntry.js', ENTRY_JS);
const ENTRY_BR = zlib.brotliCompressSync(ENTRY_JS);
const ENTRY_GZ = zlib.gzipSync(ENTRY_JS, { level: 9 });
fs.writeFileSync(path.join(root, 'mf-auth/dist/remoteEntry.js.br'), ENTRY_BR);
fs.writeFileSync(path.join(root, 'mf-auth/dist/remoteEntry.js.gz'), ENTRY_GZ);
write('remotes-cdn.json', JSON.stringify({ mf_orders: 'https://cdn.example.com/orders/remoteEntry.js' }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A page without its start-up data block. */
const withoutStartup = (html: string) =>
  html.replace(/<script type="application\/json" id="scriptorium-startup">.*?<\/script>/, '');

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

/** Where the files of a remote's live release are served: each build found here at start is one. */
async function releaseBase(folder: string): Promise<string> {
  const [live] = await t.app.db
    .select({ id: releases.id, state: releases.state })
    .from(releases)
    .where(eq(releases.remote, folder));
  expect(live?.state).toBe('live');
  return `/releases/${folder}/${live.id}/`;
}

describe('remotes', () => {
  it('serves a remote entry uncached and hashed assets cached for a year, to any origin', async () => {
    const entry = await get('/remotes/mf-orders/remoteEntry.js', { origin: 'http://localhost:5174' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('export const orders = 1;');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    const asset = await get('/remotes/mf-orders/assets/OrderDetail-9xYz8WvU.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets a browser keep the entry /remotes.json names (a revisit loads it from its cache), and only that one', async () => {
    const named = new URL((await get('/remotes.json')).json().mf_orders);
    const entry = await get(named.pathname + named.search);
    expect(entry.body).toBe('export const orders = 1;');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/mf-orders/remoteEntry.js?v=0123456789ab')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a plain-text 503 saying how to build a remote that is not built', async () => {
    const res = await get('/remotes/mf-users/remoteEntry.js');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('mf-users is not built: run npm run build');
  });

  it('answers 404 for unknown remotes, missing files and path tricks', async () => {
    expect((await get('/remotes/mf-evil/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/remotes/mf-orders/missing.js')).statusCode).toBe(404);
    expect((await get('/remotes/mf-orders/..%2F..%2Fremotes-cdn.json')).statusCode).toBe(404);
  });

  it("builds /remotes.json from the request's origin: each built remote's live release, one without a release by its build's content version", async () => {
    const res = await get('/remotes.json', { host: 'app.example.com:8443' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      mf_auth: `http://app.example.com:8443${await releaseBase('mf-auth')}remoteEntry.js`,
      mf_orders: `http://app.example.com:8443${await releaseBase('mf-orders')}remoteEntry.js`,
      mf_users: 'http://app.example.com:8443/remotes/mf-users/remoteEntry.js',
      mf_payments: 'http://app.example.com:8443/remotes/mf-payments/remoteEntry.js',
      mf_settings: 'http://app.example.com:8443/remotes/mf-settings/remoteEntry.js',
    });
  });

  it('serves the REMOTES_JSON file instead when configured', async () => {
    const custom = await createTestApp({ staticRoot: root, remotesJsonPath: path.join(root, 'remotes-cdn.json') });
    try {
      const res = await custom.request({ method: 'GET', url: '/remotes.json' });
      expect(res.json()).toEqual({ mf_orders: 'https://cdn.example.com/orders/remoteEntry.js' });
      // The page preloads the entry where the manifest puts it, not this server's copy of the remote
      // (the shell's own page frame still comes from here).
      const page = (await custom.request({ method: 'GET', url: '/orders/new' })).body;
      const links = [...page.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)]
        .map((m) => m[1])
        .filter((f) => f !== '/assets/index-AbCdEf12.js');
      expect(links).toEqual(['/assets/GuestLayout-AbCdEf12.js', 'https://cdn.example.com/orders/remoteEntry.js']);
    } finally {
      await custom.close();
    }
  });
});

describe('shell', () => {
  it('serves index.html at / and for any app route (history fallback), never cached', async () => {
    for (const url of ['/orders/order/12', '/users/writers/tab/active?x=1']) {
      const res = await get(url);
      expect({
        url,
        status: res.statusCode,
        body: withoutStartup(res.body),
        cache: res.headers['cache-control'],
      }).toEqual({
        url,
        status: 200,
        body: INDEX,
        cache: 'no-cache',
      });
    }
    // `/` is the page too, listing the screen it sends a guest to (the sign-in page).
    const root = await get('/');
    expect([root.statusCode, root.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(withoutStartup(root.body)).toContain('<title>Shell</title>');
    expect(root.body).toContain(`href="${await releaseBase('mf-auth')}assets/AuthPage-AbCdEf12.js"`);
  });

  it('carries /remotes.json and the runtime config in the page, so the first render waits on no request', async () => {
    const res = await get('/sh-auth', { host: 'app.example.com' });
    const block = /<head><script type="application\/json" id="scriptorium-startup">(.*?)<\/script>/.exec(res.body);
    const startup = JSON.parse(block![1]);
    expect(startup.remotes).toEqual((await get('/remotes.json', { host: 'app.example.com' })).json());
    expect(startup.config).toEqual((await get('/api/config')).json());
  });

  it("carries, for a guest, the answers the first screen reads as it renders (the order form's choices), as the API gives them", async () => {
    const startupOf = async (url: string, cookie?: string) =>
      JSON.parse(
        /id="scriptorium-startup">(.*?)<\/script>/.exec((await get(url, cookie ? { cookie } : {})).body)![1],
      ) as { answers?: Record<string, unknown> };
    const keys = ['service_types', 'deadlines', 'order_services'].map((type) => `list-settings/${type}?all=1`);
    for (const page of ['/orders/new', '/orders/new-order-form', '/orders/form']) {
      const { answers } = await startupOf(page);
      expect(Object.keys(answers ?? {}).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(answers![key]).toEqual((await get(`/api/${key}`)).json());
    }
    // A signed-in role's page carries none (its reads go out with its token); a page that reads nothing neither.
    expect((await startupOf('/orders/new', 'scriptorium_role=client')).answers).toBeUndefined();
    expect((await startupOf('/sh-auth')).answers).toBeUndefined();
  });

  it("carries the share manifests the first screen's remote is checked with, so its load waits on neither file", async () => {
    const startupOf = async (url: string, cookie?: string) =>
      JSON.parse(
        /id="scriptorium-startup">(.*?)<\/script>/.exec((await get(url, cookie ? { cookie } : {})).body)![1],
      ) as { shared: unknown };
    const provided = JSON.parse(fs.readFileSync(path.join(root, 'shell/dist/shared-versions.json'), 'utf8'));
    const needs = JSON.parse(fs.readFileSync(path.join(root, 'mf-auth/dist/shared-needs.json'), 'utf8'));
    expect((await startupOf('/sh-auth')).shared).toEqual({ provided, needs: { mf_auth: needs } });
    // A signed-in role on the sign-in page is sent on: no remote of its own to check; mf-orders has no file here.
    expect((await startupOf('/sh-auth', 'scriptorium_role=client')).shared).toEqual({ provided });
    expect((await startupOf('/orders', 'scriptorium_role=client')).shared).toEqual({ provided });
  });

  it("lists what the URL's first screen loads as modulepreload links: the remote's entry and start, its screen, the shell's start and the shares the screen takes", async () => {
    const res = await get('/sh-auth');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const links = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const auth = await releaseBase('mf-auth');
    expect(links).toEqual([
      '/assets/index-AbCdEf12.js', // the build's own, not repeated
      `${auth}remoteEntry.js`, // as /remotes.json names it: one download
      `${auth}assets/routes-AbCdEf12.js`,
      '/assets/pendingShares-AbCdEf12.js',
      `${auth}assets/AuthPage-AbCdEf12.js`,
      '/assets/form-AbCdEf12.js',
    ]);
    // The style sheet a chunk needs (its dynamic import waits for it) is fetched at once too, as a style.
    expect(
      [...res.body.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((m) => m[1]),
    ).toEqual(['/assets/form-AbCdEf12.css']);
    // Another screen of the same remote gets its own files, not the sign-in form's.
    const reset = (await get('/reset-password?token=x')).body;
    expect(reset).toContain(`${auth}assets/ResetPasswordPage-AbCdEf12.js`);
    expect(reset).not.toContain('AuthPage');
  });

  it("adds the page frame of the role the app's cookie names, and lists nothing for a page that role is sent away from", async () => {
    const links = async (url: string, cookie?: string) =>
      [...(await get(url, cookie ? { cookie } : {})).body.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)]
        .map((m) => m[1])
        .filter((f) => f !== '/assets/index-AbCdEf12.js');
    const writer = await links('/sh-user-profile', 'theme=dark; scriptorium_role=writer');
    // …and the kit's lazy components the screen renders (DataTable), not the others (PhoneInput).
    expect(writer.filter((f) => /Layout|Profile|table|DataTable|PhoneInput/.test(f))).toEqual([
      '/assets/AdminLayout-AbCdEf12.js',
      `${await releaseBase('mf-auth')}assets/ProfilePage-AbCdEf12.js`,
      '/assets/table-AbCdEf12.js',
      '/assets/DataTable-AbCdEf12.js',
    ]);
    expect((await links('/sh-user-profile', 'scriptorium_role=client')).filter((f) => /Layout/.test(f))).toEqual([
      '/assets/ClientLayout-AbCdEf12.js',
    ]);
    // A guest on a signed-in page goes to the sign-in page; a signed-in user on the sign-in page goes home.
    expect(await links('/sh-user-profile')).toEqual([]);
    expect(await links('/sh-auth', 'scriptorium_role=admin')).toEqual([]);
    // An unknown role is a guest.
    expect(await links('/sh-user-profile', 'scriptorium_role=root')).toEqual([]);
  });

  it("answers /first-screen?path= with the files that path's page would list for the hinted role, for the app's in-app navigation", async () => {
    const pageLinks = async (url: string, cookie: string) =>
      [...(await get(url, { cookie })).body.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)]
        .map((m) => m[1])
        .filter((f) => f !== '/assets/index-AbCdEf12.js');
    const cookie = 'scriptorium_role=writer';
    const res = await get(`/first-screen?path=${encodeURIComponent('/sh-user-profile')}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    const { files } = res.json() as { files: string[] };
    expect(files).toContain(`${await releaseBase('mf-auth')}assets/ProfilePage-AbCdEf12.js`);
    expect(files).toEqual(await pageLinks('/sh-user-profile', cookie));
    // `/` lists the screen it sends the visitor to (a guest: the sign-in page).
    const home = (await get('/first-screen?path=%2F')).json() as { files: string[] };
    expect(home.files).toContain(`${await releaseBase('mf-auth')}assets/AuthPage-AbCdEf12.js`);
    expect(home.files).toEqual((await get('/first-screen?path=%2Fsh-auth')).json().files);
    // What the role may not open lists nothing; a path that is not a URL path is refused, per field.
    expect((await get('/first-screen?path=%2Fsh-user-profile')).json()).toEqual({ files: [] });
    const bad = await get('/first-screen?path=orders');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { path: [expect.stringMatching(/starting with \//)] } });
  });

  it('serves the files of the build, hashed ones cached', async () => {
    const asset = await get('/assets/index-AbCdEf12.js');
    expect(asset.body).toBe('console.log("shell")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('does not answer HTML for missing assets, /api or /socket.io paths', async () => {
    expect((await get('/assets/missing-12345678.js')).statusCode).toBe(404);
    const api = await get('/api/unknown');
    expect([api.statusCode, api.json()]).toEqual([404, { message: 'Route GET /api/unknown not found' }]);
    expect((await get('/flags/nope')).statusCode).toBe(404);
  });

  it('says how to build the shell when it is not built', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.request({ method: 'GET', url: '/orders' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('The shell is not built: run npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('compression', () => {
  it('sends the Brotli or gzip file written at build time as the browser accepts, varying on Accept-Encoding', async () => {
    const br = await t.request({
      method: 'GET',
      url: '/remotes/mf-auth/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    // The file written at build time, not a compression made per request.
    expect(br.rawPayload.equals(ENTRY_BR)).toBe(true);

    const gz = await t.request({
      method: 'GET',
      url: '/remotes/mf-auth/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(ENTRY_GZ)).toBe(true);

    const plain = await t.request({
      method: 'GET',
      url: '/remotes/mf-auth/remoteEntry.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_JS);
  });

  it("compresses the app's page, which varies with the role cookie", async () => {
    const res = await t.request({ method: 'GET', url: '/sh-auth', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('scriptorium-startup');
  });

  it('compresses API JSON above 1 KB and leaves small answers alone', async () => {
    const big = await t.request({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toBeTruthy();

    const small = await t.request({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('mf_auth');
  });
});

describe('flags', () => {
  it('serves 3x2 SVG flags by ISO code, any case', async () => {
    const res = await get('/flags/ke.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('viewBox="0 0 513 342"');
    expect((await get('/flags/XX.svg')).statusCode).toBe(404);
  });
});
