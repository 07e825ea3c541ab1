/**
 * Small helpers shared by the benchmark parts: percentiles, autocannon runs, RSS sampling of a
 * process, free loopback ports, bounded waiting, formatting.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
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
    autocannon({ connections: 10, duration, timeout: 30, ...opts }, (e, r) =>
      e
        ? reject(e)
        : resolve({
            p50: r.latency.p50,
            p99: r.latency.p99,
            rps: r.requests.average,
            requests: r.requests.total,
            non2xx: r.non2xx,
            errors: r.errors + r.timeouts,
          }),
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
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
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

/**
 * One client, one request at a time over a keep-alive connection (sub-millisecond timing, unlike
 * autocannon's whole milliseconds): at least `minRuns` and `seconds`, at most `maxRuns` or `maxSeconds`.
 * Returns `{p50, p99, n, non2xx}` in ms.
 */
export async function sequential(
  url,
  headers = {},
  { minRuns = 20, maxRuns = 200, seconds = Number(process.env.BENCH_DURATION_C1 ?? 5), maxSeconds = 60 } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let non2xx = 0;
  const start = Date.now();
  const more = () => {
    const elapsed = Date.now() - start;
    return (
      times.length < maxRuns && elapsed < maxSeconds * 1000 && (times.length < minRuns || elapsed < seconds * 1000)
    );
  };
  try {
    while (more()) {
      const t = performance.now();
      const status = await new Promise((resolve, reject) => {
        const req = http.get(url, { headers, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        });
        req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
        req.on('error', reject);
      });
      times.push(performance.now() - t);
      if (status < 200 || status >= 300) non2xx++;
    }
  } finally {
    agent.destroy();
  }
  return { ...summary(times), non2xx };
}

/**
 * Waits until the server has finished the requests a load run left in flight (autocannon stops
 * without waiting for them): until GET /api/health answers within 50 ms, at most `maxSeconds`.
 */
export async function drain(base, maxSeconds = 120) {
  const deadline = Date.now() + maxSeconds * 1000;
  while (Date.now() < deadline) {
    const t = performance.now();
    try {
      await fetch(`${base}/api/health`);
    } catch {
      /* busy */
    }
    if (performance.now() - t < 50) return;
    await sleep(200);
  }
}
