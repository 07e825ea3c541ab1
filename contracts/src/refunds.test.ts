import { describe, expect, it } from 'vitest';
import { paidWithLabel } from './refunds.js';

describe('paidWithLabel', () => {
  it('names the gateway that took the money, whatever method was stored with it', () => {
    expect(paidWithLabel({ payment_method: 'stripe', gateway: 'stripe' })).toBe('Card — Stripe');
    expect(paidWithLabel({ payment_method: 'paypal', gateway: 'paypal' })).toBe('PayPal');
    // The sandbox records card payments: it is no Stripe payment.
    expect(paidWithLabel({ payment_method: 'stripe', gateway: 'sandbox' })).toBe('Sandbox');
  });

  it('says a payment was recorded by hand, with the method the admin chose', () => {
    expect(paidWithLabel({ payment_method: 'bank_transfer', gateway: 'manual' })).toBe('Manual — Bank transfer');
    expect(paidWithLabel({ payment_method: 'admin_payment', gateway: 'manual' })).toBe('Manual — Admin payment');
    expect(paidWithLabel({ payment_method: 'stripe', gateway: 'manual' })).toBe('Manual — Stripe');
  });

  it('falls back on the method when an older API sends no gateway', () => {
    expect(paidWithLabel({ payment_method: 'bank_transfer' })).toBe('Bank transfer');
    expect(paidWithLabel({ payment_method: 'cheque', gateway: null })).toBe('cheque');
  });
});
