/**
 * The comparison rules on their own (no database, no provider): what counts as the same money, and what
 * is reported when it is not.
 */
import { describe, expect, it } from 'vitest';
import {
  compareGateway,
  type LedgerPayment,
  type LedgerRefund,
  type ProviderMoney,
} from '../../../src/services/reconcile/compare.js';

const day = (iso: string) => new Date(`${iso}Z`);
const range = { start: day('2026-11-01T00:00:00'), end: day('2026-11-30T23:59:59.999') };
const at = day('2026-11-10T12:00:00');

const paid = (id: string, amount: number, extra: Partial<ProviderMoney> = {}): ProviderMoney => ({
  gateway: 'stripe',
  subject: 'payment',
  id,
  paymentId: id,
  amount,
  currency: 'usd',
  at,
  failed: false,
  ...extra,
});
const refunded = (
  id: string,
  paymentId: string,
  amount: number,
  extra: Partial<ProviderMoney> = {},
): ProviderMoney => ({
  gateway: 'stripe',
  subject: 'refund',
  id,
  paymentId,
  amount,
  currency: 'usd',
  at,
  failed: false,
  ...extra,
});
let seq = 0;
const payment = (pi: string | null, amount: number, extra: Partial<LedgerPayment> = {}): LedgerPayment => ({
  id: ++seq,
  order_id: 7,
  provider_payment_id: pi,
  reference: `cs_${seq}`,
  amount,
  created_at: at,
  ...extra,
});
const refund = (
  reference: string | null,
  pi: string,
  amount: number,
  extra: Partial<LedgerRefund> = {},
): LedgerRefund => ({
  id: ++seq,
  order_id: 7,
  reference,
  amount,
  status: 'succeeded',
  kind: 'refund',
  created_at: at,
  provider_payment_id: pi,
  ...extra,
});

const kinds = (c: Parameters<typeof compareGateway>[0]) =>
  compareGateway(c).map((m) => `${m.kind} ${m.subject} ${m.reference}`);

describe('compareGateway', () => {
  it('matches a payment recorded just after midnight to money taken just before the range ended', () => {
    const late = paid('pi_late', 1_000, { at: day('2026-11-30T23:59:30') });
    expect(
      kinds({
        gateway: 'stripe',
        range,
        provider: [late],
        payments: [payment('pi_late', 1_000, { created_at: day('2026-12-01T00:00:20') })],
        refunds: [],
      }),
    ).toEqual([]);
  });

  it('reports a ledger payment with no provider id to look it up by', () => {
    const found = compareGateway({
      gateway: 'paypal',
      range,
      provider: [],
      payments: [payment(null, 500, { reference: 'TIP-1' })],
      refunds: [],
    });
    expect(found).toMatchObject([
      { kind: 'missing_at_provider', reference: 'TIP-1', message: expect.stringContaining('has no PayPal payment id') },
    ]);
  });

  it('reports money received in another currency even when the figure is the same', () => {
    expect(
      compareGateway({
        gateway: 'stripe',
        range,
        provider: [paid('pi_eur', 1_000, { currency: 'eur' })],
        payments: [payment('pi_eur', 1_000)],
        refunds: [],
      }),
    ).toMatchObject([
      { kind: 'amount_differs', message: 'Stripe received $10.00 in EUR for pi_eur; the ledger records $10.00' },
    ]);
  });

  it('matches a dashboard refund booked under its event id by payment and amount, once', () => {
    const provider = [paid('pi_1', 5_000), refunded('re_a', 'pi_1', 1_000), refunded('re_b', 'pi_1', 1_000)];
    const payments = [payment('pi_1', 5_000)];
    expect(kinds({ gateway: 'stripe', range, provider, payments, refunds: [refund('evt_1', 'pi_1', 1_000)] })).toEqual([
      'missing_in_ledger refund re_b',
    ]);
    expect(
      kinds({
        gateway: 'stripe',
        range,
        provider,
        payments,
        refunds: [refund('evt_1', 'pi_1', 1_000), refund('evt_2', 'pi_1', 1_000)],
      }),
    ).toEqual([]);
  });

  it('takes a refund the provider reports failed as nothing moved', () => {
    const provider = [paid('pi_2', 5_000), refunded('re_f', 'pi_2', 2_000, { failed: true })];
    const payments = [payment('pi_2', 5_000)];
    expect(
      kinds({
        gateway: 'stripe',
        range,
        provider,
        payments,
        refunds: [refund('re_f', 'pi_2', 2_000, { status: 'failed' })],
      }),
    ).toEqual([]);
    expect(kinds({ gateway: 'stripe', range, provider, payments, refunds: [] })).toEqual([]);
    expect(
      compareGateway({ gateway: 'stripe', range, provider, payments, refunds: [refund('re_f', 'pi_2', 2_000)] }),
    ).toMatchObject([
      {
        kind: 'amount_differs',
        subject: 'refund',
        providerAmount: 0,
        ledgerAmount: 2_000,
        message: expect.stringMatching(/^Refund #\d+: Stripe reports it failed; the ledger records \$20\.00$/),
      },
    ]);
  });

  it('reports a ledger refund the provider never made, but not a lost dispute (a dispute adjustment there)', () => {
    const provider = [paid('pi_3', 5_000)];
    const payments = [payment('pi_3', 5_000)];
    expect(kinds({ gateway: 'stripe', range, provider, payments, refunds: [refund('re_x', 'pi_3', 700)] })).toEqual([
      'missing_at_provider refund re_x',
    ]);
    expect(
      kinds({
        gateway: 'stripe',
        range,
        provider,
        payments,
        refunds: [refund('dp_1', 'pi_3', 5_000, { kind: 'dispute' })],
      }),
    ).toEqual([]);
  });

  it('reports nothing about rows wholly outside the range', () => {
    const before = day('2026-10-15T00:00:00');
    expect(
      kinds({
        gateway: 'stripe',
        range,
        provider: [paid('pi_old', 100, { at: before })],
        payments: [payment('pi_gone', 200, { created_at: before })],
        refunds: [],
      }),
    ).toEqual([]);
  });
});
