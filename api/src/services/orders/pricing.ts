/**
 * The server's price of an order, from the settings as they are now: the service type's amount (or the
 * chosen pricing package's), plus the chosen order services, minus the discount (0), × the deadline's
 * rate on the custom form — `computePrice` from contracts, so the live panel shows the same figure.
 * @see docs/product.md §9 (price total) (the server computes the price; a price sent by the client is never trusted)
 */
import { eq, inArray } from 'drizzle-orm';
import { computePrice, type OrderForm } from '@scriptorium/contracts/orders';
import type { Executor } from '../../db/client.js';
import { deadlines, order_services, service_packages, service_types } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';

/** What the price is computed from (ids of settings rows). */
export interface PriceInput {
  service_type_id: number;
  package_id?: number | null;
  deadline_id?: number | null;
  order_service_ids: number[];
  /** The client asks for a quote instead of a price. */
  quote?: boolean;
  form?: OrderForm;
}

/** The computed price with the rows it came from. All money in USD minor units. */
export interface ServerPrice {
  /** The order price; 0 for a quote request. */
  amount: number;
  /** No price: the order waits for an admin's quote (`pending_quote`). */
  quote: boolean;
  servicePrice: number;
  /** Sum of the order services' prices. */
  additional: number;
  discount: number;
  /** The rate applied (1 outside the custom form). */
  deadlineRate: number;
  serviceType: typeof service_types.$inferSelect;
  servicePackage: typeof service_packages.$inferSelect | null;
  deadline: typeof deadlines.$inferSelect | null;
  services: (typeof order_services.$inferSelect)[];
}

/**
 * Prices an order. Throws 422 on the field whose id names no settings row: `service_type_id` ('Choose a
 * service type'), `package_id` (also when the package belongs to another service type), `deadline_id`,
 * `order_service_ids`. A service type without amount (and no package), or `quote`, gives a quote request.
 */
export async function priceOrder(db: Executor, input: PriceInput): Promise<ServerPrice> {
  const [serviceType] = await db.select().from(service_types).where(eq(service_types.id, input.service_type_id));
  if (!serviceType) throw fieldError('service_type_id', 'Choose a service type');
  let servicePackage: ServerPrice['servicePackage'] = null;
  if (input.package_id) {
    [servicePackage] = await db.select().from(service_packages).where(eq(service_packages.id, input.package_id));
    if (!servicePackage || servicePackage.service_type_id !== serviceType.id) {
      throw fieldError('package_id', 'The package must be chosen from the list');
    }
  }
  let deadline: ServerPrice['deadline'] = null;
  if (input.deadline_id) {
    [deadline] = await db.select().from(deadlines).where(eq(deadlines.id, input.deadline_id));
    if (!deadline) throw fieldError('deadline_id', 'Choose a deadline');
  }
  const ids = [...new Set(input.order_service_ids)];
  const services = ids.length ? await db.select().from(order_services).where(inArray(order_services.id, ids)) : [];
  if (services.length !== ids.length)
    throw fieldError('order_service_ids', 'Each additional service must be chosen from the list');

  const servicePrice = Number(servicePackage?.amount ?? serviceType.amount);
  const additional = services.reduce((sum, s) => sum + Number(s.amount), 0);
  const form = input.form ?? 'standard';
  const deadlineRate = form === 'custom' && deadline ? Number(deadline.rate) : 1;
  const quote = input.quote === true || servicePrice <= 0;
  const amount = quote
    ? 0
    : computePrice({
        servicePrice,
        additionalServices: services.map((s) => Number(s.amount)),
        discount: 0,
        deadlineRate,
        form,
      });
  return {
    amount,
    quote,
    servicePrice,
    additional,
    discount: 0,
    deadlineRate,
    serviceType,
    servicePackage,
    deadline,
    services,
  };
}
