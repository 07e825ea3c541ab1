/**
 * Payments: writers' payment accounts and withdrawals (KSh), order payments (USD), the writer ledger.
 * Money on the wire is a decimal with two places; the database keeps minor units.
 * @see docs/product.md §3 Payment account, Withdrawal, Order payment, Writer transaction; §4 Withdrawals and writers;
 * §5; §7 Payments, Writer; docs/payments.md
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { added } from './added.js';
import { idField, optionalText, requiredMessage, requiredMoney, requiredText } from './fields.js';
import { formatKsh } from './money.js';
import { hasPermission } from './permissions.js';
import { DISPUTE_STATUSES } from './payment-events.js';
import { PAYMENT_GATEWAYS } from './refunds.js';
import { ORDER_PAYMENT_METHODS } from './orders/schemas.js';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from './statuses.js';

/** A writer may ask for a withdrawal only when their balance exceeds this, in KSh (not minor units). @see docs/product.md §9 */
export const WITHDRAWAL_MIN_BALANCE = 50;

/** Whether to offer the withdrawal request: balance (KSh decimal) strictly above `WITHDRAWAL_MIN_BALANCE`. */
export function canRequestWithdrawal(balance: number): boolean {
  return balance > WITHDRAWAL_MIN_BALANCE;
}

/** Label of the reject reason textarea. @see docs/product.md §5 */
export const REJECT_REASON_LABEL = 'Reason for Rejection';

/** What a payment method pays to: an M-Pesa number, a PayPal email, a bank account, or anything else. */
export const PAYMENT_METHOD_KINDS = ['mpesa', 'paypal', 'bank', 'other'] as const;
/** One of {@link PAYMENT_METHOD_KINDS}. */
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * The kind of the payment method named `name`, case and punctuation ignored: "M-Pesa", "MPESA" → mpesa;
 * "PayPal" → paypal; "Bank Transfer" → bank; anything else → other.
 */
export function paymentMethodKind(name: string | null | undefined): PaymentMethodKind {
  const n = (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (n.includes('mpesa')) return 'mpesa';
  if (n.includes('paypal')) return 'paypal';
  if (n.includes('bank')) return 'bank';
  return 'other';
}

/**
 * A Kenyan mobile number as M-Pesa takes it (`PartyB`): twelve digits, 2547… or 2541…, from what a
 * Kenyan types: `0708 374 149`, `+254708374149`, `254708374149`, `708374149` (spaces, dots, dashes and
 * brackets ignored). Null for anything else: a landline (`020…`), another country's number, too few or
 * too many digits, letters. Kenya's mobile plan is one rule (nine digits after the 0 or 254, starting
 * with 7 or 1), so this needs no phone library: the payments entry stays free of its metadata.
 */
export function kenyanMobile(input: string | null | undefined): string | null {
  const compact = (input ?? '').replace(/[\s().-]/g, '');
  const match = /^(?:\+?254|0)?([17]\d{8})$/.exec(compact);
  return match ? `254${match[1]}` : null;
}

/**
 * Payment account form ('Payment Account updated'), as the route reads it before it knows the method:
 * every method needs these; `bank_name` only a bank. The method's own checks are
 * {@link paymentAccountRequestFor}'s.
 */
export const paymentAccountRequest = z.object(
  lazyShape({
    payment_method_id: () => idField('Choose a payment method'),
    account_number: () => requiredText('account_number', 64),
    account_name: () => requiredText('account_name', 120),
    bank_name: () => optionalText('bank_name', 120),
  }),
);
/** Parsed (output) shape of `paymentAccountRequest`. */
export type PaymentAccountRequest = z.infer<typeof paymentAccountRequest>;

/** 422 on `account_number` of an M-Pesa account. */
export const MPESA_NUMBER_MESSAGE = 'Enter a Kenyan mobile number, e.g. 0712 345 678';
/** 422 on `account_number` of a PayPal account. */
export const PAYPAL_EMAIL_MESSAGE = 'Enter the email address of your PayPal account';
/** 422 on `account_number` of a bank account. */
export const BANK_NUMBER_MESSAGE = 'Enter the bank account number (digits, spaces or dashes)';

/** What each kind of account is asked for: the label of each field shown (a field not listed is not asked). */
export const PAYMENT_ACCOUNT_FIELDS: Record<
  PaymentMethodKind,
  { account_number: string; account_name: string; bank_name?: string }
> = {
  mpesa: { account_number: 'M-Pesa Number', account_name: 'Account Name' },
  paypal: { account_number: 'PayPal Email', account_name: 'Account Name' },
  bank: { account_name: 'Account Name', bank_name: 'Bank Name', account_number: 'Account Number' },
  other: { account_number: 'Account Number', account_name: 'Account Name' },
};

/**
 * {@link paymentAccountRequest} with the checks of a `kind` of method, refusing the rest with a field
 * error: M-Pesa a Kenyan mobile number (stored 2547…/2541…, {@link kenyanMobile}); PayPal an email
 * (stored in lower case); a bank the bank's name ('The bank name field is required') and an account
 * number of digits, spaces or dashes. `bank_name` is kept only for a bank.
 * @see docs/product.md §3 Payment account
 */
export function paymentAccountRequestFor(kind: PaymentMethodKind) {
  return paymentAccountRequest
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (kind === 'mpesa' && !kenyanMobile(v.account_number)) issue('account_number', MPESA_NUMBER_MESSAGE);
      if (kind === 'paypal' && !z.email().safeParse(v.account_number).success)
        issue('account_number', PAYPAL_EMAIL_MESSAGE);
      if (kind === 'bank' && !/^(?=.*\d)[\d -]{5,34}$/.test(v.account_number))
        issue('account_number', BANK_NUMBER_MESSAGE);
      if (kind === 'bank' && !v.bank_name) issue('bank_name', requiredMessage('bank_name'));
    })
    .transform((v) => ({
      ...v,
      account_number:
        kind === 'mpesa'
          ? (kenyanMobile(v.account_number) ?? v.account_number)
          : kind === 'paypal'
            ? v.account_number.toLowerCase()
            : v.account_number,
      bank_name: kind === 'bank' ? v.bank_name : null,
    }));
}

/** `initiateWithdrawal`: the amount in KSh decimal ('The amount field is required', `moneyAmount` errors). */
export const withdrawalRequest = z.object(lazyShape({ amount: () => requiredMoney('amount') }));
/** Parsed (output) shape of `withdrawalRequest`. */
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

/**
 * `withdrawalRequest` that also refuses more than `balance` (KSh decimal):
 * 'The amount cannot be more than your balance of KSh {balance}'. The API still reserves atomically.
 */
export function withdrawalRequestFor(balance: number) {
  return z.object(
    lazyShape({
      amount: () =>
        requiredMoney('amount').refine((v) => v <= balance, {
          error: `The amount cannot be more than your balance of ${formatKsh(balance)}`,
        }),
    }),
  );
}

/** Mark a pending withdrawal paid (`approveWithdrawal`): the payment reference is required. */
export const approveWithdrawalRequest = z.object(lazyShape({ reference: () => requiredText('reference', 191) }));
/** Parsed (output) shape of `approveWithdrawalRequest`. */
export type ApproveWithdrawalRequest = z.infer<typeof approveWithdrawalRequest>;

/** Reject a pending withdrawal: 'The reason for rejection field is required'. The amount returns to the balance. */
export const rejectWithdrawalRequest = z.object(
  lazyShape({
    reason: () =>
      z
        .string({ error: 'The reason for rejection field is required' })
        .trim()
        .min(1, { error: 'The reason for rejection field is required' })
        .max(2000, { error: 'The reason for rejection may be at most 2000 characters' }),
  }),
);
/** Parsed (output) shape of `rejectWithdrawalRequest`. */
export type RejectWithdrawalRequest = z.infer<typeof rejectWithdrawalRequest>;

/** `listAllWithdrawals(status)` path/query. */
export const withdrawalStatusParam = z.object(
  lazyShape({
    status: () => z.enum(WITHDRAWAL_STATUSES, { error: 'Unknown withdrawal status' }),
  }),
);

/** How a withdrawal is paid out: `manual` (an admin pays and types the reference) or `mpesa` (Daraja B2C). */
export const PAYOUT_GATEWAYS = ['manual', 'mpesa'] as const;
/** One of {@link PAYOUT_GATEWAYS}. */
export type PayoutGatewayName = (typeof PAYOUT_GATEWAYS)[number];

/**
 * Where a withdrawal's payout stands, as an admin sees it (null for its writer).
 * @see docs/payments.md Withdrawals and payouts
 */
export const withdrawalPayout = z.object(
  lazyShape({
    /** How it is being paid once `processing`; null before Pay out. */
    gateway: () => z.enum(PAYOUT_GATEWAYS).nullable(),
    /** What Pay out does now: `mpesa` when M-Pesa is configured and the account is an M-Pesa number. */
    channel: () => z.enum(PAYOUT_GATEWAYS),
    /** When Pay out locked it (ISO 8601), or null. */
    started_at: () => z.string().nullable(),
    /** Why the last payout attempt failed (the provider's words), or null. */
    error: () => z.string().nullable(),
    /**
     * An M-Pesa payment request is unresolved (being sent, sent, or timed out in M-Pesa's queue): until
     * M-Pesa answers or its status is checked, nothing else may be done to the withdrawal.
     */
    awaiting: () => z.boolean(),
  }),
);
/** Parsed (output) shape of `withdrawalPayout`. */
export type WithdrawalPayout = z.infer<typeof withdrawalPayout>;

/** A withdrawal (list row and detail), amount KSh decimal. @see docs/product.md §3 Withdrawal */
export const withdrawalSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    amount: () => z.number(),
    user: () => z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })),
    reference: () => z.string().nullable(),
    status: () => z.enum(WITHDRAWAL_STATUSES),
    created_at: () => z.string(),
    payment_account: () =>
      z
        .object(
          lazyShape({
            payment_method: () => z.object(lazyShape({ name: () => z.string() })),
            account_name: () => z.string(),
            account_number: () => z.string(),
            /** The bank of a bank transfer account (as the account reads now), else null. */
            ...added('1.3.0', { bank_name: z.string().nullable() }),
          }),
        )
        .nullable(),
    reason_canceled: () => z.string().nullable(),
    /** Paid At (approved) or Canceled At (rejected/canceled). */
    processed_at: () => z.string().nullable(),
    ...added('1.3.0', { payout: withdrawalPayout.nullable() }),
  }),
);
/** Parsed (output) shape of `withdrawalSchema`. */
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** An admin's action on a withdrawal: Pay out, Mark Paid, Reject, or ask M-Pesa how a sent payment stands. */
export type WithdrawalAction = 'payout' | 'approve' | 'reject' | 'check';

/**
 * The withdrawal actions shown to an admin holding their permissions (Pay out, Mark Paid and Check status
 * need approve_withdrawal, Reject reject_withdrawal). Pending: Pay out, Mark Paid, Reject. Processing:
 * Mark Paid and Reject, and Pay out again after a failed M-Pesa attempt; while an M-Pesa request is
 * unresolved only Check status. Paid, rejected and canceled ones have none. A bare status (an older
 * caller) reads as a withdrawal without payout details.
 * @see docs/product.md §4 Withdrawals; docs/payments.md Withdrawals and payouts
 */
export function withdrawalActions(
  withdrawal: WithdrawalStatus | Pick<Withdrawal, 'status' | 'payout'>,
  permissions: readonly string[] | string | null | undefined,
): WithdrawalAction[] {
  const w = typeof withdrawal === 'string' ? { status: withdrawal, payout: undefined } : withdrawal;
  const approve = hasPermission(permissions, 'payments.withdrawals.approve_withdrawal');
  const reject = hasPermission(permissions, 'payments.withdrawals.reject_withdrawal');
  const out: WithdrawalAction[] = [];
  if (w.status === 'processing' && w.payout?.awaiting) return approve ? ['check'] : [];
  if (w.status !== 'pending' && w.status !== 'processing') return out;
  const payAgain = w.status === 'processing' && w.payout?.gateway === 'mpesa';
  if (approve && (w.status === 'pending' || payAgain)) out.push('payout');
  if (approve) out.push('approve');
  if (reject) out.push('reject');
  return out;
}

/** How a withdrawal status reads to an admin: approved shows as "Paid". */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  approved: 'Paid',
  rejected: 'Rejected',
  canceled: 'Canceled',
};

/** How a withdrawal status reads to its writer: a payout in progress is "Being paid". */
export const WRITER_WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  ...WITHDRAWAL_STATUS_LABELS,
  processing: 'Being paid',
};

/** `POST payments/withdrawals/payout`: Pay out each of these withdrawals (at most 100, one after the other). */
export const payoutAllRequest = z.object(
  lazyShape({
    ids: () =>
      z
        .array(idField('Choose the withdrawals to pay out'), { error: 'Choose the withdrawals to pay out' })
        .min(1, { error: 'Choose the withdrawals to pay out' })
        .max(100, { error: 'Pay out at most 100 withdrawals at once' }),
  }),
);
/** Parsed (output) shape of `payoutAllRequest`. */
export type PayoutAllRequest = z.infer<typeof payoutAllRequest>;

/** One row's result of Pay out all: whether it was sent (or locked), what happened, the withdrawal as it now is. */
export const payoutResult = z.object(
  lazyShape({
    id: () => z.number().int(),
    ok: () => z.boolean(),
    message: () => z.string(),
    withdrawal: () => withdrawalSchema.nullable(),
  }),
);
/** Parsed (output) shape of `payoutResult`. */
export type PayoutResult = z.infer<typeof payoutResult>;

/** A `/payments/order-payments` row, amount USD decimal. @see docs/product.md §3 Order payment */
export const orderPaymentRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    order_id: () => z.number().int(),
    reference: () => z.string(),
    payment_method: () => z.enum(ORDER_PAYMENT_METHODS),
    /** stripe, paypal, sandbox or manual (recorded by hand). */
    gateway: () => z.enum(PAYMENT_GATEWAYS).optional(),
    amount: () => z.number(),
    /** USD decimal refunded of it so far. */
    refunded_amount: () => z.number().optional(),
    created_at: () => z.string(),
    /** A card holder's dispute of it: null, `open` (shown "Disputed"), `won` or `lost`. */
    ...added('1.3.0', { dispute_status: z.enum(DISPUTE_STATUSES).nullable() }),
  }),
);
/** Parsed (output) shape of `orderPaymentRow`. */
export type OrderPaymentRow = z.infer<typeof orderPaymentRow>;

/** A ledger row of `/writer/earnings`: signed amount and running balance, KSh decimals. @see docs/product.md §3 Writer transaction */
export const writerTransactionRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    amount: () => z.number(),
    description: () => z.string(),
    created_at: () => z.string(),
    balance: () => z.number(),
  }),
);
/** Parsed (output) shape of `writerTransactionRow`. */
export type WriterTransactionRow = z.infer<typeof writerTransactionRow>;

/** Writer stats for `/writer/dashboard`: balance (KSh decimal) and order counts. */
export const writerStats = z.object(
  lazyShape({ balance: () => z.number(), active: () => z.number().int(), completed: () => z.number().int() }),
);
/** Parsed (output) shape of `writerStats`. */
export type WriterStats = z.infer<typeof writerStats>;

/** One month of the writer's earnings chart: `month` is `yyyy-MM` (UTC), `amount` KSh decimal. */
export const monthlyEarning = z.object(lazyShape({ month: () => z.string(), amount: () => z.number() }));
/** Parsed (output) shape of `monthlyEarning`. */
export type MonthlyEarning = z.infer<typeof monthlyEarning>;

/** `GET writer/stats`: {@link writerStats} plus the last 12 months of earnings, oldest first. @see docs/product.md §7 Writer (stats) */
export const writerDashboardStats = writerStats.extend(lazyShape({ earnings: () => z.array(monthlyEarning) }));
/** Parsed (output) shape of `writerDashboardStats`. */
export type WriterDashboardStats = z.infer<typeof writerDashboardStats>;

/** A writer's saved payment account as returned. */
export const paymentAccountSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    payment_method_id: () => z.number().int(),
    payment_method: () => z.object(lazyShape({ name: () => z.string() })).optional(),
    account_number: () => z.string(),
    account_name: () => z.string(),
    ...added('1.3.0', { bank_name: z.string().nullable() }),
  }),
);
/** Parsed (output) shape of `paymentAccountSchema`. */
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;
