import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@scriptorium/contracts/core';
import { approveOrderRequest } from '@scriptorium/contracts/orders';
import { errorMessage, fieldErrors, useFeedback } from '@scriptorium/shared-kit/core';
import { useInvalidate } from '@scriptorium/shared-kit/data';
import { browser } from '../../lib/browser.js';
import { tipLink } from '../../lib/orderApi.js';
import { orderPath } from '../../lib/viewer.js';
import { approveOrder } from './api.js';

/** Wait after approving before going to the tip page or refreshing (docs/product.md §4 Orders, §9: 2 s). */
export const AFTER_APPROVE_MS = 2000;

/** What the approve form holds. */
export interface ApproveValues {
  rating: number;
  comments: string;
  tip: number | null;
}

/**
 * Sending the approval: checks the values with the contracts schema (a client must give 1–5 stars; an
 * admin may approve without), shows 422 messages per field, toasts the server's message ('Order has been
 * rated' / 'Order approved'), invalidates the order (`['orders', id]`), then after 2 s goes to `tip_url`
 * when there is one, otherwise to the order's page. When a tip was given but the answer carries no
 * `tip_url` (the payment provider did not make one: the approval is saved all the same), it stays with
 * status `tip_due`, and `payTip` asks for the tip link again and goes there.
 * @see docs/product.md §4 Orders ("If the approve response carries tip_url, the browser goes there after 2 s;
 * otherwise the page refreshes after 2 s"), §5 (star rating max 5, tip optional)
 */
export function useApproveOrder(orderId: number, role: Role) {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const invalidate = useInvalidate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'processing' | 'success' | 'tip_due'>('idle');
  const [askingTip, setAskingTip] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (values: ApproveValues) => {
    const body = {
      rating: values.rating || undefined,
      comments: values.comments.trim() || undefined,
      tip: values.tip ?? undefined,
    };
    const schema = role === 'client' ? approveOrderRequest : approveOrderRequest.partial({ rating: true });
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message])));
      return;
    }
    setErrors({});
    setStatus('processing');
    try {
      const result = await approveOrder(orderId, checked.data);
      toast.success(result.message);
      void invalidate(['orders', orderId]);
      if (!result.tipUrl && (checked.data.tip ?? 0) > 0) {
        setStatus('tip_due');
        return;
      }
      setStatus('success');
      timer.current = setTimeout(() => {
        if (result.tipUrl) browser.assign(result.tipUrl);
        else navigate(orderPath(role, orderId), { replace: true });
      }, AFTER_APPROVE_MS);
    } catch (e) {
      setStatus('idle');
      const fields = fieldErrors(e);
      if (fields && Object.keys(fields).length) setErrors(fields);
      else toast.error(errorMessage(e));
    }
  };

  const payTip = async () => {
    setAskingTip(true);
    try {
      browser.assign(await tipLink(orderId));
    } catch (e) {
      setAskingTip(false);
      toast.error(errorMessage(e));
    }
  };

  return { submit, errors, status, payTip, askingTip };
}
