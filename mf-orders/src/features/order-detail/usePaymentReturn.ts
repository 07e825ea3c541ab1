import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Order } from '@scriptorium/contracts/orders';
import { useFeedback } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';

/** What the gateway's return (`?status=success|error`) tells the client. */
export const PAYMENT_RESULTS = {
  success: 'orders.detail.paymentSuccess',
  error: 'orders.detail.paymentError',
} as const;

/**
 * The order screen's query flags: `?status=success|error` (the gateway's return) shows an alert and is
 * then removed from the URL; `?paynow` opens the payment modal once the order is loaded (when the viewer
 * may pay; otherwise it says there is nothing to pay) and is removed when the modal closes.
 * @see docs/product.md §2 /orders/order/{id} ("A ?paynow query opens the payment modal. A status query of error or
 * success shows a message alert and is then removed.")
 */
export function usePaymentReturn(order: Order | null) {
  const [params, setParams] = useSearchParams();
  const { toast } = useFeedback();
  const status = params.get('status');
  // The gateway's answer, read once from the URL the browser came back to.
  const [result, setResult] = useState<'success' | 'error' | null>(() =>
    status === 'success' || status === 'error' ? status : null,
  );
  const [opened, setOpened] = useState(false);
  const paynow = params.has('paynow');
  const mayPay = Boolean(order?.actions?.includes('get_payment_link'));

  const dropParam = useCallback(
    (name: string) => {
      setParams(
        (p) => {
          p.delete(name);
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (status === 'success' || status === 'error') dropParam('status');
  }, [status, dropParam]);

  useEffect(() => {
    if (!paynow || !order || mayPay) return;
    toast.info(catalog.t('orders.detail.nothingToPay'));
    dropParam('paynow');
  }, [paynow, order, mayPay, toast, dropParam]);

  const closePayment = () => {
    setOpened(false);
    if (paynow) dropParam('paynow');
  };

  return {
    result,
    dismissResult: () => setResult(null),
    paying: opened || (paynow && mayPay),
    openPayment: () => setOpened(true),
    closePayment,
  };
}
