import { useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@scriptorium/contracts/core';
import type { ServicePackage } from '@scriptorium/contracts/settings';
import { useFeedback } from '@scriptorium/shared-kit/core';
import { useInvalidate } from '@scriptorium/shared-kit/data';
import { catalog } from '../../i18n/form/catalog.js';
import { orderPath } from '../../lib/viewer.js';
import { submitOrder } from './api.js';
import { clearDraft } from './draft.js';
import { showFirstError } from './firstError.js';
import { FIX_ERRORS, readSubmitFailure, SUBMIT_FAILED } from './submitErrors.js';
import type { OrderFormValues } from './useOrderPrefill.js';

/** Wait after a successful submit before opening the order (docs/product.md §9: 1 s). */
export const REDIRECT_AFTER_MS = 1000;

/** What sending an order needs besides the values and files. */
export interface SubmitContext {
  form: FormInstance<OrderFormValues>;
  variant: 'standard' | 'custom';
  role: Role | null;
  /** The link's package id and the package once loaded. */
  packageId?: number;
  pkg?: ServicePackage | null;
  referrer?: string;
  /** Where a file's 422 message goes (under the Files field). */
  setFilesError: (message: string | null) => void;
  /** The alert to start with (files lost on the way back from signing in). */
  initialAlert: string | null;
}

/**
 * Sends an order (`POST orders`, multipart with the files): 'Order submitted' ('Order submitted
 * successfully!' on the custom form), the client's lists (`['orders', 'client']`) are invalidated and the
 * order opens after 1 s. 422 messages go under the fields (files under Files); the custom form also says
 * so in its alert, the standard one toasts other failures.
 * @see docs/product.md §5, §7 addOrder, §8, §9
 */
export function useSubmitOrder({
  form,
  variant,
  role,
  packageId,
  pkg,
  referrer,
  setFilesError,
  initialAlert,
}: SubmitContext) {
  const custom = variant === 'custom';
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const invalidate = useInvalidate();
  const [status, setStatus] = useState<'idle' | 'processing' | 'success'>('idle');
  const [alert, setAlert] = useState<string | null>(initialAlert);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async (v: OrderFormValues, chosen: File[]) => {
    setStatus('processing');
    setAlert(null);
    setFilesError(null);
    try {
      const { order } = await submitOrder(
        {
          service_type_id: v.service_type_id!,
          title: v.title ?? '',
          instructions: v.instructions || undefined,
          deadline_id: v.deadline_id!,
          order_service_ids: v.order_service_ids ?? [],
          order_source_id: v.order_source_id,
          user_id: v.user_id,
          quote: v.quote || undefined,
          form: variant,
        },
        chosen,
        {
          // The link's package, unless the person switched to another service type. A draft submitted right
          // after sign-in may run before the package has loaded: send it anyway, the server checks it.
          package_id: packageId && (!pkg || pkg.service_type_id === v.service_type_id) ? packageId : undefined,
          referrer,
        },
      );
      clearDraft();
      void invalidate(['orders', 'client']);
      setStatus('success');
      toast.success(catalog.t(custom ? 'orders.form.submittedCustom' : 'orders.form.submitted'));
      timer.current = setTimeout(() => navigate(orderPath(role, order.id)), REDIRECT_AFTER_MS);
    } catch (e) {
      setStatus('idle');
      const unexpected = catalog.t('orders.form.unexpectedError');
      const failure = readSubmitFailure(e, custom ? catalog.t(SUBMIT_FAILED) : unexpected);
      const { files: fileMessage, ...rest } = failure.fields;
      form.setFields(
        Object.entries(rest).map(([name, message]) => ({ name: name as keyof OrderFormValues, errors: [message] })),
      );
      if (Object.keys(rest).length) showFirstError();
      if (fileMessage) setFilesError(fileMessage);
      if (custom)
        setAlert(
          failure.invalid
            ? [catalog.t(FIX_ERRORS), failure.general].filter(Boolean).join(' ')
            : catalog.t(SUBMIT_FAILED),
        );
      else if (failure.invalid) setAlert(failure.general);
      else toast.error(failure.general ?? unexpected);
    }
  };

  /** The form's values once valid (null after showing why not, on the custom form in its alert). */
  const validValues = async (): Promise<OrderFormValues | null> => {
    setAlert(null);
    try {
      return { ...(form.getFieldsValue(true) as OrderFormValues), ...(await form.validateFields()) };
    } catch {
      if (custom) setAlert(catalog.t(FIX_ERRORS));
      showFirstError();
      return null;
    }
  };

  const onInvalid = () => {
    if (custom) setAlert(catalog.t(FIX_ERRORS));
    showFirstError();
  };

  return { status, alert, setAlert, dismissAlert: () => setAlert(null), send, validValues, onInvalid };
}
