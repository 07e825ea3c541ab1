import { useState } from 'react';
import { Form } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useViewer } from '../../lib/viewer.js';
import { useOrderFiles } from './useOrderFiles.js';
import { useOrderPrefill, withoutUnknown, type OrderFormValues } from './useOrderPrefill.js';
import { lostFilesAlert, useSignInResume } from './useSignInResume.js';
import { useSubmitOrder } from './useSubmitOrder.js';
import { usePrice } from './usePrice.js';

export { UNKNOWN_DEADLINE, UNKNOWN_SERVICE_TYPE, type OrderFormValues } from './useOrderPrefill.js';
export { REDIRECT_AFTER_MS } from './useSubmitOrder.js';

/**
 * Everything the order forms do, composed from one hook per concern: what the form starts from
 * (`useOrderPrefill`: draft, link, settings, package), the live price (`usePrice`), the files
 * (`useOrderFiles`), sending (`useSubmitOrder`) and a guest's submit across signing in (`useSignInResume`).
 * A guest's Submit saves the draft and asks them to register or log in; a client's or admin's sends it.
 * @see docs/product.md §2 /orders/new, /orders/new-order-form, /orders/form; §5; §7 addOrder; §8; §9
 */
export function useOrderForm(variant: 'standard' | 'custom') {
  const [params] = useSearchParams();
  const { user, role } = useViewer();
  const [form] = Form.useForm<OrderFormValues>();
  const isAdmin = role === 'admin';
  const [values, setValues] = useState<OrderFormValues | null>(null);
  const prefill = useOrderPrefill(form, params, isAdmin);
  const current = withoutUnknown(values ?? prefill.initial, prefill.options.data);
  const files = useOrderFiles();
  const sending = useSubmitOrder({
    form,
    variant,
    role,
    packageId: prefill.packageId,
    pkg: prefill.pkg,
    referrer: prefill.referrer,
    setFilesError: files.setFilesError,
    initialAlert: lostFilesAlert(user, params, prefill.draft),
  });
  const resume = useSignInResume({ user, draft: prefill.draft, send: sending.send });

  // Priced with the package's service type until the person picks one.
  const priced =
    current.service_type_id || !prefill.pkgType ? current : { ...current, service_type_id: prefill.pkgType };
  const price = usePrice(priced, prefill.options.data, prefill.pkg, variant);

  const submit = async () => {
    const v = await sending.validValues();
    if (!v) return;
    if (user) await sending.send(v, files.files);
    else
      resume.askToSignIn(
        { values: v, form: variant, package_id: prefill.packageId, referrer: prefill.referrer, submitPending: true },
        files.files,
      );
  };

  return {
    form,
    initial: prefill.initial,
    values: priced,
    onValuesChange: (_: unknown, all: OrderFormValues) => setValues(all),
    options: prefill.options,
    pkg: prefill.pkg,
    price,
    files: files.files,
    setFiles: files.setFiles,
    attach: files.attach,
    filesError: files.filesError,
    status: sending.status,
    alert: sending.alert,
    dismissAlert: sending.dismissAlert,
    dropped: prefill.dropped,
    dismissDropped: prefill.dismissDropped,
    submit,
    onInvalid: sending.onInvalid,
    prompt: resume.prompt,
    closePrompt: resume.closePrompt,
    returnTo: resume.returnTo,
    isAdmin,
    isGuest: !user,
  };
}
