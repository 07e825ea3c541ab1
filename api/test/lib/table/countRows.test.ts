import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.js';
import {
  paginate,
  TABLE_COUNT_CAP,
  TABLE_EXACT_COUNT_MAX,
  type PageEnvelope,
  type TableSpec,
} from '../../../src/lib/table/paginate.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
const MANY = TABLE_EXACT_COUNT_MAX + 500;
const FEW = 86;
const tag = (i: number) => (i < FEW ? 'few' : i % 7 === 0 ? 'seventh' : 'other');
const SEVENTHS = Array.from({ length: MANY }, (_, i) => tag(i)).filter((x) => x === 'seventh').length;

type Row = { id: number; name: string; email: string; created_at: Date };

function spec(): TableSpec<Row> {
  const db = t.app.db;
  return {
    db,
    rows: () =>
      db
        .select({ id: users.id, name: users.name, email: users.email, created_at: users.created_at })
        .from(users)
        .$dynamic() as never,
    where: [like(users.email, 'many%')],
    searchable: [users.name],
    sortable: {},
    id: users.id,
    createdAt: users.created_at,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: MANY }, (_, i) => ({ name: `Many ${tag(i)} ${i}`, email: `many${i}@example.com` }));
  for (let i = 0; i < rows.length; i += 2000) await t.app.db.insert(users).values(rows.slice(i, i + 2000));
  await t.app.db.execute(sql`analyze users`);
});
afterAll(() => t.close());

const env = (r: unknown) => (r as PageEnvelope).data;

describe('page totals past the count cap', () => {
  it('counts exactly up to the cap and says nothing more', async () => {
    const p = env(await paginate(spec(), { filter_value: 'few', per_page: 10 }));
    expect(p.total).toBe(FEW);
    expect(p.total_is_estimate).toBeUndefined();
    // The last page and a page past the end still say how many there are.
    const last = env(await paginate(spec(), { filter_value: 'few', per_page: 10, page: 9 }));
    expect([last.total, last.data.length, last.from, last.to]).toEqual([86, 6, 81, 86]);
    const beyond = env(await paginate(spec(), { filter_value: 'few', per_page: 10, page: 40 }));
    expect([beyond.total, beyond.data.length, beyond.last_page]).toEqual([86, 0, 9]);
  });

  it('counts a table past the look-ahead exactly at any page size: no "about" for rows that can be counted', async () => {
    expect(SEVENTHS).toBeGreaterThan(TABLE_COUNT_CAP * 10);
    for (const per_page of [10, 25, 100]) {
      const p = env(await paginate(spec(), { filter_value: 'seventh', per_page }));
      expect([p.total, p.total_is_estimate, p.last_page]).toEqual([
        SEVENTHS,
        undefined,
        Math.ceil(SEVENTHS / per_page),
      ]);
    }
  });

  it('past the exact count limit gives the planner estimate, flagged, never below the limit', async () => {
    const p = env(await paginate(spec(), { per_page: 10 }));
    expect(p.total_is_estimate).toBe(true);
    expect(p.total).toBeGreaterThan(TABLE_EXACT_COUNT_MAX);
    // The estimate after ANALYZE is close to the real number of matching rows.
    expect(p.total).toBeGreaterThan(MANY * 0.5);
    expect(p.total).toBeLessThan(MANY * 2);
    expect(p.last_page).toBe(Math.ceil(p.total / 10));
    expect(p.data).toHaveLength(10);
  });

  it('counts ten pages exactly whatever the page size', async () => {
    const p = env(await paginate(spec(), { per_page: 1100 }));
    expect(p.total).toBe(MANY);
    expect(p.total_is_estimate).toBeUndefined();
  });
});
