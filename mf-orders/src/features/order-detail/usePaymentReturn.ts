import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Order } from '@scriptorium/contracts';
import { useFeedback } from '@scriptorium/shared-kit';

/** What the gateway's return (`?status=success|error`) tells the client. */
export const PAYMENT_RESULTS = {
  success: 'Payment received. Thank you!',
  error: 'The payment was not completed.',
} as const;

/**
 * The order screen's query flags: `?status=success|error` (the gateway's return) shows an alert and is
 * then removed from the URL; `?paynow` opens the payment modal once the order is loaded (when the viewer
 * may pay; otherwise it says there is nothing to pay) and is removed when the modal closes.
 * @see spec §2 /orders/order/{id} ("A ?paynow query opens the payment modal. A status query of error or
 * success shows a message alert and is then removed.")
 */
export function usePaymentReturn(order: Order | null) {
  const [params, setParams] = useSearchParams();
  const { toast } = useFeedback();
  const [result, setResult] = useState<'success' | 'error' | null>(null);
  const [paying, setPaying] = useState(false);
  const status = params.get('status');
  const paynow = params.has('paynow');

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    setResult(status);
    setParams((p) => {
      p.delete('status');
      return p;
    }, { replace: true });
  }, [status, setParams]);

  useEffect(() => {
    if (!paynow || !order) return;
    if (order.actions?.includes('get_payment_link')) setPaying(true);
    else {
      toast.info('This order has nothing left to pay');
      setParams((p) => {
        p.delete('paynow');
        return p;
      }, { replace: true });
    }
  }, [paynow, order, toast, setParams]);

  const closePayment = () => {
    setPaying(false);
    if (paynow) {
      setParams((p) => {
        p.delete('paynow');
        return p;
      }, { replace: true });
    }
  };

  return { result, dismissResult: () => setResult(null), paying, openPayment: () => setPaying(true), closePayment };
}
