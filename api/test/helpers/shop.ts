/**
 * A shop's client over real HTTP (fetch against a listening instance), for the tests that start, stop,
 * back up and restore whole instances: sign in, upload a file to an order, download it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';

/** Signs in through `POST /api/auth/login` on `origin`; returns the token. */
export async function signIn(origin: string, email: string, password = 'password'): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** `GET` as `token`; the parsed JSON, after checking the status is 200. */
export async function getJson<T>(origin: string, token: string, url: string): Promise<T> {
  const res = await fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** Uploads `content` as `name` to order `orderId` the way the browser's form does; returns the file's id. */
export async function uploadFile(
  origin: string,
  token: string,
  orderId: number,
  name: string,
  content: Buffer,
): Promise<number> {
  const form = new FormData();
  form.append('file', new File([content], name, { type: 'application/pdf' }));
  const res = await fetch(`${origin}/api/orders/${orderId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { files } = (await res.json()) as { files: { id: number; name: string }[] };
  return files.find((f) => f.name === name)!.id;
}

/** Downloads file `fileId` as `token`: the status and the bytes. */
export async function downloadFile(
  origin: string,
  token: string,
  fileId: number,
): Promise<{ status: number; body: Buffer }> {
  const res = await fetch(`${origin}/api/files/${fileId}/download`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

/** A PDF of `kb` kilobytes of random bytes after its header (uploads are checked by content). */
export function randomPdf(kb: number): Buffer {
  const body = Buffer.alloc(kb * 1024);
  for (let i = 0; i < body.length; i++) body[i] = Math.floor(Math.random() * 256);
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), body, Buffer.from('\n%%EOF\n')]);
}

/**
 * Runs `npm run backup|restore -- FILE` as the operator would (the same script, through tsx) with
 * `env` over a clean environment; resolves with its exit code and output.
 */
export function runBackupCli(
  command: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  // The test run's own DATABASE_URL/S3_* must not leak into the command's environment.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|DATA_DIR|S3_|REDIS_)/.test(k)),
  );
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/services/backup/cli.ts'), command, file],
    {
      cwd: REPO_ROOT,
      env: { ...base, LOG_LEVEL: 'silent', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}
