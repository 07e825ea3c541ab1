/**
 * Shipping a remote as a release (docs/deploying.md Releases, Runbook) with the commands a team runs,
 * against the app this suite started: the build it started with is mf-settings' first release; a
 * candidate build (the same build with its heading changed, as a team's change would) is released,
 * previewed by one admin's browser while everyone else keeps the live build, promoted to 50 % (a stable
 * half of people get it) and then 100 %, and rolled back. A build the deploy check refuses is not
 * released, and the commands refuse what they cannot do with exit 1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, storeSession, type ApiSession } from '../support/api.js';
import { ROOT, copyBuild } from '../support/deploy.js';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let work: string;
let admin: ApiSession;
let app: string;

/** Runs `npm run <command> -- <args>` as a team would, with the admin's token. */
function npmRun(command: 'release' | 'promote' | 'rollback' | 'releases', args: string[], token = admin.token) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.mjs', command, ...args, '--app', app], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SCRIPTORIUM_TOKEN: token },
    timeout: 120_000,
  });
  const lines = r.stdout.trim().split('\n');
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.trim(), last: lines[lines.length - 1] };
}

/** A copy of mf-settings' build whose Settings heading reads `heading` (a text of its compiled English catalogue). */
function candidateBuild(name: string, heading: string): string {
  const dir = copyBuild('mf-settings', join(work, name));
  const assets = join(dir, 'assets');
  const marker = '"settings.page.title":["Settings"]';
  const page = readdirSync(assets).find(
    (f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(marker),
  );
  const file = join(assets, page!);
  const source = readFileSync(file, 'utf8');
  const changed = source.replace(marker, `"settings.page.title":[${JSON.stringify(heading)}]`);
  expect(changed, 'the built Settings heading was found to change').not.toBe(source);
  writeFileSync(file, changed);
  // Its compressed copies would still say Settings.
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  return dir;
}

/** What `/remotes.json` names for mf-settings for a browser with `cookie`. */
async function settingsEntry(request: APIRequestContext, cookie = ''): Promise<string> {
  const res = await request.get('/remotes.json', { headers: cookie ? { cookie } : {} });
  return new URL(((await res.json()) as Record<string, string>).mf_settings).pathname;
}

const entryOf = (release: string) => `/releases/mf-settings/${release}/remoteEntry.js`;
/** mf-settings' package version, the first part of its release ids. */
const settingsVersion = (
  JSON.parse(readFileSync(join(ROOT, 'mf-settings', 'package.json'), 'utf8')) as { version: string }
).version;

test.beforeAll(async ({ request, baseURL }) => {
  app = baseURL!;
  work = mkdtempSync(join(tmpdir(), 'scriptorium-releases-'));
  admin = await apiLogin(request, 'admin@example.com');
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test('release mf-settings, preview it in one browser, promote it to 50 % then 100 %, roll back', async ({
  browser,
  request,
}) => {
  let first: string;
  let candidate: string;

  await test.step('a fresh app has one live release per remote', async () => {
    const listed = npmRun('releases', ['mf-settings', '--json']);
    expect(listed.status, listed.stderr).toBe(0);
    const { releases } = JSON.parse(listed.stdout) as { releases: { id: string; state: string; source: string }[] };
    expect(releases).toMatchObject([{ state: 'live', source: 'build' }]);
    first = releases[0].id;
    expect(await settingsEntry(request)).toBe(entryOf(first));
  });

  await test.step('npm run release uploads the candidate and prints its id last; nothing changes for anyone', async () => {
    const released = npmRun('release', ['mf-settings', '--dist', candidateBuild('candidate', 'Settings (candidate)')]);
    expect(released.status, released.stderr).toBe(0);
    expect(released.stdout).toContain('✓ mf_settings can be deployed on');
    candidate = released.last;
    // `<mf-settings' package version>+<content hash>`.
    expect(candidate).toMatch(new RegExp(`^${settingsVersion.replaceAll('.', '\\.')}\\+[0-9a-f]{12}$`));
    expect(candidate).not.toBe(first);
    expect(await settingsEntry(request)).toBe(entryOf(first));
  });

  await test.step('an admin previews it: that browser gets the candidate (and the bar), another keeps the live build', async () => {
    const previewing = await browser.newContext();
    const other = await browser.newContext();
    try {
      await storeSession(previewing, admin);
      await storeSession(other, await apiLogin(request, 'admin@example.com'));
      const page = await previewing.newPage();
      await page.goto(`/?preview=mf-settings@${candidate}`);
      await expect(page.getByRole('region', { name: 'Preview' })).toHaveText(
        `Previewing mf-settings ${candidate} ·Exit`,
      );
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Settings (candidate)' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();

      const otherPage = await other.newPage();
      await otherPage.goto('/settings');
      await expect(otherPage.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(otherPage.getByRole('region', { name: 'Preview' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Exit' }).click();
      await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    } finally {
      await previewing.close();
      await other.close();
    }
  });

  await test.step('promote --percent 50: a stable half of people get it, Settings → Releases shows the canary', async () => {
    const promoted = npmRun('promote', ['mf-settings', candidate, '--percent', '50']);
    expect(promoted.status, promoted.stderr).toBe(0);
    expect(promoted.last).toBe(`Release ${candidate} of mf-settings is served to 50% of people (canary)`);
    const people = Array.from({ length: 30 }, (_, i) => `scriptorium_uid=${1000 + i}`);
    const got = await Promise.all(people.map((cookie) => settingsEntry(request, cookie)));
    const onCandidate = got.filter((e) => e === entryOf(candidate)).length;
    expect(onCandidate).toBeGreaterThan(5);
    expect(onCandidate).toBeLessThan(25);
    expect(await Promise.all(people.map((cookie) => settingsEntry(request, cookie)))).toEqual(got);

    const context = await browser.newContext();
    try {
      await storeSession(context, admin);
      const page = await context.newPage();
      await page.goto('/settings/tab/releases');
      const card = page.getByTestId('releases-mf-settings');
      await expect(card.getByRole('row').filter({ hasText: candidate })).toContainText('canary 50%', {
        timeout: 30_000,
      });
      await expect(card.getByRole('row').filter({ hasText: first })).toContainText('live');
    } finally {
      await context.close();
    }
    expect(npmRun('releases', ['mf-settings']).stdout).toMatch(
      new RegExp(`${candidate.replace('+', '\\+')} +canary 50%`),
    );
  });

  await test.step('promote (100 %): everyone gets it', async () => {
    const promoted = npmRun('promote', ['mf-settings', candidate]);
    expect(promoted.status, promoted.stderr).toBe(0);
    expect(promoted.last).toBe(`Release ${candidate} of mf-settings is live for everyone (the canary is complete)`);
    expect(
      new Set(
        await Promise.all(Array.from({ length: 10 }, (_, i) => settingsEntry(request, `scriptorium_uid=${1000 + i}`))),
      ),
    ).toEqual(new Set([entryOf(candidate)]));
  });

  await test.step('rollback: the build before is live again, for the next page load', async () => {
    const rolled = npmRun('rollback', ['mf-settings']);
    expect(rolled.status, rolled.stderr).toBe(0);
    expect(rolled.last).toBe(`Rolled mf-settings back from ${candidate} to ${first}`);
    expect(await settingsEntry(request)).toBe(entryOf(first));
  });
});

test('the commands refuse, with exit 1 and nothing changed: a build the deploy check refuses, an unknown release or remote, a bad token', async ({
  request,
}) => {
  const before = npmRun('releases', ['mf-settings', '--json']).stdout;
  const refusedBuild = copyBuild('mf-settings', join(work, 'refused'));
  const needsFile = join(refusedBuild, 'shared-needs.json');
  const needs = JSON.parse(readFileSync(needsFile, 'utf8')) as {
    needs: Record<string, { version: string; names?: string[] }>;
  };
  // Built against a kit the app does not have: a next major of the stateful runtime.
  needs.needs['@scriptorium/shared-kit/core'].version = '9.0.0';
  writeFileSync(needsFile, JSON.stringify(needs));
  for (const rel of ['own-kit/shared-needs.json']) rmSync(join(refusedBuild, rel), { force: true });

  const refused = npmRun('release', ['mf-settings', '--dist', refusedBuild]);
  expect([refused.status, refused.stdout]).toEqual([1, expect.stringContaining('✗ mf_settings cannot be deployed on')]);
  expect(refused.stderr).toContain('✗ mf-settings is not released');

  const unknown = npmRun('promote', ['mf-settings', '0.1.0+000000000000']);
  expect([unknown.status, unknown.stderr]).toEqual([
    1,
    expect.stringContaining('✗ mf-settings has no release 0.1.0+000000000000'),
  ]);
  const nowhere = npmRun('releases', ['mf-nowhere']);
  expect([nowhere.status, nowhere.stderr]).toEqual([
    1,
    '✗ there is no remote mf-nowhere: one of mf-auth, mf-orders, mf-users, mf-payments, mf-settings',
  ]);
  const writer = await apiLogin(request, 'writer@example.com');
  const forbidden = npmRun('rollback', ['mf-settings'], writer.token);
  expect([forbidden.status, forbidden.stderr]).toEqual([
    1,
    expect.stringContaining('does not hold deploy.releases.manage'),
  ]);
  const expired = npmRun('rollback', ['mf-settings'], 'not-a-token');
  expect([expired.status, expired.stderr]).toEqual([
    1,
    expect.stringContaining('SCRIPTORIUM_TOKEN is not a live token'),
  ]);

  expect(npmRun('releases', ['mf-settings', '--json']).stdout).toBe(before);
});
