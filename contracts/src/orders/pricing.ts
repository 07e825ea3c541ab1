/**
 * The price of an order and its payment state. The server computes the price; the order forms show the
 * same figure live from the same function.
 * @see docs/product.md §9 ("Price total = service price plus additional services minus discount (0) …"), §4 Orders
 * (payment display)
 */

/** Input of `computePrice`. Every amount is an integer in USD minor units (cents). */
export interface PriceInput {
  /** Price of the chosen service type or package, USD minor units. */
  servicePrice: number;
  /** Prices of the chosen additional (order) services, USD minor units. */
  additionalServices?: readonly number[];
  /** Discount taken off before the deadline rate, USD minor units; 0 when absent. */
  discount?: number;
  /** The chosen deadline's rate (a positive factor such as 1.5); used on the custom form only. */
  deadlineRate?: number;
  /** `custom` is the `/orders/form` price (× deadline rate); `standard` the other order forms. */
  form: 'standard' | 'custom';
}

function assertMinor(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of minor units, got ${value}`);
  }
}

/**
 * The order price in USD minor units: (service price + additional services − discount), never below 0,
 * then × deadline rate on the custom form. The product with the rate is rounded to the nearest cent,
 * halves up (a tiny epsilon absorbs float noise, so 1000 × 1.005 gives 1005).
 * @throws RangeError when an amount is not a non-negative integer, or the rate is not a positive number.
 * @example computePrice({ servicePrice: 1000, additionalServices: [250], discount: 50, form: 'custom', deadlineRate: 1.5 }) // 1800
 */
export function computePrice(input: PriceInput): number {
  const { servicePrice, additionalServices = [], discount = 0, deadlineRate = 1, form } = input;
  assertMinor('servicePrice', servicePrice);
  additionalServices.forEach((a, i) => assertMinor(`additionalServices[${i}]`, a));
  assertMinor('discount', discount);
  const base = Math.max(0, servicePrice + additionalServices.reduce((sum, a) => sum + a, 0) - discount);
  if (form === 'standard') return base;
  if (!Number.isFinite(deadlineRate) || deadlineRate <= 0) {
    throw new RangeError(`deadlineRate must be a number greater than 0, got ${deadlineRate}`);
  }
  return Math.floor(base * deadlineRate + 0.5 + 1e-7);
}

/** What the order screens show about payment. @see docs/product.md §4 Orders "Payment display" */
export const PAYMENT_STATES = ['Pending Payment', 'Partially Paid', 'Fully Paid'] as const;
/** One entry of `PAYMENT_STATES`. */
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * The payment state of an order from its price and what was paid (same unit, minor or decimal):
 * nothing paid → 'Pending Payment'; some paid but less than the price → 'Partially Paid'; paid in full
 * → 'Fully Paid'. An order with no price yet (amount ≤ 0, e.g. awaiting a quote) and nothing paid has
 * no payment state: `null`, so the screen shows no badge rather than a misleading "Fully Paid".
 */
export function paymentState(amount: number, paidAmount: number): PaymentState | null {
  if (amount <= 0 && paidAmount <= 0) return null;
  if (paidAmount <= 0) return 'Pending Payment';
  return paidAmount < amount ? 'Partially Paid' : 'Fully Paid';
}

/** What is still owed (amount − paid, never negative), in the unit given. @see docs/product.md §3 Order pending_amount */
export function pendingAmount(amount: number, paidAmount: number): number {
  return Math.max(0, amount - paidAmount);
}
