import type { z } from 'zod';
import {
  addOrderResponse,
  deadlineOptions,
  orderPriceResponse,
  orderServiceOptions,
  orderSourceOptions,
  serviceTypeOptions,
  type DeadlineOption,
  type Order,
  type OrderPriceRequest,
  type OrderPriceResponse,
  type OrderServiceOption,
  type OrderSourceOption,
  type ServiceTypeOption,
} from '@scriptorium/contracts/orders';
import { servicePackageSchema, type ServicePackage } from '@scriptorium/contracts/settings';
import { apiClient, getParsed, post, takePageAnswer } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** The settings an order form offers. */
export interface FormOptions {
  serviceTypes: ServiceTypeOption[];
  deadlines: DeadlineOption[];
  orderServices: OrderServiceOption[];
  /** Only loaded for admins (empty otherwise). */
  orderSources: OrderSourceOption[];
}

const ALL = { all: 1 };
/** `GET list-settings/{type}?all=1`, parsed with `schema`. */
const list = <T>(type: string, schema: z.ZodType<T[]>): Promise<T[]> => getParsed(schema, `list-settings/${type}`, ALL);
/** The same request's answer as the page carried it ({@link takePageAnswer}), or undefined. */
const listFromPage = <T>(type: string, schema: z.ZodType<T[]>): T[] | undefined =>
  takePageAnswer(schema, `list-settings/${type}`, ALL);

/** The lists as the form offers them: in the order they were set up (they come newest first), deadlines shortest first. */
function toFormOptions(
  serviceTypes: ServiceTypeOption[],
  deadlines: DeadlineOption[],
  orderServices: OrderServiceOption[],
  orderSources: OrderSourceOption[],
): FormOptions {
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
  return {
    serviceTypes: byId(serviceTypes),
    deadlines: [...deadlines].sort((a, b) => a.hours - b.hours || a.id - b.id),
    orderServices: byId(orderServices),
    orderSources: byId(orderSources),
  };
}

/**
 * The form's choices from `GET list-settings/{type}?all=1` (public for the order form's types): service
 * types, deadlines, additional services, and order sources for admins. Amounts are USD decimals.
 * @see docs/product.md §7 Settings ("GET list-settings/{type}?all=1 for … service_types, order_services, deadlines, order_sources")
 */
export async function fetchFormOptions(withSources: boolean): Promise<FormOptions> {
  const [serviceTypes, deadlines, orderServices, orderSources] = await Promise.all([
    list('service_types', serviceTypeOptions),
    list('deadlines', deadlineOptions),
    list('order_services', orderServiceOptions),
    withSources ? list('order_sources', orderSourceOptions) : Promise.resolve([]),
  ]);
  return toFormOptions(serviceTypes, deadlines, orderServices, orderSources);
}

/**
 * The form's choices as a guest's page carried them (the route table's `pageReads` of the order forms:
 * the same three `GET list-settings/{type}?all=1`), or undefined when it did not carry all three.
 */
function formOptionsFromPage(): FormOptions | undefined {
  const serviceTypes = listFromPage('service_types', serviceTypeOptions);
  const deadlines = listFromPage('deadlines', deadlineOptions);
  const orderServices = listFromPage('order_services', orderServiceOptions);
  return serviceTypes && deadlines && orderServices
    ? toFormOptions(serviceTypes, deadlines, orderServices, [])
    : undefined;
}

/** How long choices the page carried count as fresh (ms): the page was served a moment ago. */
export const PAGE_CHOICES_FRESH_MS = 60_000;

/**
 * The form's choices query (`['settings', 'order-form', withSources]`, {@link fetchFormOptions}). A
 * guest's page carries them (`initialData`): the form renders once, with its choices, instead of a
 * second time when they arrive; once they are {@link PAGE_CHOICES_FRESH_MS} old, the next screen that
 * reads them asks the server. Choices loaded from the server are stale at once, as every query's.
 */
export const formOptionsQuery = (withSources: boolean) =>
  queryOptions({
    queryKey: ['settings', 'order-form', withSources],
    queryFn: () => fetchFormOptions(withSources),
    initialData: () => (withSources ? undefined : formOptionsFromPage()),
    staleTime: (query) => (query.state.dataUpdateCount === 0 && query.state.data ? PAGE_CHOICES_FRESH_MS : 0),
  });

/** `GET settings/service-packages/{id}` (public): the pricing package an order link names (`['settings', 'service-packages', id]`; none without an id). */
export const packageQuery = (packageId: number | undefined) =>
  queryOptions({
    queryKey: ['settings', 'service-packages', packageId],
    queryFn: (): Promise<ServicePackage> => getParsed(servicePackageSchema, `settings/service-packages/${packageId}`),
    enabled: packageId !== undefined,
  });

/** How long the price panel waits after a change before asking the server (ms). */
export const PRICE_DEBOUNCE_MS = 300;

/** Resolves after `ms`; rejects when `signal` aborts first (the query was left for newer inputs). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/**
 * `POST orders/price` (public) as the query `['orders', 'price', body]`: the server's price for the live
 * panel — the authority the panel shows. Asked {@link PRICE_DEBOUNCE_MS} after the inputs settle (inputs
 * changed sooner cancel it); nothing is asked for a null body.
 */
export const priceQuery = (body: OrderPriceRequest | null) =>
  queryOptions({
    queryKey: ['orders', 'price', body],
    queryFn: async ({ signal }): Promise<OrderPriceResponse> => {
      await pause(PRICE_DEBOUNCE_MS, signal);
      return orderPriceResponse.parse(await post('orders/price', body));
    },
    enabled: body !== null,
  });

/** The body fields of `addOrder` (docs/product.md §7). */
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
 * @see docs/product.md §7 addOrder; api/src/services/orders/create.ts
 */
export async function submitOrder(
  body: OrderSubmission,
  files: File[],
  query: { package_id?: number; referrer?: string },
): Promise<{ message: string; order: Order }> {
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
