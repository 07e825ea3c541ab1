import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit, signInAs } from '@scriptorium/shared-kit/testing';
import PaymentsHome from './PaymentsHome.js';

describe('PaymentsHome', () => {
  it('opens withdrawals for an admin who may view them', () => {
    signInAs('admin', ['payments.withdrawals.view_withdrawal', 'payments.order_payments.view_order_payments']);
    const r = renderWithKit(<PaymentsHome />, '/payments', '/payments');
    expect(r.location().pathname).toBe('/payments/withdrawals');
  });

  it('opens order payments for an admin who may only view those', () => {
    signInAs('admin', ['payments.order_payments.view_order_payments']);
    const r = renderWithKit(<PaymentsHome />, '/payments', '/payments');
    expect(r.location().pathname).toBe('/payments/order-payments');
  });

  it("shows '403 Not Allowed' to an admin without payments permissions", () => {
    signInAs('admin', []);
    renderWithKit(<PaymentsHome />, '/payments', '/payments');
    expect(screen.getByText('403 Not Allowed')).toBeTruthy();
  });
});
