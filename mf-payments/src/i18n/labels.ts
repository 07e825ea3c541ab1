import type { WithdrawalStatus } from '@scriptorium/contracts/core';
import type { DisputeStatus, PaymentGatewayName } from '@scriptorium/contracts/payments';
import type { PaymentsMessageId, PaymentsT } from './catalog.js';

const WITHDRAWAL_STATUS_IDS: Record<WithdrawalStatus, PaymentsMessageId> = {
  pending: 'payments.withdrawalStatus.pending',
  processing: 'payments.withdrawalStatus.processing',
  approved: 'payments.withdrawalStatus.approved',
  rejected: 'payments.withdrawalStatus.rejected',
  canceled: 'payments.withdrawalStatus.canceled',
};

/**
 * How a withdrawal status reads, in the current language: contracts' `WITHDRAWAL_STATUS_LABELS` for an
 * admin (approved reads "Paid"), `WRITER_WITHDRAWAL_STATUS_LABELS` for its writer (processing reads
 * "Being paid").
 * @see docs/product.md §4 Withdrawals and writers
 */
export function withdrawalStatusLabel(t: PaymentsT, status: WithdrawalStatus, forWriter = false): string {
  if (forWriter && status === 'processing') return t('payments.withdrawalStatus.beingPaid');
  return t(WITHDRAWAL_STATUS_IDS[status]);
}

const GATEWAY_IDS: Record<PaymentGatewayName, PaymentsMessageId> = {
  stripe: 'payments.gateway.stripe',
  paypal: 'payments.gateway.paypal',
  sandbox: 'payments.gateway.sandbox',
  manual: 'payments.gateway.manual',
};

/** How a gateway reads (contracts' `PAYMENT_GATEWAY_LABELS`), in the current language: 'Card — Stripe', 'PayPal'. */
export function gatewayLabel(t: PaymentsT, gateway: PaymentGatewayName): string {
  return t(GATEWAY_IDS[gateway]);
}

const METHOD_IDS: Record<string, PaymentsMessageId> = {
  stripe: 'payments.paymentMethod.stripe',
  paypal: 'payments.paymentMethod.paypal',
  bank_transfer: 'payments.paymentMethod.bankTransfer',
  admin_payment: 'payments.paymentMethod.adminPayment',
};

/**
 * What a payment was made with, in the current language: contracts' `paidWithLabel` (the gateway, or
 * 'Manual — ' and the method an admin recorded; without a gateway the method, an unknown one as stored).
 * @see docs/product.md §7 markPaid
 */
export function paidWith(
  t: PaymentsT,
  payment: { payment_method: string; gateway?: PaymentGatewayName | null },
): string {
  const id = Object.hasOwn(METHOD_IDS, payment.payment_method) ? METHOD_IDS[payment.payment_method] : undefined;
  const method = id ? t(id) : payment.payment_method;
  if (!payment.gateway) return method;
  if (payment.gateway === 'manual') return t('payments.paidWith.manual', { method });
  return gatewayLabel(t, payment.gateway);
}

const DISPUTE_IDS: Record<DisputeStatus, PaymentsMessageId> = {
  open: 'payments.dispute.open',
  won: 'payments.dispute.won',
  lost: 'payments.dispute.lost',
};

/** How a card holder's dispute reads (contracts' `DISPUTE_STATUS_LABELS`): Disputed, Dispute won, Dispute lost. */
export function disputeLabel(t: PaymentsT, status: DisputeStatus): string {
  return t(DISPUTE_IDS[status]);
}
