import { describe, expect, it } from 'vitest';
import {
  approveWithdrawalRequest,
  canRequestWithdrawal,
  kenyanMobile,
  paymentAccountRequest,
  paymentAccountRequestFor,
  paymentMethodKind,
  rejectWithdrawalRequest,
  WITHDRAWAL_STATUS_LABELS,
  withdrawalActions,
  withdrawalRequest,
  withdrawalRequestFor,
  WRITER_WITHDRAWAL_STATUS_LABELS,
  type WithdrawalPayout,
} from './payments.js';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('withdrawals', () => {
  it.each([
    [50, false],
    [50.01, true],
    [0, false],
    [1200, true],
  ])('offers a withdrawal at a balance of KSh %s: %s', (balance, offered) => {
    expect(canRequestWithdrawal(balance)).toBe(offered);
  });

  it.each([
    [{ amount: '100' }, undefined],
    [{}, 'The amount field is required'],
    [{ amount: '-5' }, 'The amount must be greater than 0'],
    [{ amount: '1.234' }, 'The amount may have at most two decimals'],
    [{ amount: 'ten' }, 'The amount must be a number'],
  ])('checks the requested amount %j', (input, message) => {
    expect(first(withdrawalRequest.safeParse(input))).toBe(message);
  });

  it('never asks for more than the balance', () => {
    expect(withdrawalRequestFor(300).parse({ amount: 300 })).toEqual({ amount: 300 });
    expect(first(withdrawalRequestFor(300).safeParse({ amount: 300.01 }))).toBe(
      'The amount cannot be more than your balance of KSh 300.00',
    );
    // One KSh format in every message: thousands separated, two places.
    expect(first(withdrawalRequestFor(4115).safeParse({ amount: 5000 }))).toBe(
      'The amount cannot be more than your balance of KSh 4,115.00',
    );
  });

  it('needs a reference to mark paid and a reason to reject', () => {
    expect(first(approveWithdrawalRequest.safeParse({ reference: '' }))).toBe('The reference field is required');
    expect(first(rejectWithdrawalRequest.safeParse({ reason: '  ' }))).toBe(
      'The reason for rejection field is required',
    );
    expect(rejectWithdrawalRequest.parse({ reason: ' Wrong account ' })).toEqual({ reason: 'Wrong account' });
  });

  const BOTH = ['payments.withdrawals.approve_withdrawal', 'payments.withdrawals.reject_withdrawal'];
  it.each([
    ['pending', BOTH, ['payout', 'approve', 'reject']],
    ['pending', ['payments.withdrawals.reject_withdrawal'], ['reject']],
    ['processing', BOTH, ['approve', 'reject']],
    ['approved', ['payments.withdrawals.approve_withdrawal'], []],
    ['rejected', ['payments.withdrawals.reject_withdrawal'], []],
    ['canceled', BOTH, []],
  ] as const)('a %s withdrawal offers %j the right actions', (status, perms, actions) => {
    expect(withdrawalActions(status, perms)).toEqual(actions);
  });

  const payout = (over: Partial<WithdrawalPayout>): WithdrawalPayout => ({
    gateway: 'mpesa',
    channel: 'mpesa',
    started_at: null,
    error: null,
    awaiting: false,
    ...over,
  });
  it('while an M-Pesa request awaits its answer, offers only Check status; after a failed one, Pay out again', () => {
    expect(withdrawalActions({ status: 'processing', payout: payout({ awaiting: true }) }, BOTH)).toEqual(['check']);
    expect(
      withdrawalActions({ status: 'processing', payout: payout({ awaiting: true }) }, [
        'payments.withdrawals.reject_withdrawal',
      ]),
    ).toEqual([]);
    expect(
      withdrawalActions(
        { status: 'processing', payout: payout({ error: 'The balance is insufficient for the transaction.' }) },
        BOTH,
      ),
    ).toEqual(['payout', 'approve', 'reject']);
    expect(
      withdrawalActions({ status: 'processing', payout: payout({ gateway: 'manual', channel: 'manual' }) }, BOTH),
    ).toEqual(['approve', 'reject']);
  });

  it('reads processing as Processing to admins and Being paid to the writer; approved as Paid', () => {
    expect([WITHDRAWAL_STATUS_LABELS.processing, WRITER_WITHDRAWAL_STATUS_LABELS.processing]).toEqual([
      'Processing',
      'Being paid',
    ]);
    expect(WRITER_WITHDRAWAL_STATUS_LABELS.approved).toBe('Paid');
  });
});

describe('paymentAccountRequest', () => {
  it('needs every field', () => {
    const r = paymentAccountRequest.safeParse({});
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['payment_method_id', 'Choose a payment method'],
      ['account_number', 'The account number field is required'],
      ['account_name', 'The account name field is required'],
    ]);
    expect(
      paymentAccountRequest.parse({ payment_method_id: '1', account_number: '0712345678', account_name: 'A W' })
        .payment_method_id,
    ).toBe(1);
  });
});

describe('kenyanMobile', () => {
  it.each([
    ['0708 374 149', '254708374149'],
    ['+254708374149', '254708374149'],
    ['254708374149', '254708374149'],
    ['+254 708-374-149', '254708374149'],
    ['708374149', '254708374149'],
    ['0110 123 456', '254110123456'],
  ])('reads %j as %s', (typed, party) => {
    expect(kenyanMobile(typed)).toBe(party);
  });

  it.each(['', 'abc', '020 123 4567', '+255712345678', '07083741490', '070837414', '0708a374149', '00254708374149'])(
    'refuses %j',
    (typed) => {
      expect(kenyanMobile(typed)).toBeNull();
    },
  );
});

describe('paymentMethodKind', () => {
  it.each([
    ['M-Pesa', 'mpesa'],
    ['MPESA', 'mpesa'],
    ['PayPal', 'paypal'],
    ['Bank Transfer', 'bank'],
    ['Cash', 'other'],
    [null, 'other'],
  ] as const)('%j is %s', (name, kind) => {
    expect(paymentMethodKind(name)).toBe(kind);
  });
});

describe('paymentAccountRequestFor', () => {
  const base = { payment_method_id: 1, account_name: 'Jane' };
  const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => [i.path[0], i.message]);
  it('M-Pesa takes a Kenyan mobile number and gives it as 2547…, refusing anything else', () => {
    expect(
      paymentAccountRequestFor('mpesa').parse({ ...base, account_number: '0708 374 149', bank_name: 'X' }),
    ).toEqual({ ...base, account_number: '254708374149', bank_name: null });
    expect(errors(paymentAccountRequestFor('mpesa').safeParse({ ...base, account_number: 'abc' }))).toEqual([
      ['account_number', 'Enter a Kenyan mobile number, e.g. 0712 345 678'],
    ]);
  });
  it('PayPal takes an email (in lower case), refusing abc', () => {
    expect(
      paymentAccountRequestFor('paypal').parse({ ...base, account_number: 'Jane@Example.com' }).account_number,
    ).toBe('jane@example.com');
    expect(errors(paymentAccountRequestFor('paypal').safeParse({ ...base, account_number: 'abc' }))).toEqual([
      ['account_number', 'Enter the email address of your PayPal account'],
    ]);
  });
  it("a bank needs the bank's name and an account number", () => {
    expect(errors(paymentAccountRequestFor('bank').safeParse({ ...base, account_number: 'acc' }))).toEqual([
      ['account_number', 'Enter the bank account number (digits, spaces or dashes)'],
      ['bank_name', 'The bank name field is required'],
    ]);
    expect(
      paymentAccountRequestFor('bank').parse({ ...base, account_number: '0123-456', bank_name: 'Equity Bank' })
        .bank_name,
    ).toBe('Equity Bank');
  });
  it('another method takes any account number', () => {
    expect(paymentAccountRequestFor('other').parse({ ...base, account_number: 'CASH-1' }).account_number).toBe(
      'CASH-1',
    );
  });
});
