/**
 * Answers of the payments and writer calls not parsed with a schema in ./payments.ts. Writer money KSh.
 * The routes declare these as their answers, so the OpenAPI document describes them (docs/architecture.md API).
 * @see docs/product.md §7 Payments, Writer
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { WITHDRAWAL_STATUSES } from './statuses.js';
import { paymentAccountSchema, payoutResult, withdrawalSchema } from './payments.js';

/** `GET payments/withdrawals/counts`: withdrawals per status. */
export const withdrawalCounts = z.record(z.enum(WITHDRAWAL_STATUSES), z.number().int());
/** A row of `GET payments/methods` (the payment methods of the settings). */
export const paymentMethodRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    name: () => z.string(),
    description: () => z.string().nullable(),
    created_at: () => z.string(),
  }),
);
/** `POST payments/withdrawals/{id}/approve|reject`, `POST writer/withdrawals`: the message and the withdrawal. */
export const withdrawalSaved = z.object(lazyShape({ message: () => z.string(), withdrawal: withdrawalSchema }));
/** `POST writer/payment-accounts`: the message and the account saved. */
export const paymentAccountSaved = z.object(lazyShape({ message: () => z.string(), account: paymentAccountSchema }));
/** `POST payments/withdrawals/payout` (Pay out all shown): a summary and one result per withdrawal asked for, in order. */
export const payoutAllAnswer = z.object(lazyShape({ message: () => z.string(), results: () => z.array(payoutResult) }));
