/**
 * Small helpers shared by the benchmark parts: percentiles, autocannon runs, RSS sampling of a
 * process, free loopback ports, bounded waiting, formatting.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

/** `p`-th percentile (0–100) of `values` (nearest rank); NaN for an empty list. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** `{p50, p99, n}` of a list of milliseconds. */
export function summary(ms) {
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), n: ms.length };
}

/** "12.3" with one decimal below 100, whole numbers above. */
export function num(v) {
  if (!Number.isFinite(v)) return 'n/a';
  return v >= 100 ? String(Math.round(v)) : v.toFixed(v >= 10 ? 1 : 2);
}

export const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
export const mb = (kbytes) => `${(kbytes / 1024).toFixed(0)} MB`;

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs autocannon (default 10 connections, `BENCH_DURATION` or 10 s) and returns
 * `{p50, p99, rps, requests, non2xx, errors}`. Latencies in ms as autocannon reports them.
 */
export function cannon(opts) {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  return new Promise((resolve, reject) =>
    autocannon({ connections: 10, duration, ...opts }, (e, r) =>
      e
        ? reject(e)
        : resolve({ p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts }),
    ),
  );
}

/** "p50 3 ms, p99 9 ms, 812 req/s" */
export const fmtCannon = (r) => `p50 ${num(r.p50)} ms, p99 ${num(r.p99)} ms, ${Math.round(r.rps)} req/s`;

/** VmRSS (or another `/proc/<pid>/status` field) of a process in kB, or NaN once it is gone. */
export function procKb(pid, field = 'VmRSS') {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Samples VmRSS of `pid` every `everyMs` while `fn` runs; returns `{result, seconds, baseKb, peakKb}`.
 */
export async function withRss(pid, fn, everyMs = 25) {
  const baseKb = procKb(pid);
  let peakKb = baseKb;
  const timer = setInterval(() => {
    const v = procKb(pid);
    if (v > peakKb) peakKb = v;
  }, everyMs);
  const started = performance.now();
  try {
    const result = await fn();
    const seconds = (performance.now() - started) / 1000;
    peakKb = Math.max(peakKb, procKb(pid));
    return { result, seconds, baseKb, peakKb };
  } finally {
    clearInterval(timer);
  }
}

/** The 1-minute load average, for the notes. */
export const load1 = () => loadavg()[0].toFixed(1);

/** `fetch` JSON with a bearer token; throws with the body on a non-2xx answer. */
export async function api(base, path, { method = 'GET', token, body } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Signs in through the API and returns `{token, user}`. */
export async function login(base, email, password = 'password') {
  return api(base, '/api/auth/login', { method: 'POST', body: { email, password } });
}
