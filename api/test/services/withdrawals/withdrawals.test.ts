/**
 * The withdrawal calls with their dependencies built by hand, no app: a migrated, seeded database, the
 * config, a mailer that records what it is asked to send and a `publish` that records the realtime
 * events. A request reserves the amount from the writer's balance in one transaction and tells the
 * admins; a refusal changes nothing and tells no one; a rejection gives the amount back.
 * @see docs/payments.md Withdrawals and payouts; src/services/deps.ts
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { toMinor } from '@scriptorium/contracts/core';
import { logs, payment_accounts, payment_methods, users } from '../../../src/db/schema/index.js';
import { authUserById, type Actor } from '../../../src/core/auth/current-user.js';
import type { MailRequest } from '../../../src/core/mail.js';
import { postLedgerEntry, writerBalance } from '../../../src/services/ledger/index.js';
import { adminsWithPermission } from '../../../src/services/payments/recipients.js';
import {
  rejectWithdrawal,
  requestWithdrawal,
  WITHDRAWAL_PROCESSED_MESSAGE,
  type WithdrawalDeps,
} from '../../../src/services/withdrawals/index.js';
import { openServiceDb, type ServiceDb } from '../../helpers/service-db.js';

let s: ServiceDb;
let deps: WithdrawalDeps;
const mails: MailRequest[] = [];
const events: { channels: string | readonly string[]; event: string }[] = [];

beforeAll(async () => {
  s = await openServiceDb();
  deps = {
    db: s.db,
    config: s.config,
    mail: { send: async (mail) => mails.push(mail) },
    publish: (channels, event) => void events.push({ channels, event }),
  };
});
afterAll(async () => s?.close());
beforeEach(() => {
  mails.length = 0;
  events.length = 0;
});

let seq = 0;

/** A new writer with an M-Pesa account and `ksh` (decimal) of earnings, acting from a known address. */
async function writerWith(ksh: number): Promise<Actor> {
  const n = ++seq;
  const [w] = await s.db
    .insert(users)
    .values({ name: `Writer ${n}`, email: `w${n}@example.com`, role: 'writer', status: 'active', password: 'x' })
    .returning({ id: users.id });
  const [method] = await s.db
    .select({ id: payment_methods.id })
    .from(payment_methods)
    .orderBy(asc(payment_methods.id))
    .limit(1);
  await s.db
    .insert(payment_accounts)
    .values({ user_id: w.id, payment_method_id: method.id, account_number: '0712345678', account_name: `Writer ${n}` });
  await s.db.transaction((tx) =>
    postLedgerEntry(tx, {
      userId: w.id,
      amount: toMinor(ksh),
      description: 'Test earnings',
      source: { type: 'test_credit', id: w.id },
    }),
  );
  return actor(w.id);
}

async function actor(id: number): Promise<Actor> {
  return { ...(await authUserById(s.db, id))!, ip: '203.0.113.9', userAgent: undefined };
}

const balance = async (w: Actor) => (await writerBalance(s.db, w.id)) / 100;

describe('withdrawals, called with their dependencies', () => {
  it('reserve the amount, write the audit row and tell every admin who sees withdrawals', async () => {
    const w = await writerWith(1000);
    const withdrawal = await requestWithdrawal(deps, w, w, { amount: 400 });
    expect(withdrawal).toMatchObject({
      amount: 400,
      status: 'pending',
      user: { id: w.id },
      payment_account: { account_number: '0712345678' },
    });
    expect(await balance(w)).toBe(600);
    const [row] = await s.db
      .select()
      .from(logs)
      .where(and(eq(logs.user_id, w.id), eq(logs.type, 'withdrawal_requested')));
    expect(row).toMatchObject({
      log: `${w.name} requested withdrawal #${withdrawal.id} of KSh 400.00`,
      ip_address: '203.0.113.9',
    });

    const admins = await adminsWithPermission(s.db, 'payments.withdrawals.view_withdrawal');
    expect(admins.length).toBeGreaterThan(0);
    expect(events).toEqual(admins.map((id) => ({ channels: `notifications.${id}`, event: 'new-notification' })));
    expect(mails.map((m) => m.slug)).toEqual(admins.map(() => 'withdrawal_requested'));
    expect(mails[0].vars).toMatchObject({ amount: 'KSh 400.00', withdrawal_id: withdrawal.id, writer: w.name });
  });

  it('refuse more than the balance (422 on amount) and then change, mail and publish nothing', async () => {
    const w = await writerWith(300);
    await expect(requestWithdrawal(deps, w, w, { amount: 300.01 })).rejects.toMatchObject({
      statusCode: 422,
      errors: { amount: expect.any(Array) },
    });
    expect(await balance(w)).toBe(300);
    expect(mails).toEqual([]);
    expect(events).toEqual([]);
  });

  it('let two requests at once reserve no more than the balance: one is taken, the other refused', async () => {
    const w = await writerWith(600);
    const [a, b] = await Promise.allSettled([
      requestWithdrawal(deps, w, w, { amount: 400 }),
      requestWithdrawal(deps, w, w, { amount: 400 }),
    ]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(((a.status === 'rejected' ? a : b) as PromiseRejectedResult).reason).toMatchObject({ statusCode: 422 });
    expect(await balance(w)).toBe(200);
  });

  it('give the amount back on a rejection, tell the writer, and refuse a second decision with 409', async () => {
    const w = await writerWith(500);
    const { id } = await requestWithdrawal(deps, w, w, { amount: 250 });
    const [adminRow] = await s.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    const admin = await actor(adminRow.id);
    events.length = 0;
    mails.length = 0;

    const rejected = await rejectWithdrawal(deps, admin, id, 'Wrong account number');
    expect(rejected).toMatchObject({ id, status: 'rejected', reason_canceled: 'Wrong account number' });
    expect(await balance(w)).toBe(500);
    expect(events).toEqual([{ channels: `notifications.${w.id}`, event: 'new-notification' }]);
    expect(mails).toMatchObject([
      { to: w.email, slug: 'withdrawal_rejected', vars: { amount: 'KSh 250.00', reason: 'Wrong account number' } },
    ]);

    await expect(rejectWithdrawal(deps, admin, id, 'Again')).rejects.toMatchObject({
      statusCode: 409,
      message: WITHDRAWAL_PROCESSED_MESSAGE,
    });
    expect(await balance(w)).toBe(500);
  });
});
