/**
 * Payment accounts are checked per method: M-Pesa a Kenyan mobile number (stored 2547…/2541…), PayPal an
 * email, a bank its name and an account number; anything else is refused with a 422 naming the field,
 * and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payment_accounts, payment_methods } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { createWriter, fund, requestWithdrawal } from '../payments/helpers.js';

let t: TestApp;
const method: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const m of await t.app.db.select().from(payment_methods)) method[m.name] = m.id;
});
afterAll(() => t.close());

const save = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/writer/payment-accounts', token, payload });
const stored = async (userId: number) =>
  t.app.db.select().from(payment_accounts).where(eq(payment_accounts.user_id, userId));

describe('M-Pesa', () => {
  it.each(['0708 374 149', '+254708374149', '254708374149'])(
    'takes %j and stores it as 254708374149',
    async (typed) => {
      const w = await createWriter(t, `mpesa-${typed.replace(/\D/g, '')}-${typed.length}@example.com`);
      const res = await save(w.token, {
        payment_method_id: method['M-Pesa'],
        account_number: typed,
        account_name: 'Jane Writer',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().account).toMatchObject({
        account_number: '254708374149',
        payment_method: { name: 'M-Pesa' },
        bank_name: null,
      });
      expect((await stored(w.id))[0].account_number).toBe('254708374149');
    },
  );

  it.each(['abc', '020 123 4567', '+255712345678', '07083741490'])(
    'refuses %j under account_number and stores nothing',
    async (typed) => {
      const w = await createWriter(t, `mpesa-bad-${typed.replace(/\W/g, '')}@example.com`);
      const res = await save(w.token, {
        payment_method_id: method['M-Pesa'],
        account_number: typed,
        account_name: 'Jane Writer',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Enter a Kenyan mobile number, e.g. 0712 345 678',
        errors: { account_number: ['Enter a Kenyan mobile number, e.g. 0712 345 678'] },
      });
      expect(await stored(w.id)).toHaveLength(0);
    },
  );
});

describe('PayPal', () => {
  it("refuses what is not an email ('abc'), and stores an email in lower case without a bank", async () => {
    const w = await createWriter(t, 'paypal-account@example.com');
    const bad = await save(w.token, {
      payment_method_id: method.PayPal,
      account_number: 'abc',
      account_name: 'Jane Writer',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ account_number: ['Enter the email address of your PayPal account'] });
    const ok = await save(w.token, {
      payment_method_id: method.PayPal,
      account_number: ' Jane.Writer@Example.COM ',
      account_name: 'Jane Writer',
      bank_name: 'Equity',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().account).toMatchObject({ account_number: 'jane.writer@example.com', bank_name: null });
  });
});

describe('Bank transfer', () => {
  it("needs the bank's name and an account number, and keeps the bank on the account and its withdrawals", async () => {
    const w = await createWriter(t, 'bank-account@example.com');
    const noBank = await save(w.token, {
      payment_method_id: method['Bank Transfer'],
      account_number: '0123456789',
      account_name: 'Jane Writer',
    });
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().errors).toEqual({ bank_name: ['The bank name field is required'] });
    const badNumber = await save(w.token, {
      payment_method_id: method['Bank Transfer'],
      account_number: 'my account',
      account_name: 'Jane Writer',
      bank_name: 'Equity Bank',
    });
    expect(badNumber.json().errors).toEqual({
      account_number: ['Enter the bank account number (digits, spaces or dashes)'],
    });
    expect(await stored(w.id)).toHaveLength(0);

    const ok = await save(w.token, {
      payment_method_id: method['Bank Transfer'],
      account_number: '0123 4567 89',
      account_name: 'Jane Writer',
      bank_name: 'Equity Bank',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().account).toMatchObject({
      account_number: '0123 4567 89',
      bank_name: 'Equity Bank',
      payment_method: { name: 'Bank Transfer' },
    });
    const list = await t.request({ method: 'GET', url: '/api/writer/payment-accounts', token: w.token });
    expect(list.json()[0]).toMatchObject({ bank_name: 'Equity Bank' });

    await fund(t, w.id, 500);
    const withdrawal = (await requestWithdrawal(t, w.token, 100)).json().withdrawal;
    expect(withdrawal.payment_account).toEqual({
      payment_method: { name: 'Bank Transfer' },
      account_name: 'Jane Writer',
      account_number: '0123 4567 89',
      bank_name: 'Equity Bank',
    });
  });
});
