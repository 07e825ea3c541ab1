import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-fragments-'));
function write(rel: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
}
// What federation/prerender.ts writes into the shell's and mf-auth's builds.
write('shell/dist/index.html', '<!doctype html><head><title>Shell</title></head><body><div id="root"></div></body>');
write('shell/dist/fragments.json', JSON.stringify({ fragments: { 'frame:auth': 'fragments/frame-auth.html' } }));
write('shell/dist/fragments/frame-auth.html', '<main class="frame"><!--scriptorium-screen--></main>');
write('mf-auth/dist/fragments.json', JSON.stringify({ fragments: { '/sh-auth': 'fragments/sh-auth.html', '/register': '../../secret.txt' } }));
write('mf-auth/dist/fragments/sh-auth.html', '<form method="post" aria-label="Login"><input id="auth-email" name="email"></form>');
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
    expect(page.body).toContain('<div id="html-first"><main class="frame"><form method="post" aria-label="Login"><input id="auth-email" name="email"></form></main></div><div id="root">');
  });

  it('sends the page as before to a signed-in role, for a route without a fragment, and for a fragment outside the build', async () => {
    expect((await get('/sh-auth', { cookie: 'scriptorium_role=client' })).body).not.toContain('html-first');
    expect((await get('/forgot-password')).body).not.toContain('html-first');
    expect((await get('/register')).body).not.toContain('html-first');
    expect((await get('/orders/new')).body).not.toContain('html-first');
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
    const posted = await t.request({ method: 'POST', url: '/sh-auth', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40b.c&password=secret' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/sh-auth');
  });

  it('answers a POST to a page that carries no prerendered form with 404, not a redirect', async () => {
    const posted = await t.request({ method: 'POST', url: '/orders/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(posted.statusCode).toBe(404);
  });
});
