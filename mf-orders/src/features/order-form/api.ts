import type { z } from 'zod';
import {
  addOrderResponse, deadlineOptions, orderPriceResponse, orderServiceOptions, orderSourceOptions, serviceTypeOptions,
  type DeadlineOption, type Order, type OrderPriceRequest, type OrderPriceResponse, type OrderServiceOption, type OrderSourceOption, type ServiceTypeOption,
} from '@scriptorium/contracts/orders';
import { runtimeConfig } from '@scriptorium/contracts/core';
import { servicePackageSchema, type ServicePackage } from '@scriptorium/contracts/settings';
import { apiClient, get, post } from '@scriptorium/shared-kit/core';

/** The settings an order form offers. */
export interface FormOptions {
  serviceTypes: ServiceTypeOption[];
  deadlines: DeadlineOption[];
  orderServices: OrderServiceOption[];
  /** Only loaded for admins (empty otherwise). */
  orderSources: OrderSourceOption[];
}

const list = async <T>(type: string, schema: z.ZodType<T[]>): Promise<T[]> => schema.parse(await get(`list-settings/${type}`, { all: 1 }));

/**
 * The form's choices from `GET list-settings/{type}?all=1` (public for the order form's types): service
 * types, deadlines, additional services, and order sources for admins. Amounts are USD decimals.
 * @see spec §7 Settings ("GET list-settings/{type}?all=1 for … service_types, order_services, deadlines, order_sources")
 */
export async function fetchFormOptions(withSources: boolean): Promise<FormOptions> {
  const [serviceTypes, deadlines, orderServices, orderSources] = await Promise.all([
    list('service_types', serviceTypeOptions),
    list('deadlines', deadlineOptions),
    list('order_services', orderServiceOptions),
    withSources ? list('order_sources', orderSourceOptions) : Promise.resolve([]),
  ]);
  // The lists come newest first; the form offers them in the order they were set up (deadlines shortest first).
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
  return { serviceTypes: byId(serviceTypes), deadlines: [...deadlines].sort((a, b) => a.hours - b.hours || a.id - b.id), orderServices: byId(orderServices), orderSources: byId(orderSources) };
}

/** The largest upload in bytes, from `GET config` (public runtime configuration). */
export async function fetchMaxUploadBytes(): Promise<number> {
  return runtimeConfig.parse(await get('config')).maxUploadBytes;
}

/** `GET settings/service-packages/{id}` (public): the pricing package an order link names. */
export async function fetchPackage(packageId: number): Promise<ServicePackage> {
  return servicePackageSchema.parse(await get(`settings/service-packages/${packageId}`));
}

/** `POST orders/price` (public): the server's price for the live panel — the authority the panel shows. */
export async function fetchPrice(body: OrderPriceRequest): Promise<OrderPriceResponse> {
  return orderPriceResponse.parse(await post('orders/price', body));
}

/** The body fields of `addOrder` (spec §7). */
export interface OrderSubmission {
  service_type_id: number;
  title: string;
  instructions?: string;
  deadline_id: number;
  order_service_ids: number[];
  order_source_id?: number;
  user_id?: number;
  quote?: boolean;
  form: 'standard' | 'custom';
}

/**
 * `POST orders?referrer=&package_id=` (addOrder): JSON, or multipart with `files` (each file under the
 * same name; ids as repeated `order_service_ids[]`). Resolves to the created order; rejects with the
 * AxiosError (401 for a guest, 422 per field).
 * @see spec §7 addOrder; api/src/services/orders/create.ts
 */
export async function submitOrder(body: OrderSubmission, files: File[], query: { package_id?: number; referrer?: string }): Promise<{ message: string; order: Order }> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  let data: unknown = body;
  if (files.length) {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) {
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) v.forEach((item) => form.append(`${k}[]`, String(item)));
      else form.append(k, String(v));
    }
    files.forEach((f) => form.append('files', f, f.name));
    data = form;
  }
  const res = await apiClient.post('orders', data, { params });
  return addOrderResponse.parse(res.data);
}
