/**
 * Referral links: the referrer URLs orders arrive through (docs/product.md §3 Link). `order_count` is never stored;
 * it is counted from `orders.link_id` when read.
 * @see docs/product.md §2 /links, §3 Link
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { links, orders, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import { type TableSpec } from '../../lib/table/paginate.js';

/** Longest URL kept; longer referrers are cut so a hostile header cannot bloat the table. */
const MAX_URL = 2048;

/** A stored link row. */
export interface LinkRecord {
  id: number;
  url: string;
  created_at: Date;
}

/**
 * Normalises a referrer URL for storage: trimmed, at most 2048 characters. Returns null for an empty
 * value or one that is not an absolute http(s) URL (such orders are not counted against any link).
 */
export function normaliseLinkUrl(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  if (!trimmed) return null;
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return trimmed.slice(0, MAX_URL);
}

/**
 * Returns the link row of `url`, creating it when missing (safe under concurrency: `links.url` is unique,
 * so two requests racing for the same URL both end with the one row). Call it inside the transaction that
 * stores the order and set `orders.link_id` to the returned id.
 * @param tx the open transaction (or the database)
 * @param url the referrer URL the order came through (e.g. the pricing package's order link)
 * @returns the link, or null when `url` is empty or not an http(s) URL
 * @see docs/product.md §3 Link ("An order placed through an order link counts against its link")
 */
export async function findOrCreateLink(tx: Executor, url: string | null | undefined): Promise<LinkRecord | null> {
  const normalised = normaliseLinkUrl(url);
  if (!normalised) return null;
  const [inserted] = await tx
    .insert(links)
    .values({ url: normalised })
    .onConflictDoNothing({ target: links.url })
    .returning({ id: links.id, url: links.url, created_at: links.created_at });
  if (inserted) return inserted;
  const [existing] = await tx
    .select({ id: links.id, url: links.url, created_at: links.created_at })
    .from(links)
    .where(eq(links.url, normalised))
    .limit(1);
  if (!existing) throw new Error(`Link ${normalised} vanished while being created`);
  return existing;
}

/** SQL expression counting the orders of a link row (used by the links table and detail). */
// Columns are qualified by hand: in a single-table select Drizzle prints them bare, and a bare "id"
// inside the subquery would mean orders.id.
const linkOrderCount = sql<number>`(select count(*)::int from ${orders} where ${orders}.${sql.identifier(orders.link_id.name)} = ${links}.${sql.identifier(links.id.name)})`;

/** A link on the wire (`/links` rows and the link detail). @see contracts `linkRow` */
export interface LinkView {
  id: number;
  url: string;
  order_count: number;
  created_at: string;
}

type LinkCountRow = { id: number; url: string; order_count: number; created_at: Date };
const linkFields = { id: links.id, url: links.url, order_count: linkOrderCount, created_at: links.created_at };
const linkView = (r: LinkCountRow): LinkView => ({
  id: r.id,
  url: r.url,
  order_count: Number(r.order_count),
  created_at: r.created_at.toISOString(),
});

/** Table spec of `GET links`: search url or id; sort by url, order_count, created_at. */
export function linksTableSpec(db: Db): TableSpec<LinkCountRow> {
  return {
    rows: () => db.select(linkFields).from(links).$dynamic(),
    db,
    searchable: [links.id, links.url],
    sortable: { url: links.url, order_count: linkOrderCount, created_at: links.created_at },
    id: links.id,
    createdAt: links.created_at,
    map: linkView,
  };
}

/** Link `id` with its order count. Throws 404 'Link not found'. */
export async function getLink(db: Executor, id: number): Promise<LinkView> {
  const [row] = await db.select(linkFields).from(links).where(eq(links.id, id)).limit(1);
  if (!row) throw notFound('Link');
  return linkView(row);
}

type LinkOrderRow = {
  id: number;
  title: string;
  status: string;
  user_id: number;
  client_name: string;
  created_at: Date;
};

/** A row of a link's orders table: the order and its client. */
export interface LinkOrderView {
  id: number;
  title: string;
  status: string;
  user_id: number;
  client: { id: number; name: string };
  created_at: string;
}

/** Table spec of `GET links/:id/orders`: the orders placed through link `linkId`, searchable by id, title, client. */
export function linkOrdersTableSpec(db: Db, linkId: number): TableSpec<LinkOrderRow> {
  const fields = {
    id: orders.id,
    title: orders.title,
    status: orders.status,
    user_id: orders.user_id,
    client_name: users.name,
    created_at: orders.created_at,
  };
  const from = () => db.select(fields).from(orders).innerJoin(users, eq(users.id, orders.user_id)).$dynamic();
  return {
    rows: () => from(),
    db,
    where: [eq(orders.link_id, linkId)],
    searchable: [orders.id, orders.title, users.name],
    sortable: { title: orders.title, status: orders.status, client: users.name, created_at: orders.created_at },
    id: orders.id,
    createdAt: orders.created_at,
    map: (r): LinkOrderView => ({
      id: r.id,
      title: r.title,
      status: r.status,
      user_id: r.user_id,
      client: { id: r.user_id, name: r.client_name },
      created_at: r.created_at.toISOString(),
    }),
  };
}
