#!/usr/bin/env node
/**
 * Shipping a remote as a release, against a running app (docs/deploying.md "Runbook"):
 *
 *   npm run release  -- <remote> --app <URL> [--dist <folder>]    build if out of date, deploy check, upload; last line: the release id
 *   npm run promote  -- <remote> <release> --app <URL> [--percent N]  make it live (or the canary of N %)
 *   npm run rollback -- <remote> --app <URL>                      end the canary, else back to the previous live release
 *   npm run releases -- <remote> --app <URL> [--json]             the remote's releases, newest first
 *
 * `<remote>` is a remote's folder (`mf-settings`); `--dist` releases a build made elsewhere (a CI job's
 * artifact) instead of building `<remote>/dist`; `--app` may also come from SCRIPTORIUM_APP. The calls
 * carry SCRIPTORIUM_TOKEN, the bearer token of an admin holding `deploy.releases.manage`. Exit status 0
 * when done; 1 with one line saying why otherwise (deploy check refused, unknown remote or release,
 * token missing, expired or without the permission, another change came first, app unreachable), and
 * then nothing has changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS, buildStale } from './build.mjs';
import { archiveBuild } from './release-archive.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const REMOTES = FRONTENDS.filter((f) => f !== 'shell');

const USAGE = {
  release: 'npm run release -- <remote> --app <URL> [--dist <build folder>]',
  promote: 'npm run promote -- <remote> <release> --app <URL> [--percent N]',
  rollback: 'npm run rollback -- <remote> --app <URL>',
  releases: 'npm run releases -- <remote> --app <URL> [--json]',
};

/** A refusal: its message is printed as `✗ <message>` and the command exits 1. */
class Refused extends Error {}

/** `argv` → positional arguments and `--name value` / `--name=value` / `--flag` options. */
function parseArgs(argv, flags) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (flags.includes(name)) options[name] = true;
    else if (['app', 'percent', 'dist'].includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Refused(`--${name} needs a value`);
      options[name] = value;
    } else throw new Refused(`unknown option --${name}`);
  }
  return { positional, options };
}

/** The app's base URL without a trailing slash. */
function appOf(options, usage) {
  const app = options.app ?? process.env.SCRIPTORIUM_APP;
  if (!app) throw new Refused(`say which app: --app <URL> (usage: ${usage})`);
  try {
    return new URL(app).href.replace(/\/+$/, '');
  } catch {
    throw new Refused(`--app ${app} is not a URL`);
  }
}

function remoteOf(remote, usage) {
  if (!remote) throw new Refused(`name the remote (usage: ${usage})`);
  if (!REMOTES.includes(remote)) throw new Refused(`there is no remote ${remote}: one of ${REMOTES.join(', ')}`);
  return remote;
}

/** Calls the app's API with SCRIPTORIUM_TOKEN; resolves to the parsed answer, or throws {@link Refused} naming the problem. */
async function call(app, method, path, { body, contentType } = {}) {
  const token = process.env.SCRIPTORIUM_TOKEN;
  if (!token)
    throw new Refused(
      'set SCRIPTORIUM_TOKEN to the token of an admin holding deploy.releases.manage (docs/deploying.md "Runbook")',
    );
  let res;
  try {
    res = await fetch(`${app}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body ? { 'content-type': contentType ?? 'application/json' } : {}),
      },
      body: body && !Buffer.isBuffer(body) ? JSON.stringify(body) : body,
    });
  } catch (error) {
    throw new Refused(`cannot reach ${app}: ${error.cause?.message ?? error.message}`);
  }
  const answer = await res.json().catch(() => ({}));
  if (res.ok) return answer;
  if (res.status === 401)
    throw new Refused(
      `SCRIPTORIUM_TOKEN is not a live token on ${app} (expired or signed out): sign in again and use the new token`,
    );
  if (res.status === 403)
    throw new Refused(
      `the admin of SCRIPTORIUM_TOKEN does not hold ${path.startsWith('releases/preview') ? 'deploy.releases.preview' : 'deploy.releases.manage'} on ${app}`,
    );
  throw new Refused(answer.message ?? `${app} answered ${res.status} ${res.statusText}`);
}

const listOf = (app, remote) => call(app, 'GET', `releases/${remote}`);

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

async function release(argv) {
  const { positional, options } = parseArgs(argv, []);
  const remote = remoteOf(positional[0], USAGE.release);
  const app = appOf(options, USAGE.release);
  // Token, permission and remote first: a refusal must not wait for a build.
  await listOf(app, remote);
  let dist = join(root, remote, 'dist');
  if (options.dist) {
    dist = resolve(options.dist);
    if (!existsSync(join(dist, 'remoteEntry.js')))
      throw new Refused(`${dist} is not a build of a remote: it has no remoteEntry.js`);
  } else buildStale([remote]);
  // The deploy check against that app, as `npm run deploy:check` does it: a refused build is not uploaded.
  const { deployCheck } = await import('../federation/deploy-check.ts');
  let check;
  try {
    check = await deployCheck(dist, app);
  } catch (error) {
    throw new Refused(`the deploy check could not run: ${error.message}`);
  }
  console.log(check.line);
  if (!check.ok)
    throw new Refused(`${remote} is not released: ship what the app lacks first (docs/deploying.md "Runbook")`);
  const { version } = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8'));
  const commit = gitCommit();
  const query = new URLSearchParams({ version, ...(commit ? { commit } : {}) });
  const answer = await call(app, 'POST', `releases/${remote}?${query}`, {
    body: archiveBuild(dist),
    contentType: 'application/gzip',
  });
  console.log(answer.message);
  console.log(answer.id);
}

async function promote(argv) {
  const { positional, options } = parseArgs(argv, []);
  const remote = remoteOf(positional[0], USAGE.promote);
  const id = positional[1];
  if (!id) throw new Refused(`name the release (usage: ${USAGE.promote}; npm run releases lists them)`);
  const app = appOf(options, USAGE.promote);
  const percent = options.percent === undefined ? 100 : Number(options.percent);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new Refused(`--percent must be a whole number from 1 to 100, not ${options.percent}`);
  const { revision, releases } = await listOf(app, remote);
  if (!releases.some((r) => r.id === id))
    throw new Refused(
      `${remote} has no release ${id} on ${app} (npm run releases -- ${remote} --app ${app} lists them)`,
    );
  const answer = await call(app, 'POST', `releases/${remote}/${encodeURIComponent(id)}/promote`, {
    body: { expected_revision: revision, percent },
  });
  console.log(answer.message);
}

async function rollback(argv) {
  const { positional, options } = parseArgs(argv, []);
  const remote = remoteOf(positional[0], USAGE.rollback);
  const app = appOf(options, USAGE.rollback);
  const { revision } = await listOf(app, remote);
  const answer = await call(app, 'POST', `releases/${remote}/rollback`, { body: { expected_revision: revision } });
  console.log(answer.message);
}

/** One release as a line of `npm run releases`. */
function describe(r) {
  const state = r.state === 'canary' ? `canary ${r.canary_percent}%` : r.state;
  const who = r.uploaded_by ? r.uploaded_by.name : 'the app at start';
  const when = r.uploaded_at.slice(0, 16).replace('T', ' ');
  const errors = `${r.client_errors} client error${r.client_errors === 1 ? '' : 's'}`;
  return `${r.id.padEnd(22)} ${state.padEnd(11)} ${when} by ${who}; check ${r.check.ok ? '✓' : '✗'}; ${errors}${r.commit ? `; commit ${r.commit.slice(0, 10)}` : ''}`;
}

async function releases(argv) {
  const { positional, options } = parseArgs(argv, ['json']);
  const remote = remoteOf(positional[0], USAGE.releases);
  const app = appOf(options, USAGE.releases);
  const list = await listOf(app, remote);
  if (options.json) {
    console.log(JSON.stringify(list, null, 2));
    return;
  }
  console.log(
    `${remote} on ${app}: ${list.releases.length} release${list.releases.length === 1 ? '' : 's'}, newest first`,
  );
  for (const r of list.releases) console.log(describe(r));
}

const COMMANDS = { release, promote, rollback, releases };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [command, ...argv] = process.argv.slice(2);
  const run = COMMANDS[command];
  if (!run) {
    console.error(`Usage:\n  ${Object.values(USAGE).join('\n  ')}`);
    process.exit(1);
  }
  try {
    await run(argv);
  } catch (error) {
    console.error(
      `✗ ${error instanceof Refused ? error.message : error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
