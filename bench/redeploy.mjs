/**
 * A redeploy of one remote on a running app, as a team ships it (docs/deploying.md "Releases"): its build
 * uploaded as a new release and promoted, so the next page load names that release's files. The build is
 * the remote's own `dist/` plus one file naming the redeploy: a new release id, hence every file of the
 * remote at a new URL (`/releases/<remote>/<id>/…`) — what any redeploy of it costs a returning browser,
 * whatever changed — while the shell's files and the shared chunks stay those in its cache.
 * For the phone bench's "warm after a redeploy" row (bench/phone.mjs).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { archiveBuild } from '../scripts/release-archive.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
let count = 0;

/** Calls the releases API of `base` as the admin of `token`; throws with the app's message when refused. */
async function call(base, token, method, path, body, contentType = 'application/json') {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': contentType } : {}),
    },
    body: body && !Buffer.isBuffer(body) ? JSON.stringify(body) : body,
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} /api/${path}: ${res.status} ${answer.message ?? res.statusText}`);
  return answer;
}

/**
 * Uploads `remote`'s build (`<staticRoot>/<remote>/dist`, default the repository's) as a new release of
 * the app at `base` and makes it live; `token`: an admin's holding `deploy.releases.manage`. Returns the
 * release id.
 */
export async function redeployRemote(base, token, remote, staticRoot = root) {
  const dir = mkdtempSync(join(tmpdir(), `scriptorium-redeploy-${remote}-`));
  try {
    cpSync(join(staticRoot, remote, 'dist'), dir, { recursive: true });
    writeFileSync(join(dir, 'redeployed.txt'), `bench redeploy ${process.pid}-${Date.now()}-${++count}\n`);
    const { id } = await call(
      base,
      token,
      'POST',
      `releases/${remote}?version=0.0.0-bench`,
      archiveBuild(dir),
      'application/gzip',
    );
    const { revision } = await call(base, token, 'GET', `releases/${remote}`);
    await call(base, token, 'POST', `releases/${remote}/${encodeURIComponent(id)}/promote`, {
      expected_revision: revision,
      percent: 100,
    });
    return id;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
