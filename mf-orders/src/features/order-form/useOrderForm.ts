import { useEffect, useRef, useState } from 'react';
import { Form } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { runtimeConfigStore, useFeedback } from '@scriptorium/shared-kit/core';
import { useInvalidate, useResource } from '@scriptorium/shared-kit/data';
import { orderPath, useViewer } from '../../lib/viewer.js';
import { uploadProblem } from '@scriptorium/contracts/orders';
import { formOptionsQuery, packageQuery, submitOrder } from './api.js';
import { clearDraft, draftFilesInMemory, loadDraft, saveDraft, type DraftValues } from './draft.js';
import { FIX_ERRORS, readSubmitFailure, SUBMIT_FAILED } from './submitErrors.js';
import { usePrice } from './usePrice.js';

/** The order form's values (admins also pick the client and the order source). */
export interface OrderFormValues extends DraftValues {
  order_source_id?: number;
  user_id?: number;
}

/** Shown when the link (or draft) names a service type the settings do not offer. */
export const UNKNOWN_SERVICE_TYPE = 'The service type in your link is not offered. Please choose one from the list.';
/** Shown when the draft names a deadline the settings do not offer any more. */
export const UNKNOWN_DEADLINE = 'The deadline you chose before is not offered any more. Please choose one from the list.';

/** Wait after a successful submit before opening the order (spec §9: 1 s). */
export const REDIRECT_AFTER_MS = 1000;

const positive = (v: string | null | undefined): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Everything the order forms do: the settings and the package of the link (`package_id`), prefill from
 * `service_type_id`/`package_id` or a saved draft, the live price, files, and submit — for a guest the
 * draft is saved and they are asked to register or log in, and it is sent when they come back signed in
 * (`?submit=1`); for a client or admin it is sent (`POST orders`), 'Order submitted' ('Order submitted
 * successfully!' on the custom form), the client's lists (`['orders', 'client']`) are invalidated and the
 * order opens after 1 s. 422 messages go under the fields.
 * @see spec §2 /orders/new, /orders/new-order-form, /orders/form; §5; §7 addOrder; §8; §9
 */
export function useOrderForm(variant: 'standard' | 'custom') {
  const custom = variant === 'custom';
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { user, role } = useViewer();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [form] = Form.useForm<OrderFormValues>();
  const isAdmin = role === 'admin';
  const [draft] = useState(() => loadDraft());
  const [packageId] = useState(() => positive(params.get('package_id')) ?? draft?.package_id);
  const [referrer] = useState(() => params.get('referrer') ?? draft?.referrer ?? (positive(params.get('package_id')) ? window.location.href : undefined));
  const options = useResource(formOptionsQuery(isAdmin));
  const pkg = useResource(packageQuery(packageId));
  // The shell read GET config before the first render.
  const maxUploadBytes = runtimeConfigStore((c) => c.config.maxUploadBytes);
  const invalidate = useInvalidate();
  const [initial] = useState<OrderFormValues>(() => draft?.values ?? { service_type_id: positive(params.get('service_type_id')), order_service_ids: [] });
  const [values, setValues] = useState<OrderFormValues>(initial);
  const [files, setFiles] = useState<File[]>(() => draftFilesInMemory());
  const [status, setStatus] = useState<'idle' | 'processing' | 'success'>('idle');
  // Back from signing in, but the chosen files were lost with a page reload: they must be attached again.
  const [alert, setAlert] = useState<string | null>(() => {
    const lost = Boolean(user) && params.get('submit') === '1' && draft?.submitPending && draft.fileNames.length > draftFilesInMemory().length;
    return lost ? `Please attach your files again before submitting: ${draft!.fileNames.join(', ')}` : null;
  });
  const [filesError, setFilesError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const autoSent = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A package link may name only the package: its service type follows.
  const pkgType = pkg.data?.service_type_id;
  useEffect(() => {
    if (pkgType && !form.getFieldValue('service_type_id')) form.setFieldValue('service_type_id', pkgType);
  }, [pkgType, form]);
  // A prefill (link or draft) naming a service type or deadline the settings do not offer is dropped with a
  // message, instead of showing its raw id in the select and a price that never comes (issue 17).
  const loaded = options.data;
  const [dropped, setDropped] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const v = form.getFieldsValue(true) as OrderFormValues;
    const badType = v.service_type_id !== undefined && !loaded.serviceTypes.some((t) => t.id === v.service_type_id);
    const badDeadline = v.deadline_id !== undefined && !loaded.deadlines.some((d) => d.id === v.deadline_id);
    if (!badType && !badDeadline) return;
    const next = { ...v, ...(badType ? { service_type_id: undefined } : {}), ...(badDeadline ? { deadline_id: undefined } : {}) };
    form.setFieldsValue(next);
    // Dropping the unknown prefill is this effect's work, once the options are known.
    setValues(next); // eslint-disable-line react-hooks/set-state-in-effect
    setDropped(badType ? UNKNOWN_SERVICE_TYPE : UNKNOWN_DEADLINE);
  }, [loaded, form]);
  const priced = values.service_type_id || !pkgType ? values : { ...values, service_type_id: pkgType };
  const price = usePrice(priced, options.data, pkg.data, variant);

  /**
   * Attaches the chosen files whose name and size pass the API's rules (contracts `uploadProblem`); for the
   * others it says why under the Files field at once — a guest would only hear of it after registering.
   * @see issue 17 (check attachments when they are attached)
   */
  const attach = (batch: File[]) => {
    const problems = batch.map((file) => uploadProblem(file, maxUploadBytes));
    const accepted = batch.filter((_, i) => !problems[i]);
    setFilesError(problems.filter(Boolean).join(' ') || null);
    if (accepted.length) setFiles((list) => [...list, ...accepted]);
  };

  const send = async (v: OrderFormValues, chosen: File[]) => {
    setStatus('processing');
    setAlert(null);
    setFilesError(null);
    try {
      const { order } = await submitOrder({
        service_type_id: v.service_type_id!, title: v.title ?? '', instructions: v.instructions || undefined, deadline_id: v.deadline_id!,
        order_service_ids: v.order_service_ids ?? [], order_source_id: v.order_source_id, user_id: v.user_id, quote: v.quote || undefined, form: variant,
      }, chosen, {
        // The link's package, unless the person switched to another service type. A draft submitted right
        // after sign-in may run before the package has loaded: send it anyway, the server checks it.
        package_id: packageId && (!pkg.data || pkg.data.service_type_id === v.service_type_id) ? packageId : undefined,
        referrer,
      });
      clearDraft();
      void invalidate(['orders', 'client']);
      setStatus('success');
      toast.success(custom ? 'Order submitted successfully!' : 'Order submitted');
      timer.current = setTimeout(() => navigate(orderPath(role, order.id)), REDIRECT_AFTER_MS);
    } catch (e) {
      setStatus('idle');
      const failure = readSubmitFailure(e, custom ? SUBMIT_FAILED : 'Unexpected Error Occurred');
      const { files: fileMessage, ...rest } = failure.fields;
      form.setFields(Object.entries(rest).map(([name, message]) => ({ name: name as keyof OrderFormValues, errors: [message] })));
      if (fileMessage) setFilesError(fileMessage);
      if (custom) setAlert(failure.invalid ? [FIX_ERRORS, failure.general].filter(Boolean).join(' ') : SUBMIT_FAILED);
      else if (failure.invalid) setAlert(failure.general);
      else toast.error(failure.general ?? 'Unexpected Error Occurred');
    }
  };

  const submit = async () => {
    setAlert(null);
    let v: OrderFormValues;
    try {
      v = { ...(form.getFieldsValue(true) as OrderFormValues), ...(await form.validateFields()) };
    } catch {
      if (custom) setAlert(FIX_ERRORS);
      return;
    }
    if (!user) {
      saveDraft({ values: v, form: variant, package_id: packageId, referrer, submitPending: true }, files);
      setPrompt(true);
      return;
    }
    await send(v, files);
  };

  // Back from registering or logging in: send the saved draft once.
  useEffect(() => {
    if (!user || autoSent.current || params.get('submit') !== '1') return;
    autoSent.current = true;
    setParams((p) => {
      p.delete('submit');
      return p;
    }, { replace: true });
    if (!draft?.submitPending) return;
    const kept = draftFilesInMemory();
    if (draft.fileNames.length > kept.length) return;
    // Sending the saved draft is this effect's outside work; the form shows the request's progress.
    void send(draft.values, kept); // eslint-disable-line react-hooks/set-state-in-effect
  }, [user]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the person is signed in

  const next = new URLSearchParams(params);
  next.set('submit', '1');
  const returnTo = `${pathname}?${next.toString()}`;

  return {
    form, initial, values: priced, onValuesChange: (_: unknown, all: OrderFormValues) => setValues(all), options, pkg: pkg.data, price, files, setFiles, attach, filesError,
    status, alert, dismissAlert: () => setAlert(null), dropped, dismissDropped: () => setDropped(null), submit, onInvalid: () => custom && setAlert(FIX_ERRORS), prompt, closePrompt: () => setPrompt(false), returnTo, isAdmin, isGuest: !user,
  };
}
