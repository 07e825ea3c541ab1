/**
 * A client generated from the OpenAPI document knows the answers' shapes: openapi-typescript turns
 * `/api/docs/json` into types (in a temp folder) and a small client reading a few answers type-checks
 * with them — and does not when it reads a field an answer lacks.
 * @see test/security/openapi.test.ts (every operation declares its answer)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-client-'));
  fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(res.json())));
});
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Type errors of `code` (a module beside the generated `api.ts`), one message per error. */
function typeErrors(code: string): string[] {
  const file = path.join(dir, 'client.ts');
  fs.writeFileSync(file, code);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

const CLIENT = `
import type { components, paths } from './api';
type Answer<P extends keyof paths, M extends 'get' | 'post' | 'put' | 'delete', S extends number, C extends string = 'application/json'> =
  paths[P][M] extends { responses: { [K in S]: { content: { [T in C]: infer B } } } } ? B : never;

const order = {} as Answer<'/api/orders/{id}', 'get', 200>;
export const title: string = order.title;
export const status: 'pending_quote' | 'quoted' | 'unpaid' | 'paid' | 'unassigned' | 'in_progress' | 'under_review' | 'revision' | 'completed' | 'approved' | 'cancelled' = order.status;
export const writer: string | undefined = order.assign?.user.name;

const page = {} as Answer<'/api/orders/list/{status}', 'get', 200>;
export const rows = Array.isArray(page) ? page : page.data.data;
export const total: number | undefined = Array.isArray(page) ? undefined : page.data.total;
export const firstTitle: string | undefined = rows[0]?.title;

export const token: string = ({} as Answer<'/api/auth/login', 'post', 200>).token;
export const placed: number = ({} as Answer<'/api/orders/', 'post', 201>).order.id;
export const balance: number = ({} as Answer<'/api/writer/stats', 'get', 200>).balance;
export const csv: string = {} as Answer<'/api/external-download/', 'get', 200, 'text/csv'>;
export const badges: Record<string, number> = {} as components['schemas']['StreamlineAnswer.stats.getMenuCounts'];
export const unread: number = ({} as components['schemas']['StreamlineAnswer.notifications.markRead']).unread;
`;

describe('a client generated from /api/docs/json (openapi-typescript)', () => {
  it('types the answers: an order, a table page, sign-in, a new order, writer stats, an export, streamline answers', () => {
    expect(typeErrors(CLIENT)).toEqual([]);
  });

  it('rejects reading a field an answer does not have', () => {
    const errors = typeErrors(
      `${CLIENT}\nexport const nope = order.no_such_field;\nexport const wrong: number = order.title;\n`,
    );
    expect(errors).toEqual([
      expect.stringContaining("'no_such_field'"),
      expect.stringContaining("'string' is not assignable to type 'number'"),
    ]);
  });
});
