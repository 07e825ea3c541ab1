/**
 * A payout gateway pays a writer's withdrawal out: manual (an admin pays and types the reference) or
 * M-Pesa B2C. Money in goes through a `PaymentGateway` (services/payments-gateway); money out through
 * one of these.
 * @see docs/payments.md Withdrawals and payouts; docs/architecture.md API (payouts)
 */
import type { PayoutGatewayName, Withdrawal } from '@scriptorium/contracts/payments';
import type { Actor } from '../../core/auth/current-user.js';

/** What Pay out answers: a message for the admin and the withdrawal as it now is (admin's view). */
export interface PayoutStarted {
  message: string;
  withdrawal: Withdrawal;
}

/** One way of paying withdrawals out. */
export interface PayoutGateway {
  readonly name: PayoutGatewayName;
  /**
   * Starts paying withdrawal `id` out on behalf of `actor` (an admin): it becomes `processing`.
   * Throws HttpError 404 (missing), 409 (its state does not allow it), 502/503 (the provider refused or
   * could not be reached: nothing was paid).
   */
  payOut(actor: Actor, id: number): Promise<PayoutStarted>;
}
