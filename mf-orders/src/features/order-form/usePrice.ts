import { useEffect, useState } from 'react';
import { fromMinor, toMinor } from '@scriptorium/contracts/core';
import { computePrice, type OrderPriceResponse } from '@scriptorium/contracts/orders';
import type { ServicePackage } from '@scriptorium/contracts/settings';
import { fetchPrice, type FormOptions } from './api.js';
import type { DraftValues } from './draft.js';

/** How long the panel waits after a change before asking the server (ms). */
export const PRICE_DEBOUNCE_MS = 300;

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
 * @see spec §9 (price total); contracts/src/orders/pricing.ts
 */
export function localPrice(values: DraftValues, options: FormOptions | null, pkg: ServicePackage | null, form: 'standard' | 'custom'): PriceFigures | null {
  const type = options?.serviceTypes.find((t) => t.id === values.service_type_id);
  if (!type) return null;
  const servicePrice = toMinor(pkg && pkg.service_type_id === type.id ? pkg.amount : type.amount);
  const extras = (options?.orderServices ?? []).filter((s) => values.order_service_ids?.includes(s.id)).map((s) => toMinor(s.amount));
  const deadline = options?.deadlines.find((d) => d.id === values.deadline_id);
  const rate = form === 'custom' && deadline ? deadline.rate : 1;
  const quote = values.quote === true || servicePrice <= 0;
  const amount = quote ? 0 : computePrice({ servicePrice, additionalServices: extras, discount: 0, deadlineRate: rate, form });
  return { amount: fromMinor(amount), quote, service_price: fromMinor(servicePrice), additional_services: fromMinor(extras.reduce((a, b) => a + b, 0)), discount: 0, deadline_rate: rate };
}

/**
 * The live price: the local figure at once, replaced by the server's (`POST orders/price`, the authority)
 * once it answers for the same inputs. `checking` is true while the server's answer is outstanding.
 * @see issue 5 ("The price is computed on the server; the client shows the same figure live but never decides it")
 */
export function usePrice(values: DraftValues, options: FormOptions | null, pkg: ServicePackage | null, form: 'standard' | 'custom') {
  const local = localPrice(values, options, pkg, form);
  const body = values.service_type_id
    ? {
        service_type_id: values.service_type_id,
        ...(pkg && pkg.service_type_id === values.service_type_id ? { package_id: pkg.id } : {}),
        ...(values.deadline_id ? { deadline_id: values.deadline_id } : {}),
        order_service_ids: [...(values.order_service_ids ?? [])].sort((a, b) => a - b),
        quote: values.quote === true,
        form,
      }
    : null;
  const key = body ? JSON.stringify(body) : null;
  const [server, setServer] = useState<{ key: string; price: OrderPriceResponse } | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    const t = setTimeout(() => {
      fetchPrice(JSON.parse(key))
        .then((price) => live && setServer({ key, price }))
        .catch(() => {
          // The panel keeps the local figure; the server prices the order again when it is submitted.
        });
    }, PRICE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [key]);

  const fromServer = server && server.key === key ? server.price : null;
  return { price: fromServer ?? local, checking: Boolean(key) && !fromServer, fromServer: Boolean(fromServer) };
}
