/**
 * Payments: writers' payment accounts and withdrawals (KSh), order payments (USD), the writer ledger.
 * Money on the wire is a decimal with two places; the database keeps minor units.
 * @see docs/product.md §3 Payment account, Withdrawal, Order payment, Writer transaction; §4 Withdrawals and writers;
 * §5; §7 Payments, Writer; issue 7
 */
import { z } from 'zod';
import { idField, requiredMoney, requiredText } from './fields.js';
import { formatKsh } from './money.js';
import { hasPermission } from './permissions.js';
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

/** Payment account form ('Payment Account updated'). */
export const paymentAccountRequest = z.object({
  payment_method_id: idField('Choose a payment method'),
  account_number: requiredText('account_number', 64),
  account_name: requiredText('account_name', 120),
});
/** Parsed (output) shape of `paymentAccountRequest`. */
export type PaymentAccountRequest = z.infer<typeof paymentAccountRequest>;

/** `initiateWithdrawal`: the amount in KSh decimal ('The amount field is required', `moneyAmount` errors). */
export const withdrawalRequest = z.object({ amount: requiredMoney('amount') });
/** Parsed (output) shape of `withdrawalRequest`. */
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

/**
 * `withdrawalRequest` that also refuses more than `balance` (KSh decimal):
 * 'The amount cannot be more than your balance of KSh {balance}'. The API still reserves atomically.
 */
export function withdrawalRequestFor(balance: number) {
  return z.object({
    amount: requiredMoney('amount').refine((v) => v <= balance, {
      error: `The amount cannot be more than your balance of ${formatKsh(balance)}`,
    }),
  });
}

/** Mark a pending withdrawal paid (`approveWithdrawal`): the payment reference is required. */
export const approveWithdrawalRequest = z.object({ reference: requiredText('reference', 191) });
/** Parsed (output) shape of `approveWithdrawalRequest`. */
export type ApproveWithdrawalRequest = z.infer<typeof approveWithdrawalRequest>;

/** Reject a pending withdrawal: 'The reason for rejection field is required'. The amount returns to the balance. */
export const rejectWithdrawalRequest = z.object({
  reason: z
    .string({ error: 'The reason for rejection field is required' })
    .trim()
    .min(1, { error: 'The reason for rejection field is required' })
    .max(2000, { error: 'The reason for rejection may be at most 2000 characters' }),
});
/** Parsed (output) shape of `rejectWithdrawalRequest`. */
export type RejectWithdrawalRequest = z.infer<typeof rejectWithdrawalRequest>;

/** `listAllWithdrawals(status)` path/query. */
export const withdrawalStatusParam = z.object({ status: z.enum(WITHDRAWAL_STATUSES, { error: 'Unknown withdrawal status' }) });

/** A withdrawal (list row and detail), amount KSh decimal. @see docs/product.md §3 Withdrawal */
export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  reference: z.string().nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  created_at: z.string(),
  payment_account: z
    .object({ payment_method: z.object({ name: z.string() }), account_name: z.string(), account_number: z.string() })
    .nullable(),
  reason_canceled: z.string().nullable(),
  /** Paid At (approved) or Canceled At (rejected/canceled). */
  processed_at: z.string().nullable(),
});
/** Parsed (output) shape of `withdrawalSchema`. */
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** The withdrawal actions shown to an admin: only a pending withdrawal has any. @see docs/product.md §4 Withdrawals */
export function withdrawalActions(status: WithdrawalStatus, permissions: readonly string[] | string | null | undefined): ('approve' | 'reject')[] {
  if (status !== 'pending') return [];
  const out: ('approve' | 'reject')[] = [];
  if (hasPermission(permissions, 'payments.withdrawals.approve_withdrawal')) out.push('approve');
  if (hasPermission(permissions, 'payments.withdrawals.reject_withdrawal')) out.push('reject');
  return out;
}

/** How a withdrawal status reads: approved shows as "Paid". */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'Pending', approved: 'Paid', rejected: 'Rejected', canceled: 'Canceled',
};

/** A `/payments/order-payments` row, amount USD decimal. @see docs/product.md §3 Order payment */
export const orderPaymentRow = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  reference: z.string(),
  payment_method: z.enum(ORDER_PAYMENT_METHODS),
  /** stripe, paypal, sandbox or manual (recorded by hand). */
  gateway: z.enum(PAYMENT_GATEWAYS).optional(),
  amount: z.number(),
  /** USD decimal refunded of it so far. */
  refunded_amount: z.number().optional(),
  created_at: z.string(),
});
/** Parsed (output) shape of `orderPaymentRow`. */
export type OrderPaymentRow = z.infer<typeof orderPaymentRow>;

/** A ledger row of `/writer/earnings`: signed amount and running balance, KSh decimals. @see docs/product.md §3 Writer transaction */
export const writerTransactionRow = z.object({
  id: z.number().int(),
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
  balance: z.number(),
});
/** Parsed (output) shape of `writerTransactionRow`. */
export type WriterTransactionRow = z.infer<typeof writerTransactionRow>;

/** Writer stats for `/writer/dashboard`: balance (KSh decimal) and order counts. */
export const writerStats = z.object({ balance: z.number(), active: z.number().int(), completed: z.number().int() });
/** Parsed (output) shape of `writerStats`. */
export type WriterStats = z.infer<typeof writerStats>;

/** One month of the writer's earnings chart: `month` is `yyyy-MM` (UTC), `amount` KSh decimal. */
export const monthlyEarning = z.object({ month: z.string(), amount: z.number() });
/** Parsed (output) shape of `monthlyEarning`. */
export type MonthlyEarning = z.infer<typeof monthlyEarning>;

/** `GET writer/stats`: {@link writerStats} plus the last 12 months of earnings, oldest first. @see docs/product.md §7 Writer (stats) */
export const writerDashboardStats = writerStats.extend({ earnings: z.array(monthlyEarning) });
/** Parsed (output) shape of `writerDashboardStats`. */
export type WriterDashboardStats = z.infer<typeof writerDashboardStats>;

/** A writer's saved payment account as returned. */
export const paymentAccountSchema = z.object({
  id: z.number().int(),
  payment_method_id: z.number().int(),
  payment_method: z.object({ name: z.string() }).optional(),
  account_number: z.string(),
  account_name: z.string(),
});
/** Parsed (output) shape of `paymentAccountSchema`. */
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;
