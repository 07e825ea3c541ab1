import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_FIRST_SCRIPT } from '../../../src/lib/html-first-script.js';
import { pageLocale, withLang } from '../../../src/lib/page-fragments.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-fragments-'));
function write(rel: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
}
// What federation/prerender.ts writes into the shell's and mf-auth's builds.
write(
  'shell/dist/index.html',
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
);
write(
  'shell/dist/fragments.json',
  JSON.stringify({
    fragments: {
      'frame:auth': 'fragments/frame-auth.html',
      'frame:guest:/orders/new': 'fragments/frame-guest-orders-new.html',
    },
    locales: {
      sw: {
        'frame:auth': 'fragments/sw/frame-auth.html',
        'frame:guest:/orders/new': 'fragments/sw/frame-guest-orders-new.html',
      },
    },
  }),
);
write('shell/dist/fragments/frame-auth.html', '<main class="frame"><!--scriptorium-screen--></main>');
write('shell/dist/fragments/sw/frame-auth.html', '<main class="frame-sw"><!--scriptorium-screen--></main>');
write(
  'shell/dist/fragments/sw/frame-guest-orders-new.html',
  '<header>Ingia Jisajili</header><main class="guest"><!--scriptorium-screen--></main>',
);
write(
  'shell/dist/fragments/frame-guest-orders-new.html',
  '<header>Sign in Register</header><main class="guest"><!--scriptorium-screen--></main>',
);
write(
  'mf-auth/dist/fragments.json',
  JSON.stringify({
    fragments: {
      '/sh-auth': 'fragments/sh-auth.html',
      '/register': 'fragments/register.html',
      '/forgot-password': '../../secret.txt',
    },
    // The register page's Swahili is listed but missing from the build: its English serves.
    locales: { sw: { '/sh-auth': 'fragments/sw/sh-auth.html', '/register': 'fragments/sw/register.html' } },
  }),
);
write(
  'mf-auth/dist/fragments/sw/sh-auth.html',
  '<form method="post" aria-label="Ingia"><input id="auth-email" name="email"></form>',
);
write(
  'mf-auth/dist/fragments/sh-auth.html',
  '<form method="post" aria-label="Login"><input id="auth-email" name="email"></form>',
);
write(
  'mf-auth/dist/fragments/register.html',
  '<form method="post" aria-label="Register"><input id="auth-first_name"></form>',
);
write('mf-orders/dist/fragments.json', JSON.stringify({ fragments: { '/orders/new': 'fragments/orders-new.html' } }));
write(
  'mf-orders/dist/fragments/orders-new.html',
  '<form method="post" aria-label="New order"><input id="title"></form>',
);
write('secret.txt', 'not a fragment');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('HTML first', () => {
  it("sends a guest the sign-in form inside the shell's frame, before the app's root", async () => {
    const page = await get('/sh-auth');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<div id="html-first"><main class="frame"><form method="post" aria-label="Login"><input id="auth-email" name="email"></form></main><script>${HTML_FIRST_SCRIPT}</script></div><div id="root">`,
    );
  });

  it('sends a guest every auth page its remote prerendered, and the order form inside the guest frame', async () => {
    expect((await get('/register')).body).toContain(
      `<div id="html-first"><main class="frame"><form method="post" aria-label="Register"><input id="auth-first_name"></form></main><script>${HTML_FIRST_SCRIPT}</script></div><div id="root">`,
    );
    expect((await get('/orders/new?service_type_id=2')).body).toContain(
      `<div id="html-first"><header>Sign in Register</header><main class="guest"><form method="post" aria-label="New order"><input id="title"></form></main><script>${HTML_FIRST_SCRIPT}</script></div><div id="root">`,
    );
  });

  it('sends the page as before to a signed-in role, for a route without a fragment or frame, and for a fragment outside the build', async () => {
    expect((await get('/sh-auth', { cookie: 'scriptorium_role=client' })).body).not.toContain('html-first');
    expect((await get('/orders/new', { cookie: 'scriptorium_role=client' })).body).not.toContain('html-first');
    expect((await get('/forgot-password')).body).not.toContain('html-first');
    expect((await get('/reset-password')).body).not.toContain('html-first');
    // mf-orders prerendered no /orders/form, and the shell has no guest frame for /orders/form.
    expect((await get('/orders/form')).body).not.toContain('html-first');
    expect((await get('/orders')).body).not.toContain('html-first');
  });

  it('falls back to the page without HTML when the remote was built without fragments', async () => {
    fs.renameSync(path.join(root, 'mf-auth/dist/fragments.json'), path.join(root, 'mf-auth/dist/fragments.off'));
    try {
      const page = await get('/sh-auth');
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('html-first');
    } finally {
      fs.renameSync(path.join(root, 'mf-auth/dist/fragments.off'), path.join(root, 'mf-auth/dist/fragments.json'));
    }
  });

  it('answers a prerendered form posted before the app took over with the page again, never a 404', async () => {
    const posted = await t.request({
      method: 'POST',
      url: '/sh-auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=secret',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/sh-auth');
  });

  it('answers a POST to a page that carries no prerendered form with 404, not a redirect', async () => {
    const posted = await t.request({
      method: 'POST',
      url: '/orders/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(posted.statusCode).toBe(404);
  });
});

describe("HTML first in the visitor's language", () => {
  const swSignIn =
    '<main class="frame-sw"><form method="post" aria-label="Ingia"><input id="auth-email" name="email"></form></main>';

  it('sends a browser asking for Swahili the Swahili fragments, says so in <html lang>, and varies by cookie and language', async () => {
    const page = await get('/sh-auth', { 'accept-language': 'sw-KE,sw;q=0.9,en-US;q=0.8' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="sw">');
    expect(page.body).toContain(
      `<div id="html-first">${swSignIn}<script>${HTML_FIRST_SCRIPT}</script></div><div id="root">`,
    );
    expect(String(page.headers.vary)).toMatch(/Cookie, Accept-Language/);
  });

  it('sends an English browser, and one asking for no language Scriptorium speaks, the English page as before', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB,en;q=0.9' },
      { 'accept-language': 'fr-FR, de;q=0.5' },
    ];
    for (const headers of asked) {
      const page = await get('/sh-auth', headers);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain(
        `<div id="html-first"><main class="frame"><form method="post" aria-label="Login"><input id="auth-email" name="email"></form></main>`,
      );
      expect(String(page.headers.vary)).toMatch(/Accept-Language/);
    }
  });

  it('takes the lang cookie over Accept-Language, and Accept-Language over a cookie naming an unknown language', async () => {
    expect((await get('/sh-auth', { cookie: 'lang=en', 'accept-language': 'sw' })).body).toContain('<html lang="en">');
    const chosen = await get('/sh-auth', { cookie: 'theme=x; lang=sw', 'accept-language': 'en-US' });
    expect(chosen.body).toContain('<html lang="sw">');
    expect(chosen.body).toContain(swSignIn);
    expect((await get('/sh-auth', { cookie: 'lang=fr', 'accept-language': 'sw-KE' })).body).toContain(
      '<html lang="sw">',
    );
    expect((await get('/sh-auth', { cookie: 'lang=%E0%A4%A' })).body).toContain('<html lang="en">');
  });

  it('falls back to English fragments where a build has none in the language: a remote from before languages, or a file missing', async () => {
    // mf-orders lists no `locales`: its English form goes into the shell's Swahili frame.
    const order = await get('/orders/new', { 'accept-language': 'sw' });
    expect(order.body).toContain('<html lang="sw">');
    expect(order.body).toContain(
      '<header>Ingia Jisajili</header><main class="guest"><form method="post" aria-label="New order"><input id="title"></form></main>',
    );
    // mf-auth lists a Swahili register page its build lacks.
    expect((await get('/register', { cookie: 'lang=sw' })).body).toContain(
      '<main class="frame-sw"><form method="post" aria-label="Register"><input id="auth-first_name"></form></main>',
    );
  });

  it('says the language of a page without a prerendered screen too', async () => {
    const page = await get('/orders', { cookie: 'scriptorium_role=client; lang=sw' });
    expect(page.body).toContain('<html lang="sw">');
    expect(page.body).not.toContain('html-first');
  });
});

describe('the page language pick', () => {
  it('reads the lang cookie, then Accept-Language in its q order, else English', () => {
    expect(pageLocale(undefined, undefined)).toBe('en');
    expect(pageLocale('', '')).toBe('en');
    expect(pageLocale(undefined, 'sw-KE')).toBe('sw');
    expect(pageLocale(undefined, 'fr;q=1, sw;q=0.8, en;q=0.9')).toBe('en');
    expect(pageLocale(undefined, 'en;q=0.5, sw-KE')).toBe('sw');
    expect(pageLocale('a=1; lang=sw; b=2', 'en-US')).toBe('sw');
    expect(pageLocale('lang=en', 'sw-KE')).toBe('en');
    expect(pageLocale('lang=xx', 'sw-KE')).toBe('sw');
    expect(pageLocale('lang=xx', undefined)).toBe('en');
    expect(pageLocale('xlang=sw', undefined)).toBe('en');
  });

  it('sets the lang of the <html> tag, whatever attributes it has', () => {
    expect(withLang('<!doctype html><html lang="en"><head></head></html>', 'sw')).toBe(
      '<!doctype html><html lang="sw"><head></head></html>',
    );
    expect(withLang('<html lang="en">', 'en')).toBe('<html lang="en">');
    expect(withLang('<html><head>', 'sw')).toBe('<html lang="sw"><head>');
    expect(withLang('<html class="x" lang=en>', 'sw')).toBe('<html lang="sw" class="x">');
    expect(withLang('<head></head>', 'sw')).toBe('<head></head>');
  });
});

describe('HTML first with the remotes served elsewhere (REMOTES_JSON)', () => {
  // A remote's own host: its build as a static server would serve it.
  let host: Server;
  let remoteApp: TestApp;
  let hostUrl = '';
  beforeAll(async () => {
    host = createServer((req, res) => {
      const file = path.join(root, 'mf-orders/dist', decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(path.join(root, 'mf-orders/dist') + path.sep) || !fs.existsSync(file))
        return void res.writeHead(404).end();
      res
        .writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/html' })
        .end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const { port } = host.address() as { port: number };
    hostUrl = `http://127.0.0.1:${port}`;
    write(
      'remotes-elsewhere.json',
      JSON.stringify({
        mf_auth: 'http://127.0.0.1:9/remoteEntry.js', // nothing listens there
        mf_orders: `${hostUrl}/remoteEntry.js?v=1`,
        mf_users: `${hostUrl}/u/remoteEntry.js`,
        mf_payments: `${hostUrl}/p/remoteEntry.js`,
        mf_settings: `${hostUrl}/s/remoteEntry.js`,
      }),
    );
    remoteApp = await createTestApp({ staticRoot: root, remotesJsonPath: path.join(root, 'remotes-elsewhere.json') });
  });
  afterAll(async () => {
    await remoteApp?.close();
    await new Promise((resolve) => host?.close(resolve));
  });

  it("fetches the remote's fragment from beside its entry, and serves the page without one when the remote's host does not answer", async () => {
    const page = await remoteApp.request({ method: 'GET', url: '/orders/new' });
    expect(page.body).toContain(
      '<main class="guest"><form method="post" aria-label="New order"><input id="title"></form></main>',
    );

    const signIn = await remoteApp.request({ method: 'GET', url: '/sh-auth' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).not.toContain('html-first');
    expect(signIn.body).toContain('<div id="root">');
  });
});
