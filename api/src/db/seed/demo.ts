/**
 * Demo people and orders so a fresh install can be clicked through. Only seeded in demo mode
 * (embedded database, or SEED_DEMO=1). Every demo password is `password`.
 * @see api/README.md "Demo accounts"
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import * as s from '../schema/index.js';
import argon2 from 'argon2';
import { OPERATIONS_DEPARTMENT } from './defaults.js';

export const DEMO_PASSWORD = 'password';
export const DEMO_USERS = {
  admin: 'admin@example.com',
  client: 'client@example.com',
  writer: 'writer@example.com',
} as const;

const HOUR = 3_600_000;

/** Seeds the demo admin, client, writer and a handful of orders. Idempotent (keyed by email). */
export async function seedDemo(db: Executor): Promise<void> {
  const [ops] = await db
    .select({ id: s.departments.id })
    .from(s.departments)
    .where(eq(s.departments.name, OPERATIONS_DEPARTMENT));
  const [site] = await db.select({ id: s.websites.id }).from(s.websites).orderBy(s.websites.id).limit(1);
  // The hash services/auth/passwords.ts makes (argon2id, the package's defaults); the seed sits below the
  // services, so it calls argon2 itself.
  const hash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
  await db
    .insert(s.users)
    .values([
      {
        name: 'Ada Admin',
        email: DEMO_USERS.admin,
        phone: '+254712345678',
        country_code: 'KE',
        role: 'admin',
        status: 'active',
        is_super_admin: true,
        department_id: ops?.id ?? null,
        password: hash,
      },
      {
        name: 'Chris Client',
        email: DEMO_USERS.client,
        phone: '+254722000111',
        country_code: 'KE',
        role: 'client',
        status: 'active',
        website_id: site?.id ?? null,
        password: hash,
      },
      {
        name: 'Wanjiru Writer',
        email: DEMO_USERS.writer,
        phone: '+254733000222',
        country_code: 'KE',
        role: 'writer',
        status: 'active',
        password: hash,
      },
    ])
    .onConflictDoNothing();

  const byEmail = async (email: string) =>
    (
      await db
        .select({ id: s.users.id })
        .from(s.users)
        .where(sql`lower(${s.users.email}) = ${email}`)
    )[0].id;
  const [adminId, clientId, writerId] = [
    await byEmail(DEMO_USERS.admin),
    await byEmail(DEMO_USERS.client),
    await byEmail(DEMO_USERS.writer),
  ];
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s.orders)
    .where(eq(s.orders.user_id, clientId));
  if (n > 0) return;

  const [essay] = await db.select().from(s.service_types).where(eq(s.service_types.name, 'Essay Writing'));
  const [quote] = await db.select().from(s.service_types).where(eq(s.service_types.name, 'Custom Quote'));
  const [web] = await db.select().from(s.order_sources).where(eq(s.order_sources.name, 'Website'));
  const [threeDays] = await db.select().from(s.deadlines).where(eq(s.deadlines.hours, 72));
  const now = Date.now();
  const order = (
    o: Partial<typeof s.orders.$inferInsert> & { title: string; status: typeof s.orders.$inferInsert.status },
  ) => ({
    user_id: clientId,
    service_type_id: essay?.id ?? null,
    order_source_id: web?.id ?? null,
    deadline_id: threeDays?.id ?? null,
    deadline: new Date(now + 72 * HOUR),
    website_id: site?.id ?? null,
    instructions: 'Please follow APA 7th edition. Five pages, double spaced, at least six scholarly sources.',
    ...o,
  });
  const rows = await db
    .insert(s.orders)
    .values([
      order({
        title: 'Market entry strategy for a Nairobi coffee brand',
        status: 'pending_quote',
        service_type_id: quote?.id ?? null,
        amount: 0,
      }),
      order({ title: 'The ethics of gene editing', status: 'unpaid', amount: 5625 }),
      order({ title: 'Climate policy in East Africa', status: 'in_progress', amount: 5625, paid_amount: 5625 }),
      order({ title: 'History of the printing press', status: 'completed', amount: 4500, paid_amount: 4500 }),
      order({
        title: 'Renewable energy literature review',
        status: 'approved',
        amount: 6000,
        paid_amount: 6000,
        rating: 5,
        comments: 'Excellent work, delivered early.',
      }),
    ])
    .returning({ id: s.orders.id, status: s.orders.status, amount: s.orders.amount });
  const paid = rows.filter((r) => r.amount > 0 && r.status !== 'unpaid');
  await db
    .insert(s.order_payments)
    .values(
      paid.map((r) => ({ order_id: r.id, reference: `DEMO-PAY-${r.id}`, payment_method: 'stripe', amount: r.amount })),
    );

  const statusOf = { in_progress: 'in_progress', completed: 'completed', approved: 'approved' } as const;
  const assigned = rows.filter((r): r is typeof r & { status: keyof typeof statusOf } => r.status in statusOf);
  const assignmentRows = await db
    .insert(s.assignments)
    .values(
      assigned.map((r) => ({
        order_id: r.id,
        user_id: writerId,
        amount: 150_000,
        deadline: new Date(now + 48 * HOUR),
        status: statusOf[r.status],
      })),
    )
    .returning({ id: s.assignments.id, status: s.assignments.status });
  const approvedAssignment = assignmentRows.find((a) => a.status === 'approved');
  if (approvedAssignment) {
    await db.insert(s.writer_transactions).values({
      user_id: writerId,
      amount: 150_000,
      balance: 150_000,
      description: 'Payment for an approved order',
      source_type: 'assignment',
      source_id: approvedAssignment.id,
    });
  }

  const active = rows.find((r) => r.status === 'in_progress');
  if (active) {
    await db.insert(s.messages).values([
      {
        order_id: active.id,
        user_id: clientId,
        message: 'Hi, could you include a section on carbon markets?',
        target: 'admin',
        created_at: new Date(now - 2 * HOUR),
      },
      {
        order_id: active.id,
        user_id: adminId,
        message: 'Sure, we have passed that on to the writer.',
        target: 'client',
        created_at: new Date(now - HOUR),
      },
      {
        order_id: active.id,
        user_id: adminId,
        message: 'The client asked for a section on carbon markets.',
        target: 'writer',
        created_at: new Date(now - HOUR),
      },
    ]);
    await db.insert(s.notifications).values({
      user_id: writerId,
      data: {
        summary: `Order #${active.id} assigned`,
        message: 'You have been assigned a new order.',
        action_url: `/writer/orders/order/${active.id}`,
      },
    });
  }
}
