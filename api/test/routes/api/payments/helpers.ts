/**
 * Test helpers of the payments and writer areas: writers, ledger credits, payment accounts (admins
 * with chosen permissions: `adminWith` in test/helpers/fixtures.ts). Test-only.
 */
import { asc, eq } from 'drizzle-orm';
import { toMinor } from '@scriptorium/contracts/core';
import { payment_methods, users } from '../../../../src/db/schema/index.js';
import { hashPassword } from '../../../../src/services/auth/passwords.js';
import { postLedgerEntry, writerBalance } from '../../../../src/services/ledger/index.js';
import type { TestApp } from '../../../helpers/test-app.js';

let hash: Promise<string> | null = null;
let seq = 0;

async function createUser(t: TestApp, values: Partial<typeof users.$inferInsert> & { email: string; role: string }) {
  hash ??= hashPassword('password');
  const [u] = await t.app.db
    .insert(users)
    .values({ name: values.email.split('@')[0], status: 'active', password: await hash, ...values })
    .returning({ id: users.id });
  return { id: u.id, token: await t.login(values.email) };
}

/** A new writer, signed in. */
export function createWriter(t: TestApp, email: string) {
  return createUser(t, { email, role: 'writer' });
}

/** Credits `ksh` (decimal) to a writer's ledger as a test cause. */
export async function fund(t: TestApp, userId: number, ksh: number): Promise<void> {
  await t.app.db.transaction((tx) =>
    postLedgerEntry(tx, {
      userId,
      amount: toMinor(ksh),
      description: 'Test earnings',
      source: { type: 'test_credit', id: ++seq + userId * 1000 },
    }),
  );
}

/** The writer's balance, KSh decimal. */
export async function balanceOf(t: TestApp, userId: number): Promise<number> {
  return (await writerBalance(t.app.db, userId)) / 100;
}

/** The first seeded payment method's id. */
export async function firstMethodId(t: TestApp): Promise<number> {
  const [m] = await t.app.db
    .select({ id: payment_methods.id })
    .from(payment_methods)
    .orderBy(asc(payment_methods.id))
    .limit(1);
  return m.id;
}

/** Saves an M-Pesa (first method) account for the writer of `token`. */
export async function addAccount(t: TestApp, token: string, account_number = '0712345678') {
  const res = await t.request({
    method: 'POST',
    url: '/api/writer/payment-accounts',
    token,
    payload: { payment_method_id: await firstMethodId(t), account_number, account_name: 'Test Writer' },
  });
  if (res.statusCode !== 200) throw new Error(`payment account: ${res.statusCode} ${res.body}`);
  return res.json<{ account: { id: number } }>().account;
}

/** Requests a withdrawal of `amount` for the writer of `token`; returns the response. */
export function requestWithdrawal(t: TestApp, token: string, amount: unknown) {
  return t.request({ method: 'POST', url: '/api/writer/withdrawals', token, payload: { amount } });
}

/** The id of the demo user with `email`. */
export async function userId(t: TestApp, email: string): Promise<number> {
  const [u] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u.id;
}
