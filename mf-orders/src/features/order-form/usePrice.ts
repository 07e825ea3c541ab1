import { fromMinor, toMinor } from '@scriptorium/contracts/core';
import { computePrice } from '@scriptorium/contracts/orders';
import type { ServicePackage } from '@scriptorium/contracts/settings';
import { useResource } from '@scriptorium/shared-kit/data';
import { priceQuery, type FormOptions } from './api.js';
import type { DraftValues } from './draft.js';

/** The price panel's figures, USD decimals. */
export interface PriceFigures {
  /** The total; 0 for a quote request. */
  amount: number;
  /** No price: the order waits for an admin's quote. */
  quote: boolean;
  service_price: number;
  additional_services: number;
  discount: number;
  deadline_rate: number;
}

/**
 * The price computed here from the loaded settings with the same `computePrice` the server uses (service
 * price or package price + additional services − discount 0, × the deadline's rate on the custom form),
 * so the panel shows a figure at once; null until a service type is chosen.
 * @see docs/product.md §9 (price total); contracts/src/orders/pricing.ts
 */
export function localPrice(
  values: DraftValues,
  options: FormOptions | null,
  pkg: ServicePackage | null,
  form: 'standard' | 'custom',
): PriceFigures | null {
  const type = options?.serviceTypes.find((t) => t.id === values.service_type_id);
  if (!type) return null;
  const servicePrice = toMinor(pkg && pkg.service_type_id === type.id ? pkg.amount : type.amount);
  const extras = (options?.orderServices ?? [])
    .filter((s) => values.order_service_ids?.includes(s.id))
    .map((s) => toMinor(s.amount));
  const deadline = options?.deadlines.find((d) => d.id === values.deadline_id);
  const rate = form === 'custom' && deadline ? deadline.rate : 1;
  const quote = values.quote === true || servicePrice <= 0;
  const amount = quote
    ? 0
    : computePrice({ servicePrice, additionalServices: extras, discount: 0, deadlineRate: rate, form });
  return {
    amount: fromMinor(amount),
    quote,
    service_price: fromMinor(servicePrice),
    additional_services: fromMinor(extras.reduce((a, b) => a + b, 0)),
    discount: 0,
    deadline_rate: rate,
  };
}

/**
 * The live price: the local figure at once, replaced by the server's (`POST orders/price`, the authority,
 * {@link priceQuery}) once it answers for the same inputs — a figure for other inputs is never shown.
 * `checking` is true while the server's answer is outstanding (not after it failed, nor for a service
 * type the loaded settings do not offer).
 * The server computes the price; the form shows the same figure live but never decides it.
 * @see contracts/src/orders/pricing.ts, docs/product.md §9 (price)
 */
export function usePrice(
  values: DraftValues,
  options: FormOptions | null,
  pkg: ServicePackage | null,
  form: 'standard' | 'custom',
) {
  // A service type the loaded settings do not offer has no price to ask for (the form drops it).
  const known =
    Boolean(values.service_type_id) && (!options || options.serviceTypes.some((t) => t.id === values.service_type_id));
  const server = useResource(
    priceQuery(
      values.service_type_id && known
        ? {
            service_type_id: values.service_type_id,
            ...(pkg && pkg.service_type_id === values.service_type_id ? { package_id: pkg.id } : {}),
            ...(values.deadline_id ? { deadline_id: values.deadline_id } : {}),
            order_service_ids: [...(values.order_service_ids ?? [])].sort((a, b) => a - b),
            quote: values.quote === true,
            form,
          }
        : null,
    ),
  );
  // The panel keeps the local figure after a failure (and stops checking); the server prices the order again on submit.
  return {
    price: server.data ?? localPrice(values, options, pkg, form),
    checking: known && !server.data && !server.error,
  };
}
