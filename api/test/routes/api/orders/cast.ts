/**
 * The people of the order tests and small request helpers: the demo admin (every permission), client and
 * writer, plus another client and another writer — created directly in the database with a token each
 * (no password round-trips). Admins holding chosen keys: `adminWith` in test/helpers/fixtures.ts.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { service_types, deadlines, users } from '../../../../src/db/schema/index.js';
import { issueToken } from '../../../../src/core/auth/tokens.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { listen, type SocketServer } from '../../../helpers/sockets.js';
import { formData } from '../../../helpers/fixtures.js';
import type { AppConfig } from '../../../../src/config.js';

export type Who = 'admin' | 'client' | 'otherClient' | 'writer' | 'otherWriter';

export interface Cast {
  t: TestApp;
  token: Record<Who, string>;
  id: Record<Who, number>;
  /** Settings ids from the seed. */
  settings: { essay: number; quote: number; sevenDays: number; oneDay: number };
  /** `t.request` as `who` (a Who or a raw token; null for a guest). */
  as(who: Who | string | null, method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

async function person(t: TestApp, role: string, email: string): Promise<{ id: number; token: string }> {
  const [row] = await t.app.db
    .insert(users)
    .values({ name: email.split('@')[0], email, role, status: 'active' })
    .returning({ id: users.id });
  return { id: row.id, token: await issueToken(t.app.db, row.id, 1) };
}

async function demo(t: TestApp, email: string): Promise<{ id: number; token: string }> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row.id, token: await issueToken(t.app.db, row.id, 1) };
}

/** Builds the test app and its people. */
export async function createCast(overrides: Partial<AppConfig> = {}): Promise<Cast> {
  const t = await createTestApp(overrides);
  const people = {
    admin: await demo(t, 'admin@example.com'),
    client: await demo(t, 'client@example.com'),
    writer: await demo(t, 'writer@example.com'),
    otherClient: await person(t, 'client', 'other-client@example.com'),
    otherWriter: await person(t, 'writer', 'other-writer@example.com'),
  };
  const st = await t.app.db.select().from(service_types);
  const dl = await t.app.db.select().from(deadlines);
  const cast: Cast = {
    t,
    token: Object.fromEntries(Object.entries(people).map(([k, v]) => [k, v.token])) as Record<Who, string>,
    id: Object.fromEntries(Object.entries(people).map(([k, v]) => [k, v.id])) as Record<Who, number>,
    settings: {
      essay: st.find((s) => s.name === 'Essay Writing')!.id,
      quote: st.find((s) => s.name === 'Custom Quote')!.id,
      sevenDays: dl.find((d) => d.hours === 168)!.id,
      oneDay: dl.find((d) => d.hours === 24)!.id,
    },
    as(who, method, url, payload) {
      const token = who === null ? undefined : who in people ? people[who as Who].token : who;
      return t.request({ method: method as 'GET', url, payload: payload as never, token });
    },
  };
  return cast;
}

/** Uploads `files` to order `orderId` as `token`. */
export function upload(
  cast: Cast,
  token: string,
  orderId: number,
  files: { name: string; content: Buffer }[],
  fields: Record<string, string> = {},
) {
  return cast.t.request({
    method: 'POST',
    url: `/api/orders/${orderId}/files`,
    token,
    payload: formData(fields, files),
  });
}

/** An ISO deadline `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * For a test file that needs sockets: a cast served on a free port, made before the file's tests and
 * closed (sockets first) after them. `ready` receives both.
 */
export function servedCast(ready: (cast: Cast, io: SocketServer) => void): void {
  let cast: Cast | undefined;
  let io: SocketServer | undefined;
  beforeAll(async () => {
    cast = await createCast();
    io = await listen(cast.t.app);
    ready(cast, io);
  });
  afterAll(async () => {
    io?.close();
    await cast?.t.close();
  });
}
