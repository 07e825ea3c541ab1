/**
 * Seeds N benchmark orders straight into a database the API has already migrated (PostgreSQL via `pg`
 * or the embedded PGlite), each table with one `INSERT … SELECT generate_series`:
 *  - `BENCH_CLIENTS` (default 1 000) extra clients "Bench Client {i}" (no password: they never sign in);
 *  - N orders over every order status, all clients (the demo client too), the seeded service types,
 *    sources and deadlines; created_at spread evenly over DAYS days from 2023-01-01 12:00 UTC, so a
 *    date range of DAYS/10 days from the first day holds exactly N/10 orders (export 10k vs 100k);
 *  - an assignment to the demo writer for every order in a working/closed status, and one unread
 *    client→admin message on every 4th order (so unread counts and the order view have something to read).
 * Then ANALYZE, as autovacuum would after a bulk load.
 */
import { tsImport } from 'tsx/esm/api';

/** Days the orders are spread over; N must be a multiple of it for the exact N/10 subset. */
export const DAYS = 1000;
/** First day of the spread (local-day boundaries hold for any server time zone within ±11 h). */
export const FIRST_DAY = '2023-01-01';
/** Search term of the "search" benchmark: a word in 1 of 8 titles. */
export const SEARCH_TERM = 'climate';

const TOPICS = [
  'Climate policy in East Africa',
  'The ethics of gene editing',
  'History of the printing press',
  'Renewable energy literature review',
  'Market entry strategy for a coffee brand',
  'Urban water supply in Nairobi',
  'Machine learning in credit scoring',
  'Supply chain resilience after 2020',
];

/** `{from, to}` (yyyy-MM-dd) of the first DAYS/10 days: exactly N/10 of the bench orders. */
export function tenthRange() {
  const start = new Date(`${FIRST_DAY}T12:00:00Z`);
  const end = new Date(start.getTime() + (DAYS / 10 - 1) * 86_400_000);
  return { from: FIRST_DAY, to: end.toISOString().slice(0, 10) };
}

const lit = (s) => `'${String(s).replace(/'/g, "''")}'`;
const arr = (xs) => `ARRAY[${xs.map(lit).join(',')}]::text[]`;

/**
 * Runs the seed through `exec(sql)` (a function sending one SQL string). Returns counts and seconds.
 * @param exec  `(sql) => Promise` — e.g. `(s) => pgClient.query(s)` or `(s) => pglite.exec(s)`
 * @param n     number of orders (a multiple of DAYS)
 */
export async function seedOrders(exec, n) {
  const { ORDER_STATUSES } = await tsImport('../contracts/src/statuses.ts', import.meta.url);
  const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
  const started = performance.now();
  await exec(`
    INSERT INTO users (name, email, role, status)
    SELECT 'Bench Client ' || g, 'bench-client-' || g || '@example.com', 'client', 'active'
    FROM generate_series(1, ${clients}) g
    ON CONFLICT DO NOTHING`);
  await exec(`
    INSERT INTO orders (user_id, title, instructions, status, amount, paid_amount, deadline, deadline_id,
                        service_type_id, order_source_id, website_id, rating, created_at, updated_at)
    SELECT user_id, title, instructions, status, amount,
           CASE WHEN status IN ('pending_quote', 'quoted', 'unpaid') THEN 0 ELSE amount END,
           created_at + interval '72 hours', deadline_id, service_type_id, order_source_id, website_id,
           CASE WHEN status = 'approved' THEN 1 + (g % 5) END, created_at, created_at
    FROM (
      SELECT g,
             c.ids[1 + (g % array_length(c.ids, 1))] AS user_id,
             t.v[1 + (g % array_length(t.v, 1))] || ' (bench ' || g || ')' AS title,
             'Please follow APA 7th edition. Five pages, double spaced, at least six scholarly sources.' AS instructions,
             s.v[1 + ((g / 3) % array_length(s.v, 1))] AS status,
             CASE WHEN s.v[1 + ((g / 3) % array_length(s.v, 1))] = 'pending_quote' THEN 0 ELSE 2000 + (g * 7919) % 30000 END AS amount,
             dl.ids[1 + (g % array_length(dl.ids, 1))] AS deadline_id,
             st.ids[1 + (g % array_length(st.ids, 1))] AS service_type_id,
             src.ids[1 + (g % array_length(src.ids, 1))] AS order_source_id,
             w.ids[1] AS website_id,
             timestamptz '${FIRST_DAY} 12:00:00+00' + ((g - 1) * ${DAYS} / ${n}) * interval '1 day' + (g % 3600) * interval '1 second' AS created_at
      FROM generate_series(1, ${n}) g,
           (SELECT array_agg(id ORDER BY id) ids FROM users WHERE role = 'client') c,
           (SELECT array_agg(id ORDER BY id) ids FROM service_types) st,
           (SELECT array_agg(id ORDER BY id) ids FROM order_sources) src,
           (SELECT array_agg(id ORDER BY id) ids FROM deadlines) dl,
           (SELECT array_agg(id ORDER BY id) ids FROM websites) w,
           (SELECT ${arr(ORDER_STATUSES)} v) s,
           (SELECT ${arr(TOPICS)} v) t
      ORDER BY g
    ) x`);
  await exec(`
    INSERT INTO assignments (order_id, user_id, amount, deadline, status, created_at, updated_at)
    SELECT o.id, w.id, 150000, o.created_at + interval '48 hours', o.status, o.created_at, o.created_at
    FROM orders o, (SELECT id FROM users WHERE lower(email) = 'writer@example.com') w
    WHERE o.title LIKE '%(bench %' AND o.status IN ('in_progress', 'under_review', 'revision', 'completed', 'approved')`);
  await exec(`
    INSERT INTO messages (order_id, user_id, message, target, created_at)
    SELECT o.id, o.user_id, 'Could you add two more sources?', 'admin', o.created_at + interval '1 hour'
    FROM orders o WHERE o.title LIKE '%(bench %' AND o.id % 4 = 0`);
  await exec('ANALYZE');
  return { orders: n, clients, seconds: (performance.now() - started) / 1000 };
}
