/**
 * Default settings every installation starts with (prices in USD minor units, deadline rates as
 * multipliers). Inserted only into empty tables, so an admin's edits survive restarts.
 * @see docs/product.md §3 Settings types and fields; §9 (price = service + extras, × deadline rate)
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PERMISSION_MODULES } from '@scriptorium/contracts/core';
import type { Executor } from '../client.js';
import * as s from '../schema/index.js';
import { NOTIFICATION_TEMPLATES } from './notification-messages.js';

/** Inserts `rows` into `table` only when the table has no rows yet. Returns whether it inserted. */
async function fillIfEmpty<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(table as PgTable);
  if (n > 0) return false;
  await db.insert(table).values(rows);
  return true;
}

/** Department that holds every permission of the registry (docs/product.md §6), given to the demo admin. */
export const OPERATIONS_DEPARTMENT = 'Operations';

/** Seeds settings, templates and the Operations department. Idempotent. */
export async function seedDefaults(db: Executor, opts: { publicUrl: string }): Promise<void> {
  await fillIfEmpty(db, s.service_types, [
    { name: 'Essay Writing', amount: 1500, description: 'Essays of any type, priced per page.' },
    { name: 'Research Paper', amount: 2000, description: 'Researched papers with references.' },
    { name: 'Editing & Proofreading', amount: 1000, description: 'Grammar, style and structure edits.' },
    { name: 'Dissertation', amount: 2500, description: 'Chapters or complete dissertations.' },
    { name: 'Custom Quote', amount: 0, description: 'Describe the work and we will send a quote.' },
  ]);
  await fillIfEmpty(db, s.deadlines, [
    { name: '6 hours', hours: 6, rate: 2 },
    { name: '12 hours', hours: 12, rate: 1.75 },
    { name: '24 hours', hours: 24, rate: 1.5 },
    { name: '3 days', hours: 72, rate: 1.25 },
    { name: '7 days', hours: 168, rate: 1 },
    { name: '14 days', hours: 336, rate: 0.9 },
  ]);
  await fillIfEmpty(db, s.writer_deadlines, [
    { name: '6 hours', hours: 6 },
    { name: '12 hours', hours: 12 },
    { name: '24 hours', hours: 24 },
    { name: '2 days', hours: 48 },
    { name: '5 days', hours: 120 },
  ]);
  await fillIfEmpty(db, s.order_services, [
    { name: 'Plagiarism Report', amount: 500 },
    { name: 'Priority Writer', amount: 1000 },
    { name: 'Abstract Page', amount: 300 },
    { name: 'Extra Revision', amount: 400 },
  ]);
  await fillIfEmpty(db, s.order_sources, [
    { name: 'Website', description: 'Ordered on the website' },
    { name: 'Referral', description: 'Referred by an existing client' },
    { name: 'Returning Client', description: 'A client ordering again' },
    { name: 'Social Media', description: 'Came from a social media post' },
  ]);
  await fillIfEmpty(db, s.payment_methods, [
    { name: 'M-Pesa', description: 'Mobile money (Kenya)' },
    { name: 'Bank Transfer', description: 'Transfer to a bank account' },
    { name: 'PayPal', description: 'PayPal account' },
  ]);
  await fillIfEmpty(db, s.writer_categories, [
    { name: 'Academic', description: 'Essays, research papers, dissertations' },
    { name: 'Technical', description: 'Manuals, reports, documentation' },
    { name: 'Creative', description: 'Stories, copy, blog posts' },
  ]);
  if (
    await fillIfEmpty(db, s.websites, [{ name: 'Scriptorium', url: opts.publicUrl, email: 'support@scriptorium.test' }])
  ) {
    const [site] = await db.select({ id: s.websites.id }).from(s.websites).limit(1);
    await db.insert(s.tag_lines).values([
      {
        website_id: site.id,
        bootstrap_icon: 'bi-shield-check',
        name: 'Original work',
        description: 'Every paper is written from scratch.',
      },
      { website_id: site.id, bootstrap_icon: 'bi-clock', name: 'On time', description: 'Deadlines from 6 hours.' },
      {
        website_id: site.id,
        bootstrap_icon: 'bi-arrow-repeat',
        name: 'Free revisions',
        description: 'Ask for changes until it is right.',
      },
    ]);
  }
  // New templates are added on later starts; edited ones are kept.
  await db
    .insert(s.notification_messages)
    .values(NOTIFICATION_TEMPLATES)
    .onConflictDoNothing({ target: s.notification_messages.slug });

  await db
    .insert(s.departments)
    .values({ name: OPERATIONS_DEPARTMENT, description: 'Runs orders, payments, users and settings' })
    .onConflictDoNothing({ target: s.departments.name });
  const [ops] = await db
    .select({ id: s.departments.id })
    .from(s.departments)
    .where(sql`${s.departments.name} = ${OPERATIONS_DEPARTMENT}`);
  await db
    .insert(s.department_modules)
    .values(
      Object.entries(PERMISSION_MODULES).map(([module, keys]) => ({
        department_id: ops.id,
        module,
        permissions: [...keys],
      })),
    )
    .onConflictDoNothing({ target: [s.department_modules.department_id, s.department_modules.module] });
}
