import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addOrderQuery,
  addOrderRequest,
  allowClientFileRequest,
  approveOrderRequest,
  assignWriterRequest,
  cancelAssignRequest,
  changeAmountRequest,
  changeDeadlineRequest,
  getPaymentLinkRequest,
  markCompletedRequest,
  markPaidRequest,
  requestRevisionRequest,
  sendMessageRequest,
} from './schemas.js';
import { orderSchema } from './responses.js';

/** field → first message, as a 422 body shows it. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.') || '_'] ??= i.message;
  return out;
}

const deadline = '2030-05-01T17:00:00Z';

describe('order request schemas', () => {
  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    [
      'addOrder without anything',
      addOrderRequest,
      {},
      {
        service_type_id: 'Choose a service type',
        title: 'The title field is required',
        deadline_id: 'Choose a deadline',
      },
    ],
    [
      'addOrder with a bad extra service',
      addOrderRequest,
      { service_type_id: 1, title: 'Essay', deadline_id: 2, order_service_ids: [1, 'x'] },
      { 'order_service_ids.1': 'Each additional service must be chosen from the list' },
    ],
    [
      'markPaid with an unknown method',
      markPaidRequest,
      { amount: '10', reference: 'R1', payment_method: 'cash' },
      { payment_method: 'Choose a payment method: stripe, paypal, bank_transfer or admin_payment' },
    ],
    [
      'markPaid without a reference or amount',
      markPaidRequest,
      { reference: '  ', payment_method: 'paypal' },
      { amount: 'The amount field is required', reference: 'The reference field is required' },
    ],
    [
      'changeAmount with three decimals',
      changeAmountRequest,
      { amount: '10.005' },
      { amount: 'The amount may have at most two decimals' },
    ],
    ['changeAmount negative', changeAmountRequest, { amount: -1 }, { amount: 'The amount must be greater than 0' }],
    [
      'assignWriter empty',
      assignWriterRequest,
      {},
      {
        writer_id: 'Choose a writer',
        writer_amount: 'The writer amount field is required',
        deadline: 'The writer deadline is required',
      },
    ],
    [
      'assignWriter with a bad deadline',
      assignWriterRequest,
      { writer_id: 3, writer_amount: 500, deadline: 'tomorrow' },
      { deadline: 'The deadline must be a date and time' },
    ],
    ['approve with six stars', approveOrderRequest, { rating: 6 }, { rating: 'Choose a rating from 1 to 5 stars' }],
    ['approve with half a star', approveOrderRequest, { rating: 4.5 }, { rating: 'Choose a rating from 1 to 5 stars' }],
    ['approve with a negative tip', approveOrderRequest, { rating: 5, tip: -1 }, { tip: 'The tip cannot be negative' }],
    [
      'approve with a word for a tip',
      approveOrderRequest,
      { rating: 5, tip: 'lots' },
      { tip: 'The tip must be a number' },
    ],
    [
      'revision without instructions',
      requestRevisionRequest,
      { instructions: '' },
      { instructions: 'The instructions field is required' },
    ],
    ['cancel assignment without a reason', cancelAssignRequest, {}, { reason: 'The reason field is required' }],
    ['writer deadline missing', changeDeadlineRequest, {}, { deadline: 'The writer deadline is required' }],
    [
      'payment link without an amount',
      getPaymentLinkRequest,
      { amount: '' },
      { amount: 'The amount to pay field is required' },
    ],
    ['an all-space message', sendMessageRequest, { message: '   ' }, { message: 'The message field is required' }],
    [
      'deliver without ticking the box',
      markCompletedRequest,
      { confirmed: false },
      { confirmed: 'Confirm that all the documents have been attached' },
    ],
  ])('%s', (_name, schema, input, expected) => {
    expect(errorsOf(schema, input)).toEqual(expected);
  });

  it('reads a multipart addOrder body', () => {
    const r = addOrderRequest.parse({
      service_type_id: '4',
      title: ' Essay ',
      instructions: '',
      deadline_id: '2',
      order_service_ids: '[1,3]',
      order_source_id: '',
    });
    expect(r).toEqual({
      service_type_id: 4,
      title: 'Essay',
      instructions: null,
      deadline_id: 2,
      order_service_ids: [1, 3],
      order_source_id: null,
    });
    expect(
      addOrderRequest.parse({ service_type_id: 1, title: 'T', deadline_id: 1, order_service_ids: '5, 6' })
        .order_service_ids,
    ).toEqual([5, 6]);
    expect(addOrderRequest.parse({ service_type_id: 1, title: 'T', deadline_id: 1 }).order_service_ids).toEqual([]);
  });

  it('accepts the happy paths with decimals and ISO dates', () => {
    expect(markPaidRequest.parse({ amount: '12.50', reference: 'pi_1', payment_method: 'stripe' }).amount).toBe(12.5);
    expect(assignWriterRequest.parse({ writer_id: '7', writer_amount: 1500, deadline })).toEqual({
      writer_id: 7,
      writer_amount: 1500,
      deadline,
    });
    expect(approveOrderRequest.parse({ rating: '5', comments: 'Great', tip: '' })).toEqual({
      rating: 5,
      comments: 'Great',
      tip: undefined,
    });
    expect(approveOrderRequest.parse({ rating: 4, tip: 0 }).tip).toBe(0);
    expect(sendMessageRequest.parse({ message: ' hi ' }).message).toBe('hi');
    expect(markCompletedRequest.parse({ confirmed: 'true' })).toEqual({ confirmed: true });
    expect(allowClientFileRequest.parse({ allow_client: '0' })).toEqual({ allow_client: false });
    expect(addOrderQuery.parse({ package_id: '3', referrer: 'https://site.example/p' })).toEqual({
      package_id: 3,
      referrer: 'https://site.example/p',
    });
  });
});

describe('orderSchema', () => {
  it('reads an order as the detail call returns it, admin-only fields omitted', () => {
    const order = {
      id: 1,
      title: 'Essay',
      instructions: null,
      status: 'in_progress',
      user_id: 2,
      service_type: { name: 'Essay writing' },
      assign: {
        id: 9,
        user: { id: 3, name: 'Wanjiru' },
        status: 'in_progress',
        deadline: deadline,
        revisions: [{ id: 1, instructions: 'More sources', created_at: deadline }],
        cancel_reason: null,
      },
      unread_messages_count: 2,
      package_id: null,
      rating: null,
      comments: null,
      created_at: deadline,
    };
    expect(orderSchema.parse(order).assign?.revisions).toHaveLength(1);
    expect(orderSchema.safeParse({ ...order, status: 'lost' }).success).toBe(false);
  });
});
