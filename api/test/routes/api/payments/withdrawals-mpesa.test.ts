/**
 * Withdrawals paid through M-Pesa (Daraja B2C) against a stand-in of Daraja (test/helpers/daraja-standin.ts):
 * one B2C request per Pay out, settled once by M-Pesa's callbacks, failures shown and retried, timeouts
 * checked before another request, forged callbacks ignored, and the writer's balance moved exactly once
 * whatever the order of clicks and callbacks. The races prove something only on PostgreSQL
 * (`npm run test:scale`): PGlite runs one query at a time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  logs,
  notifications,
  payout_attempts,
  withdrawals,
  writer_transactions,
} from '../../../../src/db/schema/index.js';
import { startDarajaStandin, type DarajaStandin } from '../../../helpers/daraja-standin.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { addAccount, balanceOf, createWriter, fund, requestWithdrawal } from './helpers.js';

let t: TestApp;
let daraja: DarajaStandin;
let admin: string;
let writer: { id: number; token: string };
const PUBLIC = 'https://scriptorium.example';

beforeAll(async () => {
  daraja = await startDarajaStandin();
  t = await createTestApp({
    publicUrl: PUBLIC,
    mpesa: {
      consumerKey: daraja.consumerKey,
      consumerSecret: daraja.consumerSecret,
      shortcode: '600992',
      initiatorName: 'testapi',
      securityCredential: 'ENCRYPTED==',
      apiUrl: daraja.url,
      commandId: 'BusinessPayment',
    },
  });
  // M-Pesa posts its callbacks to PUBLIC_URL; here they go straight into the app.
  daraja.deliver = async (url, body) =>
    (await t.request({ method: 'POST', url: new URL(url).pathname, payload: body as object })).statusCode;
  admin = await t.login('admin@example.com');
  writer = await createWriter(t, 'mpesa-payee@example.com');
  await fund(t, writer.id, 1_000_000);
  await addAccount(t, writer.token, '0708 374 149');
});
afterAll(async () => {
  await t.close();
  await daraja.close();
});
beforeEach(() => {
  daraja.mode.b2c = 'accept';
  daraja.mode.auto = null;
});

async function pending(amount = 400): Promise<number> {
  const res = await requestWithdrawal(t, writer.token, amount);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().withdrawal.id as number;
}

const payOut = (id: number) =>
  t.request({ method: 'POST', url: `/api/payments/withdrawals/${id}/payout`, token: admin });
const check = (id: number) =>
  t.request({ method: 'POST', url: `/api/payments/withdrawals/${id}/payout/check`, token: admin });
const reject = (id: number) =>
  t.request({
    method: 'POST',
    url: `/api/payments/withdrawals/${id}/reject`,
    token: admin,
    payload: { reason: 'Wrong number' },
  });
const approve = (id: number) =>
  t.request({
    method: 'POST',
    url: `/api/payments/withdrawals/${id}/approve`,
    token: admin,
    payload: { reference: 'BYHAND1' },
  });
const cancel = (id: number) =>
  t.request({ method: 'POST', url: `/api/writer/withdrawals/${id}/cancel`, token: writer.token });
const detail = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/payments/withdrawals/${id}`, token: admin })).json();
const attempts = (id: number) =>
  t.app.db.select().from(payout_attempts).where(eq(payout_attempts.withdrawal_id, id)).orderBy(payout_attempts.id);
const sentFor = (id: number) => daraja.b2cRequests().filter((b) => String(b.Remarks) === `Withdrawal ${id}`);
const refunds = (id: number) =>
  t.app.db
    .select()
    .from(writer_transactions)
    .where(and(eq(writer_transactions.source_type, 'withdrawal_refund'), eq(writer_transactions.source_id, id)));
const callbackPath = (url: unknown) => new URL(String(url)).pathname;

describe('Pay out through M-Pesa', () => {
  it('sends one B2C request (whole KSh, 2547… number, fresh originator id, callbacks under PUBLIC_URL) and marks it processing', async () => {
    const id = await pending(400);
    const res = await payOut(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Sent to M-Pesa: the withdrawal is marked paid when M-Pesa confirms the payment');
    expect(res.json().withdrawal).toMatchObject({
      status: 'processing',
      payout: { gateway: 'mpesa', channel: 'mpesa', error: null, awaiting: true },
    });

    const [sent] = sentFor(id);
    const [attempt] = await attempts(id);
    expect(sent).toMatchObject({
      OriginatorConversationID: attempt.originator_conversation_id,
      InitiatorName: 'testapi',
      SecurityCredential: 'ENCRYPTED==',
      CommandID: 'BusinessPayment',
      Amount: 400,
      PartyA: '600992',
      PartyB: '254708374149',
      ResultURL: `${PUBLIC}/api/payments/payouts/mpesa/${attempt.callback_token}/result`,
      QueueTimeOutURL: `${PUBLIC}/api/payments/payouts/mpesa/${attempt.callback_token}/timeout`,
    });
    expect(attempt).toMatchObject({ status: 'sent', amount: 40000, party_b: '254708374149', gateway: 'mpesa' });
    expect(attempt.callback_token.length).toBeGreaterThanOrEqual(32);
    expect(attempt.conversation_id).toMatch(/^AG_/);
  });

  it('is settled by the result callback: Paid with the M-Pesa receipt and completion time, the writer told, the balance unchanged', async () => {
    const id = await pending(250);
    const before = await balanceOf(t, writer.id);
    await payOut(id);
    const [attempt] = await attempts(id);
    expect(await daraja.sendResult(attempt.originator_conversation_id)).toBe(200);
    const receipt = daraja.payments.get(attempt.originator_conversation_id)!.receipt!;
    const w = await detail(id);
    expect(w).toMatchObject({ status: 'approved', reference: receipt, payout: { awaiting: false, error: null } });
    expect(Math.abs(Date.parse(w.processed_at) - Date.now())).toBeLessThan(60_000);
    expect((await attempts(id))[0]).toMatchObject({ status: 'succeeded', transaction_id: receipt, result_code: '0' });
    const told = await t.app.db.select().from(notifications).where(eq(notifications.user_id, writer.id));
    expect(told.filter((n) => n.data.message?.includes(`Reference: ${receipt}`))).toHaveLength(1);
    expect(await balanceOf(t, writer.id)).toBe(before);
  });

  it("a failed result keeps it processing with M-Pesa's words for the admin; Pay out again sends a new request", async () => {
    const id = await pending(300);
    await payOut(id);
    const [first] = await attempts(id);
    await daraja.sendResult(first.originator_conversation_id, {
      code: 1,
      desc: 'The balance is insufficient for the transaction.',
    });
    expect(await detail(id)).toMatchObject({
      status: 'processing',
      payout: { gateway: 'mpesa', error: 'The balance is insufficient for the transaction.', awaiting: false },
    });
    expect(
      (await t.app.db.select().from(logs).where(eq(logs.type, 'withdrawal_payout_failed')))
        .map((l) => l.log)
        .join('\n'),
    ).toContain(`#${id}`);

    const again = await payOut(id);
    expect(again.statusCode, again.body).toBe(200);
    const [, second] = await attempts(id);
    expect(second.originator_conversation_id).not.toBe(first.originator_conversation_id);
    expect(second.callback_token).not.toBe(first.callback_token);
    expect(sentFor(id)).toHaveLength(2);
    await daraja.sendResult(second.originator_conversation_id);
    expect((await detail(id)).status).toBe('approved');
  });

  it('after a failure the admin may reject instead: the amount returns to the balance once', async () => {
    const id = await pending(120);
    const before = await balanceOf(t, writer.id);
    await payOut(id);
    const [attempt] = await attempts(id);
    await daraja.sendResult(attempt.originator_conversation_id, {
      code: 2040,
      desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
    });
    expect((await reject(id)).statusCode).toBe(200);
    expect(await balanceOf(t, writer.id)).toBe(before + 120);
    expect(await refunds(id)).toHaveLength(1);
    expect(sentFor(id)).toHaveLength(1);
  });

  it("while M-Pesa has not answered, a second Pay out, Mark Paid, Reject and the writer's cancel are all refused", async () => {
    const id = await pending(90);
    await payOut(id);
    for (const res of [await payOut(id), await approve(id), await reject(id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "M-Pesa has not yet answered this withdrawal's payment request: check its status before anything else",
      );
    }
    expect((await cancel(id)).statusCode).toBe(409);
    expect(sentFor(id)).toHaveLength(1);
  });

  it('the same result twice, or three at once, settles it once', async () => {
    const id = await pending(80);
    await payOut(id);
    const [attempt] = await attempts(id);
    const body = daraja.resultBody(attempt.originator_conversation_id);
    const path = callbackPath(daraja.payments.get(attempt.originator_conversation_id)!.body.ResultURL);
    const answers = await Promise.all([1, 2, 3].map(() => t.request({ method: 'POST', url: path, payload: body })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().ResultDesc).sort()).toEqual([
      'Accepted (duplicate)',
      'Accepted (duplicate)',
      'Accepted (paid)',
    ]);
    const paidLogs = (await t.app.db.select().from(logs).where(eq(logs.type, 'withdrawal_approved'))).filter((l) =>
      l.log.includes(`#${id} `),
    );
    expect(paidLogs).toHaveLength(1);
    // A late failure for the same request changes nothing either.
    await daraja.sendResult(attempt.originator_conversation_id, {
      code: 1,
      desc: 'The balance is insufficient for the transaction.',
    });
    expect(await detail(id)).toMatchObject({ status: 'approved', payout: { error: null } });
  });

  it('refuses an account that is not a Kenyan mobile number and an amount with cents, changing nothing', async () => {
    const cents = await pending(100.5);
    const res = await payOut(cents);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'M-Pesa pays whole shillings and this withdrawal is KSh 100.50: mark it paid by hand or reject it',
    );
    const bad = await pending(100);
    await t.app.db.update(withdrawals).set({ account_number: '020 123 4567' }).where(eq(withdrawals.id, bad));
    expect((await payOut(bad)).json().message).toBe(
      '020 123 4567 is not a Kenyan mobile number M-Pesa can pay: mark it paid by hand or reject it',
    );
    for (const id of [cents, bad]) {
      expect((await detail(id)).status).toBe('pending');
      expect(sentFor(id)).toHaveLength(0);
    }
  });
});

describe('when Daraja refuses, fails or is silent', () => {
  it("a refused request answers 502 with Daraja's words; nothing was paid and it may be paid out again", async () => {
    const id = await pending(70);
    daraja.mode.b2c = 'refuse';
    const res = await payOut(id);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('M-Pesa refused the payment: Bad Request - Invalid PartyB. Nothing was paid.');
    expect(await detail(id)).toMatchObject({
      status: 'processing',
      payout: { error: 'Bad Request - Invalid PartyB', awaiting: false },
    });
    expect((await attempts(id))[0].status).toBe('failed');
    daraja.mode.b2c = 'reject';
    const rejected = await payOut(id);
    expect(rejected.statusCode).toBe(502);
    expect(rejected.json().message).toBe(
      'M-Pesa refused the payment: The initiator is not allowed to initiate this request. Nothing was paid.',
    );
  });

  it('no answer (Daraja 5xx) answers 503 and holds the withdrawal until its status is checked; a status that finds nothing allows another request', async () => {
    const id = await pending(60);
    daraja.mode.b2c = 'fail';
    const res = await payOut(id);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'M-Pesa did not answer the payment request: it may still go through. Check its status in two minutes before paying again.',
    );
    expect(await detail(id)).toMatchObject({ status: 'processing', payout: { awaiting: true } });
    daraja.mode.b2c = 'accept';
    expect((await payOut(id)).statusCode).toBe(409);
    const early = await check(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('M-Pesa may still be paying this request: check its status again in two minutes');

    // Two minutes later: M-Pesa has no such payment, so it may be paid again.
    const [attempt] = await attempts(id);
    await t.app.db
      .update(payout_attempts)
      .set({ created_at: new Date(Date.now() - 180_000) })
      .where(eq(payout_attempts.id, attempt.id));
    daraja.mode.delayMs = 0;
    const asked = await check(id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(
      'M-Pesa has been asked how the payment stands: its answer will update the withdrawal',
    );
    await expect.poll(async () => (await attempts(id))[0].status).toBe('failed');
    expect(await detail(id)).toMatchObject({
      status: 'processing',
      payout: { awaiting: false, error: expect.stringContaining('M-Pesa has no completed payment for this request') },
    });
    expect((await payOut(id)).statusCode).toBe(200);
    daraja.mode.delayMs = 300;
  });

  it('a queue timeout asks the transaction status at once; a status that finds it paid settles it with its receipt', async () => {
    const id = await pending(55);
    daraja.mode.delayMs = 0;
    await payOut(id);
    const [attempt] = await attempts(id);
    const payment = daraja.payments.get(attempt.originator_conversation_id)!;
    // M-Pesa paid it but its result never arrived; then the queue timeout did.
    payment.state = 'paid';
    payment.receipt = 'SGT1MEOUT1';
    expect(await daraja.sendTimeout(attempt.originator_conversation_id)).toBe(200);
    const queries = daraja.requests
      .filter((r) => r.path === '/mpesa/transactionstatus/v1/query')
      .map((r) => r.body as Record<string, unknown>);
    expect(queries.at(-1)).toMatchObject({
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: attempt.originator_conversation_id,
      PartyA: '600992',
      IdentifierType: '4',
      ResultURL: `${PUBLIC}/api/payments/payouts/mpesa/${attempt.callback_token}/status`,
    });
    await expect.poll(async () => (await detail(id)).status).toBe('approved');
    expect((await detail(id)).reference).toBe('SGT1MEOUT1');
    daraja.mode.delayMs = 300;
  });

  it('when Daraja cannot be reached at all: 503, nothing sent, it may be paid out again', async () => {
    const id = await pending(65);
    const gone = await startDarajaStandin();
    const url = gone.url;
    await gone.close();
    const original = t.app.config.mpesa!.apiUrl;
    t.app.config.mpesa!.apiUrl = url;
    try {
      const res = await payOut(id);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^M-Pesa could not be reached.*Nothing was paid\.$/);
      expect(await detail(id)).toMatchObject({ status: 'processing', payout: { awaiting: false } });
    } finally {
      t.app.config.mpesa!.apiUrl = original;
    }
  });
});

describe("callbacks that are not M-Pesa's word about our request", () => {
  it('an unknown token is a 404; a body naming another conversation changes nothing', async () => {
    const id = await pending(45);
    await payOut(id);
    const [attempt] = await attempts(id);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/payments/payouts/mpesa/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/result',
      payload: daraja.resultBody(attempt.originator_conversation_id),
    });
    expect(unknown.statusCode).toBe(404);
    const forged = daraja.resultBody(attempt.originator_conversation_id) as { Result: Record<string, unknown> };
    forged.Result.OriginatorConversationID = 'someone-else';
    forged.Result.ConversationID = 'AG_other';
    const res = await t.request({
      method: 'POST',
      url: `/api/payments/payouts/mpesa/${attempt.callback_token}/result`,
      payload: forged,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ResultDesc).toBe('Accepted (ignored)');
    const junk = await t.request({
      method: 'POST',
      url: `/api/payments/payouts/mpesa/${attempt.callback_token}/result`,
      payload: { hello: 'world' },
    });
    expect(junk.json().ResultDesc).toBe('Accepted (ignored)');
    expect(await detail(id)).toMatchObject({ status: 'processing', payout: { awaiting: true } });
  });
});

describe('concurrent clicks and callbacks on one withdrawal (PostgreSQL)', () => {
  it('five Pay out clicks at once send one B2C request', async () => {
    const id = await pending(100);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payOut(id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(sentFor(id)).toHaveLength(1);
    expect(await attempts(id)).toHaveLength(1);
  });

  it("Pay out racing Reject and the writer's cancel: one wins; M-Pesa is asked only if Pay out won; the balance moves once", async () => {
    for (let round = 0; round < 4; round++) {
      const before = await balanceOf(t, writer.id);
      const id = await pending(100);
      const [p, r, c] = await Promise.all([payOut(id), reject(id), cancel(id)]);
      expect([p, r, c].filter((x) => x.statusCode === 200)).toHaveLength(1);
      expect(sentFor(id)).toHaveLength(p.statusCode === 200 ? 1 : 0);
      const returned = p.statusCode !== 200;
      expect(await refunds(id)).toHaveLength(returned ? 1 : 0);
      expect(await balanceOf(t, writer.id)).toBe(returned ? before : before - 100);
    }
  });

  it('after a failure, Pay out again racing Reject: one wins, and a success arriving after a reject is not booked twice', async () => {
    for (let round = 0; round < 4; round++) {
      const before = await balanceOf(t, writer.id);
      const id = await pending(100);
      await payOut(id);
      const [first] = await attempts(id);
      await daraja.sendResult(first.originator_conversation_id, {
        code: 1,
        desc: 'The balance is insufficient for the transaction.',
      });
      const [p, r] = await Promise.all([payOut(id), reject(id)]);
      expect([p.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      if (p.statusCode === 200) {
        const [, second] = await attempts(id);
        await Promise.all([
          daraja.sendResult(second.originator_conversation_id),
          daraja.sendResult(second.originator_conversation_id),
          reject(id),
        ]);
        expect((await detail(id)).status).toBe('approved');
        expect(await refunds(id)).toHaveLength(0);
        expect(await balanceOf(t, writer.id)).toBe(before - 100);
      } else {
        expect(sentFor(id)).toHaveLength(1);
        expect(await refunds(id)).toHaveLength(1);
        expect(await balanceOf(t, writer.id)).toBe(before);
      }
    }
  });
});

describe('Pay out all shown', () => {
  it('sends each M-Pesa withdrawal on its own and reports each', async () => {
    const a = await pending(100);
    const b = await pending(100.25);
    const res = await t.request({
      method: 'POST',
      url: '/api/payments/withdrawals/payout',
      token: admin,
      payload: { ids: [a, b] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject([
      {
        id: a,
        ok: true,
        message: 'Sent to M-Pesa: the withdrawal is marked paid when M-Pesa confirms the payment',
        withdrawal: { status: 'processing' },
      },
      {
        id: b,
        ok: false,
        message: 'M-Pesa pays whole shillings and this withdrawal is KSh 100.25: mark it paid by hand or reject it',
        withdrawal: { status: 'pending' },
      },
    ]);
    expect(sentFor(a)).toHaveLength(1);
  });
});
