/**
 * Releases of remotes through the API (docs/deploying.md Releases): the build found at start becomes the
 * first release, uploads are immutable and whole or nothing, the deploy check gates them, `/remotes.json`
 * and the page follow the live release, promotions race safely, canaries and previews pick per browser,
 * rollbacks and deletions keep what is served safe.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteReleases } from '@scriptorium/contracts/settings';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith, type Admin } from '../../../helpers/fixtures.js';
import { startS3 } from '../../../helpers/s3.js';
import { recordLocalBuilds } from '../../../../src/services/releases/publish.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-releases-'));
const write = (rel: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
};

const PROVIDED = {
  shares: {
    react: { version: '19.3.1', singleton: true },
    '@scriptorium/shared-kit/core': { version: '1.1.0', singleton: true, names: ['Can'] },
    '@scriptorium/contracts/core': { version: '1.2.0', singleton: true, names: [] },
  },
};
const needs = (remote: string, kitNames = ['Can']) =>
  JSON.stringify({
    remote,
    needs: {
      react: { version: '19.3.1', singleton: true },
      '@scriptorium/shared-kit/core': { version: '1.1.0', singleton: true, names: kitNames },
      '@scriptorium/contracts/core': { version: '1.2.0', singleton: true, names: [] },
    },
  });
write('shell/dist/index.html', '<!doctype html><head><title>Shell</title></head><body><div id="root"></div></body>');
write('shell/dist/shared-versions.json', JSON.stringify(PROVIDED));
write(
  'shell/dist/first-screen.json',
  JSON.stringify({ start: [], shares: {}, layouts: { admin: ['assets/AdminLayout-AbCdEf12.js'] } }),
);
write('mf-settings/package.json', JSON.stringify({ name: '@scriptorium/mf-settings', version: '0.1.0' }));
const ENTRY = `export const settings = ${JSON.stringify('first build '.repeat(200))};`;
write('mf-settings/dist/remoteEntry.js', ENTRY);
write('mf-settings/dist/remoteEntry.js.br', zlib.brotliCompressSync(ENTRY));
write('mf-settings/dist/shared-needs.json', needs('mf_settings'));
write(
  'mf-settings/dist/first-screen.json',
  JSON.stringify({
    start: ['assets/routes-AbCdEf12.js'],
    routes: [{ path: '/settings/*', roles: ['admin'], files: ['assets/SettingsPage-AbCdEf12.js'], shares: [] }],
  }),
);
write('mf-settings/dist/assets/SettingsPage-AbCdEf12.js', 'export default 1;');
write('mf-settings/dist/.build-hash', 'not part of the release\n');
// A guest's sign-in page comes as HTML: the shell's frame and mf-auth's prerendered form.
write('shell/dist/fragments.json', JSON.stringify({ fragments: { 'frame:auth': 'fragments/frame-auth.html' } }));
write('shell/dist/fragments/frame-auth.html', '<main class="frame"><!--scriptorium-screen--></main>');
write('mf-auth/dist/remoteEntry.js', 'export const auth = 1;');
write('mf-auth/dist/shared-needs.json', needs('mf_auth'));
write('mf-auth/dist/fragments.json', JSON.stringify({ fragments: { '/sh-auth': 'fragments/sh-auth.html' } }));
write('mf-auth/dist/fragments/sh-auth.html', '<form aria-label="Login">live</form>');

/** A gzipped tar of a build folder made of `files`. */
async function archive(files: Record<string, string>): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-release-build-'));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  const parts: Buffer[] = [];
  for await (const chunk of tar.create({ gzip: true, cwd: dir, portable: true }, ['.'])) parts.push(chunk as Buffer);
  fs.rmSync(dir, { recursive: true, force: true });
  return Buffer.concat(parts);
}

/** A build of mf-settings whose entry says `label`. */
const build = (label: string, extra: Record<string, string> = {}) =>
  archive({
    'remoteEntry.js': `export const settings = '${label}';`,
    'shared-needs.json': needs('mf_settings'),
    'assets/SettingsPage-Zz9Yy8Xx.js': `export default '${label}';`,
    ...extra,
  });

let t: TestApp;
let manager: Admin;
beforeAll(async () => {
  t = await createTestApp({ staticRoot: root, publicUrl: 'http://app.test' });
  manager = await adminWith(t, ['deploy.releases.manage', 'deploy.releases.preview']);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const upload = (body: Buffer, { token = manager.token, remote = 'mf-settings', version = '0.2.0' } = {}) =>
  t.request({
    method: 'POST',
    url: `/api/releases/${remote}?version=${version}&commit=abc1234`,
    token,
    headers: { 'content-type': 'application/gzip' },
    payload: body,
  });
const list = async (remote = 'mf-settings', headers: Record<string, string> = {}) =>
  (
    await t.request({ method: 'GET', url: `/api/releases/${remote}`, token: manager.token, headers })
  ).json<RemoteReleases>();
const promote = (id: string, expected_revision: number, percent?: number) =>
  t.request({
    method: 'POST',
    url: `/api/releases/mf-settings/${id}/promote`,
    token: manager.token,
    payload: { expected_revision, ...(percent ? { percent } : {}) },
  });
const rollback = (expected_revision: number) =>
  t.request({
    method: 'POST',
    url: '/api/releases/mf-settings/rollback',
    token: manager.token,
    payload: { expected_revision },
  });
const manifest = async (cookie?: string) =>
  (await t.request({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} })).json<
    Record<string, string>
  >();
const settingsEntry = async (cookie?: string) => new URL((await manifest(cookie)).mf_settings).pathname;
const live = async () => (await list()).releases.find((r) => r.state === 'live')!.id;

describe('the first release', () => {
  it('is the build found at start, live, its files served from the storage as immutable', async () => {
    const { releases } = await list();
    expect(releases).toHaveLength(1);
    const [first] = releases;
    expect(first).toMatchObject({
      remote: 'mf-settings',
      version: '0.1.0',
      state: 'live',
      source: 'build',
      uploaded_by: null,
      check: { ok: true },
      kit_version: '1.1.0',
      contracts_version: '1.2.0',
    });
    expect(first.id).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
    expect(first.check.line).toContain('✓ mf_settings can be deployed on http://app.test');
    // Stored in English, read in the operator's language.
    expect((await list('mf-settings', { cookie: 'lang=sw' })).releases[0].check.line).toContain(
      '✓ mf_settings inaweza kuwekwa kwenye http://app.test',
    );
    // A remote without a build has no release and is named as before.
    expect((await list('mf-orders')).releases).toEqual([]);

    const entry = await settingsEntry();
    expect(entry).toBe(`/releases/mf-settings/${first.id}/remoteEntry.js`);
    const plain = await t.request({ method: 'GET', url: entry });
    expect([plain.statusCode, plain.body, plain.headers['cache-control'], plain.headers['content-type']]).toEqual([
      200,
      ENTRY,
      'public, max-age=31536000, immutable',
      'text/javascript; charset=utf-8',
    ]);
    const br = await t.request({ method: 'GET', url: entry, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY);
    expect((await t.request({ method: 'GET', url: `/releases/mf-settings/${first.id}/.build-hash` })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: `/releases/mf-settings/${first.id}/missing.js` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: '/releases/mf-settings/0.1.0+000000000000/remoteEntry.js' })).statusCode,
    ).toBe(404);
  });

  it("names the release's files in the page an admin opens (first-screen preloads and start-up data)", async () => {
    const id = await live();
    const page = await t.request({ method: 'GET', url: '/settings', headers: { cookie: 'scriptorium_role=admin' } });
    expect(page.body).toContain(
      `<link rel="modulepreload" crossorigin href="/releases/mf-settings/${id}/assets/SettingsPage-AbCdEf12.js">`,
    );
    const startup = JSON.parse(/id="scriptorium-startup">(.*?)<\/script>/.exec(page.body)![1]) as {
      remotes: Record<string, string>;
      shared: { needs: Record<string, unknown> };
    };
    expect(new URL(startup.remotes.mf_settings).pathname).toBe(`/releases/mf-settings/${id}/remoteEntry.js`);
    expect(startup.shared.needs.mf_settings).toMatchObject({ remote: 'mf_settings' });
  });
});

describe('uploads', () => {
  it('records a build as a release named by its bytes, once, and serves it only once it is promoted', async () => {
    const body = await build('second');
    const res = await upload(body);
    expect(res.statusCode, res.body).toBe(201);
    const { id, created, check } = res.json<{ id: string; created: boolean; check: { ok: boolean } }>();
    expect([id, created, check.ok]).toEqual([expect.stringMatching(/^0\.2\.0\+[0-9a-f]{12}$/), true, true]);
    // The same bytes: the same id, the first record stands.
    const again = await upload(await build('second'));
    expect([again.statusCode, again.json().id, again.json().created]).toEqual([200, id, false]);

    const { releases } = await list();
    expect(releases[0]).toMatchObject({
      id,
      state: 'uploaded',
      source: 'upload',
      commit: 'abc1234',
      uploaded_by: { id: manager.id, name: 'Dee Partment' },
    });
    expect(await settingsEntry()).not.toContain(id);
    expect(
      (await t.request({ method: 'GET', url: `/releases/mf-settings/${id}/assets/SettingsPage-Zz9Yy8Xx.js` })).body,
    ).toBe("export default 'second';");
  });

  it('leaves no release when the upload is cut short, damaged, of another remote, without an entry or refused by the deploy check', async () => {
    const before = (await list()).releases.length;
    const whole = await build('cut');
    const cut = await upload(whole.subarray(0, Math.floor(whole.length / 2)));
    expect([cut.statusCode, cut.json().errors.archive[0]]).toEqual([
      422,
      expect.stringContaining('damaged or incomplete'),
    ]);
    expect((await upload(Buffer.from('not an archive'))).statusCode).toBe(422);
    const other = await upload(await archive({ 'remoteEntry.js': 'x', 'shared-needs.json': needs('mf_auth') }));
    expect([other.statusCode, other.json().message]).toEqual([422, '✗ this is a build of mf_auth, not of mf_settings']);
    expect((await upload(await archive({ 'shared-needs.json': needs('mf_settings') }))).json().message).toContain(
      'no remoteEntry.js',
    );
    // Takes a name the shell's kit does not export: the app could not load it.
    const refused = await upload(
      await archive({ 'remoteEntry.js': 'x', 'shared-needs.json': needs('mf_settings', ['Can', 'sessionLabel']) }),
    );
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      expect.stringMatching(/^✗ mf_settings cannot be deployed on http:\/\/app\.test: .*sessionLabel/),
    ]);
    // In Swahili need by need; the names as written.
    const refusedSw = await t.request({
      method: 'POST',
      url: '/api/releases/mf-settings?version=0.2.0&commit=abc1234',
      token: manager.token,
      headers: { 'content-type': 'application/gzip', cookie: 'lang=sw' },
      payload: await archive({
        'remoteEntry.js': 'x',
        'shared-needs.json': needs('mf_settings', ['Can', 'sessionLabel']),
      }),
    });
    expect(refusedSw.json().message).toMatch(
      /^✗ mf_settings haiwezi kuwekwa kwenye http:\/\/app\.test: @scriptorium\/shared-kit\/core inahitaji .*, programu inatoa .* \(@scriptorium\/shared-kit\/core ya programu haina sessionLabel\)$/,
    );
    expect((await list()).releases).toHaveLength(before);
  });

  it('answers 404 for an unknown remote, 401 to a guest and 403 without the permission', async () => {
    const body = await build('x');
    const unknown = await upload(body, { remote: 'mf-nope' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      expect.stringContaining('Unknown remote mf-nope: one of mf-auth, mf-orders'),
    ]);
    expect((await t.request({ method: 'GET', url: '/api/releases/mf-settings' })).statusCode).toBe(401);
    const previewer = await adminWith(t, ['deploy.releases.preview']);
    expect((await upload(body, { token: previewer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/releases', token: previewer.token })).statusCode).toBe(403);
  });
});

describe('promote, canary, rollback', () => {
  let first: string;
  let second: string;
  let third: string;
  beforeAll(async () => {
    first = await live();
    second = (await upload(await build('second'))).json().id;
    third = (await upload(await build('third'))).json().id;
  });

  it('makes a release live for the next page load; of two promotions at once one wins and the other is told', async () => {
    const { revision } = await list();
    const [a, b] = await Promise.all([promote(second, revision), promote(third, revision)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [second, b] : [third, a];
    expect(lost.json().message).toMatch(/^What mf-settings serves changed meanwhile/);
    expect(await live()).toBe(won);
    expect(await settingsEntry()).toBe(`/releases/mf-settings/${won}/remoteEntry.js`);
    // Back to a known order: second live (after first).
    if (won !== second) expect((await promote(second, (await list()).revision)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown release and 422 for a promotion the deploy check now refuses', async () => {
    const { revision } = await list();
    const res = await promote('9.9.9+0123456789ab', revision);
    expect([res.statusCode, res.json().message]).toEqual([404, 'Release 9.9.9+0123456789ab of mf-settings not found']);
    expect((await promote('not-an-id', revision)).statusCode).toBe(422);
  });

  it('serves a canary to its share of people, each always the same build, signed in by user id; 100 % completes it', async () => {
    const res = await promote(third, (await list()).revision, 50);
    expect([res.statusCode, res.json().message]).toEqual([
      200,
      `Release ${third} of mf-settings is served to 50% of people (canary)`,
    ]);
    expect(res.json().remote.releases.find((r: { id: string }) => r.id === third)).toMatchObject({
      state: 'canary',
      canary_percent: 50,
    });

    const got = await Promise.all(
      Array.from({ length: 40 }, (_, i) => settingsEntry(`scriptorium_bucket=guest-bucket-${i}`)),
    );
    const onCanary = got.filter((e) => e.includes(third)).length;
    expect(onCanary).toBeGreaterThan(8);
    expect(onCanary).toBeLessThan(32);
    expect(got.every((e) => e.includes(third) || e.includes(second))).toBe(true);
    // The same person gets the same build on every load.
    for (let i = 0; i < 5; i++) expect(await settingsEntry(`scriptorium_bucket=guest-bucket-${i}`)).toBe(got[i]);
    // A signed-in person's bucket is their id, whatever guest cookie they carry.
    const asUser = await settingsEntry('scriptorium_uid=42; scriptorium_bucket=guest-bucket-0');
    expect(await settingsEntry('scriptorium_uid=42; scriptorium_bucket=guest-bucket-1')).toBe(asUser);
    // A guest without a bucket gets one, and keeps what it chose.
    const first = await t.request({ method: 'GET', url: '/remotes.json' });
    const bucket = /scriptorium_bucket=([\w-]+)/.exec(String(first.headers['set-cookie']))![1];
    expect(await settingsEntry(`scriptorium_bucket=${bucket}`)).toBe(new URL(first.json().mf_settings).pathname);

    const done = await promote(third, (await list()).revision, 100);
    expect(done.json().message).toBe(`Release ${third} of mf-settings is live for everyone (the canary is complete)`);
    expect(
      new Set(
        await Promise.all(Array.from({ length: 10 }, (_, i) => settingsEntry(`scriptorium_bucket=guest-bucket-${i}`))),
      ),
    ).toEqual(new Set([`/releases/mf-settings/${third}/remoteEntry.js`]));
  });

  it('rolls back: ends a canary first, then goes back one live release at a time, and says when there is none', async () => {
    expect((await promote(third, (await list()).revision, 30)).statusCode).toBe(422);
    const canary = await upload(await build('fourth'));
    const fourth = canary.json().id as string;
    expect((await promote(fourth, (await list()).revision, 30)).statusCode).toBe(200);
    const ended = await rollback((await list()).revision);
    expect(ended.json().message).toBe(`Ended the canary of mf-settings (${fourth}); everyone gets ${third}`);
    expect(await live()).toBe(third);

    expect((await rollback((await list()).revision)).json().message).toBe(
      `Rolled mf-settings back from ${third} to ${second}`,
    );
    expect(await settingsEntry()).toBe(`/releases/mf-settings/${second}/remoteEntry.js`);
    expect((await rollback((await list()).revision)).json().message).toBe(
      `Rolled mf-settings back from ${second} to ${first}`,
    );
    const none = await rollback((await list()).revision);
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      `mf-settings has no earlier live release to roll back to (live: ${first})`,
    ]);
    expect((await rollback((await list()).revision - 1)).statusCode).toBe(409);
    // An operator reading Swahili gets the refusal in Swahili; the values (release ids) as they are.
    const sw = await t.request({
      method: 'POST',
      url: '/api/releases/mf-settings/rollback',
      token: manager.token,
      headers: { 'accept-language': 'sw' },
      payload: { expected_revision: (await list()).revision },
    });
    expect([sw.statusCode, sw.json().message]).toEqual([
      409,
      `mf-settings haina toleo la awali lililotumika la kurudia (linalotumika: ${first})`,
    ]);
  });

  it('deletes an old release with its files, never the live one', async () => {
    const liveId = await live();
    const del = (id: string) =>
      t.request({ method: 'DELETE', url: `/api/releases/mf-settings/${id}`, token: manager.token });
    const refused = await del(liveId);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      `Release ${liveId} of mf-settings is live: promote another release or roll back before deleting it`,
    ]);
    const swahili = await t.request({
      method: 'DELETE',
      url: `/api/releases/mf-settings/${liveId}`,
      token: manager.token,
      headers: { cookie: 'lang=sw' },
    });
    expect(swahili.json().message).toBe(
      `Toleo ${liveId} la mf-settings linatumika: zindua toleo jingine au rudisha nyuma kabla ya kulifuta`,
    );
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/releases/mf-settings/${third}`,
      token: manager.token,
      headers: { cookie: 'lang=sw' },
    });
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, `Toleo ${third} la mf-settings limefutwa`]);
    expect((await list()).releases.map((r) => r.id)).not.toContain(third);
    expect((await t.request({ method: 'GET', url: `/releases/mf-settings/${third}/remoteEntry.js` })).statusCode).toBe(
      404,
    );
  });
});

describe('preview', () => {
  it("serves the previewed release to that browser only, says so in its pages, and ends with the admin's session", async () => {
    const candidate = (await upload(await build('candidate'))).json().id as string;
    const liveEntry = await settingsEntry();
    const previewer = await adminWith(t, ['deploy.releases.preview']);
    const res = await t.request({
      method: 'POST',
      url: '/api/releases/preview',
      token: previewer.token,
      payload: { remote: 'mf-settings', release: candidate },
    });
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^scriptorium_preview=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0];

    expect(await settingsEntry(cookie)).toBe(`/releases/mf-settings/${candidate}/remoteEntry.js`);
    const page = await t.request({ method: 'GET', url: '/', headers: { cookie } });
    expect(page.body).toContain(`"preview":{"remote":"mf-settings","release":"${candidate}"}`);
    expect((await t.request({ method: 'GET', url: '/api/releases/preview', headers: { cookie } })).json()).toEqual({
      preview: { remote: 'mf-settings', release: candidate },
    });
    // Everyone else keeps the live build.
    expect(await settingsEntry()).toBe(liveEntry);
    expect((await t.request({ method: 'GET', url: '/' })).body).not.toContain('"preview"');

    await t.request({ method: 'POST', url: '/api/auth/logout', token: previewer.token });
    expect(await settingsEntry(cookie)).toBe(liveEntry);
  });

  it("composes a previewing guest page with the previewed release's prerendered form", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/releases/mf-auth?version=0.2.0',
      token: manager.token,
      headers: { 'content-type': 'application/gzip' },
      payload: await archive({
        'remoteEntry.js': 'export const auth = 2;',
        'shared-needs.json': needs('mf_auth'),
        'fragments.json': JSON.stringify({ fragments: { '/sh-auth': 'fragments/sh-auth.html' } }),
        'fragments/sh-auth.html': '<form aria-label="Login">candidate</form>',
      }),
    });
    const candidate = res.json().id as string;
    const started = await t.request({
      method: 'POST',
      url: '/api/releases/preview',
      token: manager.token,
      payload: { remote: 'mf-auth', release: candidate },
    });
    const cookie = String(started.headers['set-cookie']).split(';')[0];
    expect((await t.request({ method: 'GET', url: '/sh-auth', headers: { cookie } })).body).toContain(
      '<div id="html-first"><main class="frame"><form aria-label="Login">candidate</form></main>',
    );
    expect((await t.request({ method: 'GET', url: '/sh-auth' })).body).toContain(
      '<form aria-label="Login">live</form>',
    );
    await t.request({ method: 'DELETE', url: '/api/releases/preview', headers: { cookie } });
  });

  it('needs deploy.releases.preview and a release that exists; Exit ends it', async () => {
    const manageOnly = await adminWith(t, ['deploy.releases.manage']);
    const id = await live();
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/releases/preview',
          token: manageOnly.token,
          payload: { remote: 'mf-settings', release: id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/releases/preview',
          token: manager.token,
          payload: { remote: 'mf-settings', release: '1.0.0+0123456789ab' },
        })
      ).statusCode,
    ).toBe(404);
    const res = await t.request({
      method: 'POST',
      url: '/api/releases/preview',
      token: manager.token,
      payload: { remote: 'mf-settings', release: id },
    });
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const exit = await t.request({ method: 'DELETE', url: '/api/releases/preview', headers: { cookie } });
    expect([exit.json(), String(exit.headers['set-cookie'])]).toEqual([
      { preview: null },
      expect.stringMatching(/^scriptorium_preview=; Max-Age=0/),
    ]);
    expect((await t.request({ method: 'GET', url: '/api/releases/preview', headers: { cookie } })).json()).toEqual({
      preview: null,
    });
  });
});

describe('client errors', () => {
  it('counts reports per release, without anything else, and limits how often one address reports', async () => {
    const id = await live();
    const report = (release: string, ip = '203.0.113.7') =>
      t.request({
        method: 'POST',
        url: '/api/client-errors',
        remoteAddress: ip,
        payload: { remote: 'mf-settings', release, kind: 'load' },
      });
    expect((await report(id)).json()).toEqual({ counted: true });
    expect((await report(id)).json()).toEqual({ counted: true });
    expect((await report('0.0.1+0123456789ab')).json()).toEqual({ counted: false });
    expect((await list()).releases.find((r) => r.id === id)!.client_errors).toBe(2);
    const codes = [];
    for (let i = 0; i < 32; i++) codes.push((await report(id, '203.0.113.8')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});

describe('in an S3 bucket', () => {
  it('keeps the files of a release in the bucket the uploads use, and serves them from there', async () => {
    const s3 = await startS3();
    const bucketApp = await createTestApp({ staticRoot: root, publicUrl: 'http://app.test', s3: s3.config() });
    try {
      const entry = new URL(
        (await bucketApp.request({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>().mf_settings,
      ).pathname;
      expect(entry).toMatch(/^\/releases\/mf-settings\/0\.1\.0\+[0-9a-f]{12}\/remoteEntry\.js$/);
      const keys: string[] = [];
      for await (const key of bucketApp.app.storage.keys()) keys.push(key);
      expect(keys).toContain(entry.slice(1));
      const res = await bucketApp.request({ method: 'GET', url: entry });
      expect([res.statusCode, res.body]).toEqual([200, ENTRY]);
    } finally {
      await bucketApp.close();
      await s3.close();
    }
  });
});

describe('the builds beside the app at a restart', () => {
  it('makes a rebuilt build live when the live release is a build found at start, never over an uploaded one', async () => {
    const deps = {
      db: t.app.db,
      storage: t.app.storage,
      shellDist: path.join(root, 'shell', 'dist'),
      appUrl: 'http://app.test',
    };
    const restart = async () => {
      const said: string[] = [];
      await recordLocalBuilds(deps, root, (m) => said.push(m));
      return said;
    };
    // Live now: a build found at start (the tests above rolled back to it).
    expect((await list()).releases.find((r) => r.state === 'live')?.source).toBe('build');
    write('mf-settings/dist/remoteEntry.js', 'export const settings = "rebuilt";');
    const said = await restart();
    const rebuilt = await live();
    expect(said).toEqual([`mf-settings: release ${rebuilt} (the build in mf-settings/dist) is live`]);
    expect((await t.request({ method: 'GET', url: entryOfRelease(rebuilt) })).body).toBe(
      'export const settings = "rebuilt";',
    );
    // The same build again: nothing changes.
    expect(await restart()).toEqual([]);

    const uploaded = (await upload(await build('shipped'))).json().id as string;
    expect((await promote(uploaded, (await list()).revision)).statusCode).toBe(200);
    write('mf-settings/dist/remoteEntry.js', 'export const settings = "rebuilt again";');
    const kept = await restart();
    expect(await live()).toBe(uploaded);
    expect(kept).toEqual([
      expect.stringMatching(
        new RegExp(
          `^mf-settings: the build in mf-settings/dist is recorded as release 0\\.1\\.0\\+[0-9a-f]{12}; ${uploaded.replace('+', '\\+')} \\(uploaded\\) stays live$`,
        ),
      ),
    ]);
  });
});

const entryOfRelease = (id: string) => `/releases/mf-settings/${id}/remoteEntry.js`;
