/**
 * A writer's payment accounts: where withdrawals are paid, at most one per payment method, each checked
 * for what its method needs (M-Pesa a Kenyan mobile number, PayPal an email, a bank its name and an
 * account number: contracts' `paymentAccountRequestFor`).
 * @see docs/product.md §3 Payment account; §7 Payments (addAccount)
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  paymentAccountRequestFor,
  paymentMethodKind,
  type PaymentAccount,
  type PaymentAccountRequest,
} from '@scriptorium/contracts/payments';
import type { Db, Executor } from '../../db/client.js';
import { payment_accounts, payment_methods, users } from '../../db/schema/index.js';
import { fieldError, parseOr422 } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';

/** 422 on `payment_method_id` when the method does not exist. */
export const UNKNOWN_METHOD_MESSAGE = 'Choose a payment method';

/** The writer's accounts with their method names, oldest first. */
export async function listPaymentAccounts(db: Executor, userId: number): Promise<PaymentAccount[]> {
  const rows = await db
    .select({
      id: payment_accounts.id,
      payment_method_id: payment_accounts.payment_method_id,
      method: payment_methods.name,
      account_number: payment_accounts.account_number,
      account_name: payment_accounts.account_name,
      bank_name: payment_accounts.bank_name,
    })
    .from(payment_accounts)
    .innerJoin(payment_methods, eq(payment_methods.id, payment_accounts.payment_method_id))
    .where(eq(payment_accounts.user_id, userId))
    .orderBy(asc(payment_accounts.id));
  return rows.map(({ method, ...r }) => ({ ...r, payment_method: { name: method } }));
}

/**
 * Saves the writer's account for a payment method: updates the one they have for that method, or
 * adds it. Concurrent saves of one writer queue on the writer's row lock, so a method never gets two
 * accounts. Throws 422 on `payment_method_id` for an unknown method, and on the field a method's check
 * refuses (`account_number`, `bank_name`). An M-Pesa number is stored as 2547…/2541…, a PayPal email in
 * lower case. Returns the saved account.
 */
export async function savePaymentAccount(
  db: Db,
  actor: Actor,
  user: { id: number; name: string },
  input: PaymentAccountRequest,
): Promise<PaymentAccount> {
  return db.transaction(async (tx) => {
    const [method] = await tx
      .select({ id: payment_methods.id, name: payment_methods.name })
      .from(payment_methods)
      .where(eq(payment_methods.id, input.payment_method_id));
    if (!method) throw fieldError('payment_method_id', UNKNOWN_METHOD_MESSAGE);
    const checked = parseOr422(paymentAccountRequestFor(paymentMethodKind(method.name)), input);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const values = {
      account_number: checked.account_number,
      account_name: checked.account_name,
      bank_name: checked.bank_name,
    };
    const [existing] = await tx
      .select({ id: payment_accounts.id })
      .from(payment_accounts)
      .where(and(eq(payment_accounts.user_id, user.id), eq(payment_accounts.payment_method_id, method.id)));
    const [saved] = existing
      ? await tx.update(payment_accounts).set(values).where(eq(payment_accounts.id, existing.id)).returning()
      : await tx
          .insert(payment_accounts)
          .values({ user_id: user.id, payment_method_id: method.id, ...values })
          .returning();
    await audit(tx, actor, 'payment_account_updated', `${user.name} saved their ${method.name} payment account`);
    return {
      id: saved.id,
      payment_method_id: saved.payment_method_id,
      payment_method: { name: method.name },
      account_number: saved.account_number,
      account_name: saved.account_name,
      bank_name: saved.bank_name,
    };
  });
}
