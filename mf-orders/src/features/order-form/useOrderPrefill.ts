import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { useResource } from '@scriptorium/shared-kit/data';
import { formOptionsQuery, packageQuery, type FormOptions } from './api.js';
import { loadDraft, type DraftValues } from './draft.js';

/** The order form's values (admins also pick the client and the order source). */
export interface OrderFormValues extends DraftValues {
  order_source_id?: number;
  user_id?: number;
}

/** Shown when the link (or draft) names a service type the settings do not offer (catalogue id). */
export const UNKNOWN_SERVICE_TYPE = 'orders.form.unknownServiceType' as const;
/** Shown when the draft names a deadline the settings do not offer any more (catalogue id). */
export const UNKNOWN_DEADLINE = 'orders.form.unknownDeadline' as const;

const positive = (v: string | null | undefined): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Which chosen service type or deadline the settings do not offer. */
function unknownChoices(v: OrderFormValues, offered: FormOptions) {
  return {
    type: v.service_type_id !== undefined && !offered.serviceTypes.some((t) => t.id === v.service_type_id),
    deadline: v.deadline_id !== undefined && !offered.deadlines.some((d) => d.id === v.deadline_id),
  };
}

/** `v` without a service type or deadline the settings do not offer (`v` itself when all are offered, or before they load). */
export function withoutUnknown(v: OrderFormValues, offered: FormOptions | null | undefined): OrderFormValues {
  const unknown = offered ? unknownChoices(v, offered) : { type: false, deadline: false };
  if (!unknown.type && !unknown.deadline) return v;
  return {
    ...v,
    ...(unknown.type ? { service_type_id: undefined } : {}),
    ...(unknown.deadline ? { deadline_id: undefined } : {}),
  };
}

/**
 * What the order form starts from: a saved draft, else the link's `service_type_id`/`package_id`; the
 * settings (`formOptionsQuery`) and the link's package, whose service type fills an empty one. A prefill
 * naming a service type or deadline the settings do not offer is dropped with a message (`dropped`, its catalogue id; the
 * values to price go through `withoutUnknown`), instead of showing its raw id and a price that never comes.
 * Read once, on the first render.
 * @see docs/product.md §2 /orders/new (package links), §9 (draft)
 */
export function useOrderPrefill(form: FormInstance<OrderFormValues>, params: URLSearchParams, isAdmin: boolean) {
  const [draft] = useState(() => loadDraft());
  const [packageId] = useState(() => positive(params.get('package_id')) ?? draft?.package_id);
  const [referrer] = useState(
    () =>
      params.get('referrer') ??
      draft?.referrer ??
      (positive(params.get('package_id')) ? window.location.href : undefined),
  );
  const [initial] = useState<OrderFormValues>(
    () => draft?.values ?? { service_type_id: positive(params.get('service_type_id')), order_service_ids: [] },
  );
  const options = useResource(formOptionsQuery(isAdmin));
  const pkg = useResource(packageQuery(packageId));
  const [dismissed, setDismissed] = useState(false);

  // A package link may name only the package: its service type follows.
  const pkgType = pkg.data?.service_type_id;
  useEffect(() => {
    if (pkgType && !form.getFieldValue('service_type_id')) form.setFieldValue('service_type_id', pkgType);
  }, [pkgType, form]);

  // The form's copy of an unknown choice is cleared once the settings are known (the form store is outside React).
  const loaded = options.data;
  useEffect(() => {
    if (!loaded) return;
    const v = form.getFieldsValue(true) as OrderFormValues;
    const next = withoutUnknown(v, loaded);
    if (next !== v) form.setFieldsValue(next);
  }, [loaded, form]);
  const unknown = loaded ? unknownChoices(initial, loaded) : null;
  const dropped =
    dismissed || !unknown ? null : unknown.type ? UNKNOWN_SERVICE_TYPE : unknown.deadline ? UNKNOWN_DEADLINE : null;

  return {
    draft,
    packageId,
    referrer,
    initial,
    options,
    pkg: pkg.data,
    pkgType,
    dropped,
    dismissDropped: () => setDismissed(true),
  };
}
