/**
 * Property-based fuzz of every `/api` endpoint (from `app.apiRoutes`): hostile bodies, queries and path
 * parameters (see fuzz-inputs.ts), each sent as the super admin AND as a guest. Never a 5xx, never a
 * stack trace or source path in the body, every refusal a 4xx JSON `{message}`, and the process's
 * Object.prototype never polluted. FUZZ_RUNS (default 10) inputs per route; the total is printed.
 * A failure prints fast-check's seed and path: rerun it with FUZZ_SEED=<seed>.
 * @see docs/security.md "What the suites try" (how many inputs were tried is recorded)
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { issueToken } from '../../src/core/auth/tokens.js';
import { createTestApp } from '../helpers/test-app.js';
import { LEAK, routeKey } from './callers.js';
import { crashClassRequests, fuzzRequests, type FuzzRequest } from './fuzz-inputs.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
const t = await createTestApp();
const [admin] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
let sent = 0;
let adminToken = '';

afterAll(async () => {
  console.log(
    `fuzz: ${sent} requests (the crash classes + ${RUNS} random inputs, × 2 callers × ${t.app.apiRoutes.length} routes, plus shrinking)`,
  );
  await t.close();
});

// An input may log the admin out, suspend them or change their password: start each route afresh.
beforeEach(async () => {
  await t.app.db
    .update(users)
    .set({ status: 'active', is_super_admin: true, role: 'admin' })
    .where(eq(users.id, admin.id));
  adminToken = await issueToken(t.app.db, admin.id, 1);
});

/** Pages a browser opens (the sandbox gateway's checkout): their own refusals are HTML pages. */
const HTML_PAGES = /^\/api\/checkout\//;

/** What is wrong with the answer to a request to `url`, or null. */
function problem(url: string, status: number, body: string, contentType: string | undefined): string | null {
  if (status >= 500) return `answered ${status}`;
  if (/\n\s+at .+:\d+:\d+/.test(body)) return 'stack trace in the body';
  if (status < 400) return null;
  if (LEAK.test(body)) return 'source path or error text in the body';
  if (HTML_PAGES.test(url) && contentType?.includes('text/html')) return null;
  if (!contentType?.includes('application/json')) return `refusal is ${contentType ?? 'untyped'}, not JSON`;
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return 'refusal body is not JSON';
  }
  return typeof message === 'string' && message.length > 0 ? null : 'refusal without a message';
}

async function check(req: FuzzRequest, token: string | null): Promise<void> {
  sent++;
  const res = await t.request({ ...req, ...(token ? { token } : {}) });
  const found = problem(req.url, res.statusCode, res.body, res.headers['content-type'] as string | undefined);
  const polluted =
    ({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).role !== undefined;
  if (found || polluted) {
    const shown =
      typeof req.payload === 'string' && req.payload.length > 300 ? `${req.payload.slice(0, 300)}…` : req.payload;
    throw new Error(
      `${req.method} ${req.url.slice(0, 300)} as ${token ? 'super admin' : 'guest'}: ${polluted ? 'Object.prototype polluted' : found}\nbody sent: ${String(shown)}\nanswer ${res.statusCode}: ${res.body.slice(0, 500)}`,
    );
  }
}

describe('fuzzing every /api endpoint', () => {
  it('covers every registered route', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(100);
  });

  for (const route of t.app.apiRoutes) {
    it(`${routeKey(route)} never fails with a 5xx or leaks internals`, async () => {
      // fast-check counts examples within numRuns: add them to the random ones.
      const examples = crashClassRequests(route.method, route.url, route.schema).map((r) => [r] as [FuzzRequest]);
      await fc.assert(
        fc.asyncProperty(fuzzRequests(route.method, route.url, route.schema), async (req) => {
          await check(req, adminToken);
          await check(req, null);
        }),
        // The crash classes first, on every route, then RUNS random inputs.
        { numRuns: RUNS + examples.length, ...SEED, examples },
      );
    }, 120_000);
  }
});
