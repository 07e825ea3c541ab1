/**
 * The compose gateway's HTML first (deploy/nginx.conf, deploy/html-first.shtml, deploy/html-first-pages.conf):
 * the generated page map is the route table's, and — where an `nginx` binary is installed (Debian's
 * `nginx` package; the compose gateway runs nginx:1.27-alpine) — the gateway's own configuration, its
 * service names pointed at local static servers configured as deploy/static-nginx.conf, composes a
 * guest's page and leaves the rest alone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickLocale } from '../contracts/src/entries/core.js';
import { GATEWAY_PAGES_FILE, gatewayPagesConf, localeMapEntries } from './gateway-pages.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const deploy = (file: string) => readFileSync(join(repo, 'deploy', file), 'utf8');
// The early script the composition puts after the screen (api/src/lib/html-first-script.ts; an API test
// checks that the template carries it).
const earlyScript = /<script>.*?<\/script>/s.exec(deploy('html-first.shtml'))?.[0] ?? '';

describe('deploy/html-first-pages.conf', () => {
  it('is what the route table gives (run `npx tsx federation/gateway-pages.ts` when it differs)', () => {
    expect(readFileSync(join(repo, GATEWAY_PAGES_FILE), 'utf8')).toBe(gatewayPagesConf());
  });

  it('is mounted into the gateway with the composition template', () => {
    const compose = readFileSync(join(repo, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain('./deploy/html-first-pages.conf:/etc/nginx/snippets/html-first-pages.conf:ro');
    expect(compose).toContain('./deploy/html-first.shtml:/srv/html-first/page.shtml:ro');
  });
});

describe("the gateway's language pick", () => {
  /** What nginx's map gives for the `lang` cookie and `Accept-Language` (its regexes in order, `~*`: any case). */
  const mapped = (cookie: string, header: string) =>
    localeMapEntries().find(([regex]) => new RegExp(regex.replace(/^~\*/, ''), 'i').test(`${cookie}|${header}`))?.[1] ??
    'en';

  it("is the API's (the cookie, then Accept-Language, then English) for the headers browsers send", () => {
    const headers = [
      '',
      'sw',
      'sw-KE',
      'SW-ke',
      'sw_KE',
      'sw-KE,sw;q=0.9,en-US;q=0.8,en;q=0.7',
      'en-US,en;q=0.9,sw;q=0.8',
      'fr-FR,fr;q=0.9,sw;q=0.8',
      'fr-FR, de;q=0.9, en;q=0.5',
      'de, sw;q=0, en;q=0.1',
      'de, sw;q=0.0, fr',
      'sw;q=0.5',
      'swa, sw',
      'english, sw',
      '*',
      '*, sw;q=0.1',
      'fr , en-GB ; q=0.9 , sw;q=0.5',
    ];
    for (const cookie of ['', 'sw', 'en', 'sw-KE', 'fr', 'swa'])
      for (const header of headers)
        expect(mapped(cookie, header), `lang=${cookie} Accept-Language: ${header}`).toBe(
          pickLocale(cookie || null, header),
        );
  });
});

const nginx = ['nginx', '/usr/sbin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0) ?? null;

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe.skipIf(!nginx)('the compose gateway run by nginx', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-gateway-'));
  // Readable by nginx's workers, which drop root for an unprivileged user.
  chmodSync(dir, 0o755);
  const put = (rel: string, text: string) => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  let base = '';
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    // What the builds write (federation/prerender.ts), as small as will do.
    put(
      'shell/index.html',
      '<!doctype html><html lang="en"><head><title>Scriptorium</title></head><body><div id="root"></div></body></html>',
    );
    // Swahili: the shell's auth frame and mf-auth's sign-in page; mf-orders was built before languages,
    // and the shell has no Swahili guest frame.
    put('shell/fragments/sw/frame-auth.html', '<main class="auth-frame-sw"><!--scriptorium-screen--></main>');
    put('mf-auth/fragments/sw/sh-auth.html', '<form method="post" aria-label="Ingia"><input id="auth-email"></form>');
    put('shell/assets/app-0123abcd.js', 'console.log("app")');
    put('shell/fragments/frame-auth.html', '<main class="auth-frame"><!--scriptorium-screen--></main>');
    put(
      'shell/fragments/frame-guest-orders-new.html',
      '<header>Sign in</header><main class="guest-frame"><!--scriptorium-screen--></main>',
    );
    put(
      'mf-auth/fragments/sh-auth.html',
      `<style>.ant-form{color:red}</style><form method="post"><input id="auth-email" value=""></form>${'<!--$--><span></span><!--/$-->'.repeat(4000)}`,
    );
    put(
      'mf-orders/fragments/orders-new.html',
      '<form method="post" aria-label="New order"><input id="title" value=""></form>',
    );
    for (const folder of ['mf-users', 'mf-payments', 'mf-settings']) mkdirSync(join(dir, folder), { recursive: true });
    put('remotes.json', '{}');

    const gatewayPort = await freePort();
    const ports = new Map<string, number>();
    for (const name of ['shell', 'mf-auth', 'mf-orders', 'mf-users', 'mf-payments', 'mf-settings', 'api'])
      ports.set(name, await freePort());
    const staticServer = deploy('static-nginx.conf');
    const statics = ['shell', 'mf-auth', 'mf-orders', 'mf-users', 'mf-payments', 'mf-settings'].map((name) =>
      staticServer
        .replace('listen 80;', `listen 127.0.0.1:${ports.get(name)};`)
        .replace('root /usr/share/nginx/html;', `root ${join(dir, name)};`),
    );
    // The gateway as compose mounts it, its files and service names pointed here.
    const gateway = deploy('nginx.conf')
      .replace('listen 80;', `listen 127.0.0.1:${gatewayPort};`)
      .replace(/server ([a-z-]+):(80|8080);/g, (_, name: string) => `server 127.0.0.1:${ports.get(name)};`)
      .replaceAll('/etc/nginx/snippets/security-headers.conf', join(repo, 'deploy/security-headers.conf'))
      .replaceAll('/etc/nginx/snippets/html-first-pages.conf', join(repo, GATEWAY_PAGES_FILE))
      .replaceAll('/srv/html-first/page.shtml', join(repo, 'deploy/html-first.shtml'))
      .replaceAll('/srv/remotes.json', join(dir, 'remotes.json'));
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((t) => `${t}_temp_path ${join(dir, 'tmp', t)};`)
      .join('\n');
    mkdirSync(join(dir, 'tmp'), { recursive: true });
    put(
      'nginx.conf',
      `daemon off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\nevents {}\nhttp {\naccess_log off;\n${temp}\ntypes { text/html html shtml; application/javascript js; application/json json; }\n${gateway}\n${statics.join('\n')}\n}\n`,
    );

    const test = spawnSync(nginx!, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(test.status, test.stderr).toBe(0);
    server = spawn(nginx!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    base = `http://127.0.0.1:${gatewayPort}`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(base + '/assets/app-0123abcd.js').then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the gateway did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
  });

  afterAll(() => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async (path: string, cookie?: string, language?: string) => {
    const res = await fetch(base + path, {
      headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: res.status, body: await res.text(), vary: res.headers.get('vary') };
  };

  it('sends a browser asking for Swahili the Swahili screen in the Swahili frame, in <html lang="sw">', async () => {
    const { body, vary } = await page('/sh-auth', undefined, 'sw-KE,sw;q=0.9,en;q=0.8');
    expect(body).toContain('<html lang="sw">');
    expect(body).toContain(
      `<div id="html-first"><main class="auth-frame-sw"><form method="post" aria-label="Ingia"><input id="auth-email"></form></main>${earlyScript}</div><div id="root"></div>`,
    );
    expect(vary).toContain('Accept-Language');
    // The lang cookie first: English asked for by the switch, whatever the browser says.
    expect((await page('/sh-auth', 'lang=en', 'sw-KE')).body).toContain('<html lang="en"><head>');
    expect((await page('/sh-auth', 'lang=sw', 'en-US')).body).toContain('aria-label="Ingia"');
  });

  it('falls back to the English screen and frame where a build has none in the language', async () => {
    const { body } = await page('/orders/new', 'lang=sw');
    expect(body).toContain('<html lang="sw">');
    expect(body).toContain(
      `<div id="html-first"><header>Sign in</header><main class="guest-frame"><form method="post" aria-label="New order"><input id="title" value=""></form></main>${earlyScript}</div><div id="root">`,
    );
  });

  it("sends a guest the sign-in screen inside the shell's auth frame, whole, before the app's root", async () => {
    const { status, body, vary } = await page('/sh-auth');
    expect(status).toBe(200);
    const screen = readFileSync(join(dir, 'mf-auth/fragments/sh-auth.html'), 'utf8');
    expect(body).toContain(
      `<div id="html-first"><main class="auth-frame">${screen}</main>${earlyScript}</div><div id="root"></div>`,
    );
    expect(vary).toContain('Cookie');
  });

  it('sends the order form inside the guest frame, with the query string too', async () => {
    expect((await page('/orders/new?service_type_id=2')).body).toContain(
      `<div id="html-first"><header>Sign in</header><main class="guest-frame"><form method="post" aria-label="New order"><input id="title" value=""></form></main>${earlyScript}</div><div id="root">`,
    );
  });

  it('sends the page as built to a signed-in role, on a page no remote prerendered, and on a page a guest may not open', async () => {
    const asBuilt = readFileSync(join(dir, 'shell/index.html'), 'utf8');
    expect((await page('/sh-auth', 'theme=dark; scriptorium_role=client')).body).toBe(asBuilt);
    expect((await page('/reset-password')).body).toBe(asBuilt);
    expect((await page('/orders')).body).toBe(asBuilt);
  });

  it("falls back to the page as built when the remote's fragment is gone, and serves the shell's files as they are", async () => {
    rmSync(join(dir, 'mf-orders/fragments/orders-new.html'));
    expect((await page('/orders/new')).body).toBe(readFileSync(join(dir, 'shell/index.html'), 'utf8'));
    expect((await page('/assets/app-0123abcd.js')).body).toBe('console.log("app")');
  });
});
