import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { formatUsd } from '@scriptorium/contracts/core';
import {
  assignWriterRequest,
  cancelAssignRequest,
  changeAmountRequest,
  changeDeadlineRequest,
  changeWriterAmountRequest,
  editOrderRequest,
  markPaidRequest,
  requestRevisionRequest,
  type Order,
} from '@scriptorium/contracts/orders';
import type { FieldEntry } from '@scriptorium/shared-kit/ui';
import { orderActionPaths } from './api.js';

/** The order actions that open a form in a modal. */
export type FormAction =
  | 'submit_quote'
  | 'edit_order'
  | 'mark_paid'
  | 'assign_writer'
  | 'request_revision'
  | 'change_writer_deadline'
  | 'change_writer_amount'
  | 'cancel_assignment';

/** What the modal's AutoForm needs. */
export interface ActionFormSpec {
  title: string;
  fields: FieldEntry[];
  /** Submit URL relative to the API root. */
  action: string;
  method: 'post' | 'put';
  schema: z.ZodType<unknown, FieldValues>;
  initialValues?: Record<string, unknown>;
  submitLabel: string;
}

const usd = (n: number | undefined) => (n && n > 0 ? n : null);

/**
 * The form of each order action: fields (spec's names and labels), the call it makes, the contracts zod
 * schema validating it first, and starting values from the order. Assignment actions need `order.assign`.
 * Money: the order's amounts in USD, the writer's in KSh.
 * @see docs/product.md §4 Orders, §5 ('Writer deadline is required'), §7 Orders and Assignment calls
 */
export function actionForm(kind: FormAction, order: Order, isClient: boolean): ActionFormSpec {
  const id = order.id;
  const assign = order.assign;
  switch (kind) {
    case 'submit_quote':
      return {
        title: order.amount ? 'Change Amount' : 'Submit Quote',
        submitLabel: 'Save',
        fields: [{ name: 'amount', label: 'Amount (USD)', type: 'number', required: true }],
        action: orderActionPaths.amount(id),
        method: 'post',
        schema: changeAmountRequest,
        initialValues: { amount: usd(order.amount) },
      };
    case 'edit_order':
      return {
        title: 'Edit Order',
        submitLabel: 'Save',
        fields: [
          { name: 'title', required: true },
          { name: 'instructions', type: 'textarea' },
          ...(order.deadline !== undefined ? [{ name: 'deadline', type: 'datetime' as const }] : []),
        ],
        action: orderActionPaths.edit(id),
        method: 'put',
        schema: editOrderRequest,
        initialValues: { title: order.title, instructions: order.instructions, deadline: order.deadline ?? null },
      };
    case 'mark_paid':
      return {
        title: 'Mark Paid',
        submitLabel: 'Mark Paid',
        fields: [
          { name: 'amount', label: 'Amount (USD)', type: 'number', required: true },
          { name: 'reference', required: true },
          { name: 'payment_method', label: 'Payment method', required: true },
        ],
        action: orderActionPaths.markPaid(id),
        method: 'post',
        schema: markPaidRequest,
        initialValues: { amount: usd(order.pending_amount) },
      };
    case 'assign_writer':
      return {
        title: 'Assign Writer',
        submitLabel: 'Assign',
        fields: [
          {
            name: 'writer_id',
            label: 'Writer',
            suggests: orderActionPaths.suggestWriters(id),
            multiple: false,
            required: true,
            helperText: 'Type a writer’s name or email',
          },
          {
            name: 'writer_amount',
            label: 'Writer amount (KSh)',
            type: 'number',
            required: true,
            // The client's price beside the writer's, each in its own currency, so neither is read as the other.
            helperText: order.amount
              ? `The client pays ${formatUsd(order.amount)} (USD); the writer is paid in KSh`
              : 'The writer is paid in KSh',
          },
          { name: 'deadline', label: 'Writer deadline', type: 'datetime', required: true },
        ],
        action: orderActionPaths.assign(id),
        method: 'post',
        schema: assignWriterRequest,
        initialValues: { deadline: order.deadline ?? null },
      };
    case 'request_revision':
      return {
        title: isClient ? 'Revise' : 'Request Revision',
        submitLabel: 'Request Revision',
        fields: [
          {
            name: 'instructions',
            label: 'What should be changed?',
            type: 'textarea',
            required: true,
            requiredMessage: 'Say what should be changed',
          },
        ],
        action: isClient || !assign ? orderActionPaths.revision(id) : orderActionPaths.assignmentRevision(assign.id),
        method: 'post',
        schema: requestRevisionRequest,
      };
    case 'change_writer_deadline':
      return {
        title: 'Change Writer Deadline',
        submitLabel: 'Save',
        fields: [{ name: 'deadline', label: 'Writer deadline', type: 'datetime', required: true }],
        action: orderActionPaths.assignmentDeadline(assign?.id),
        method: 'put',
        schema: changeDeadlineRequest,
        initialValues: { deadline: assign?.deadline ?? null },
      };
    case 'change_writer_amount':
      return {
        title: 'Change Writer Amount',
        submitLabel: 'Save',
        fields: [{ name: 'amount', label: 'Writer amount (KSh)', type: 'number', required: true }],
        action: orderActionPaths.assignmentAmount(assign?.id),
        method: 'put',
        schema: changeWriterAmountRequest,
        initialValues: { amount: assign?.amount ?? null },
      };
    case 'cancel_assignment':
      return {
        title: 'Cancel Assignment',
        submitLabel: 'Cancel Assignment',
        fields: [{ name: 'reason', label: 'Reason', type: 'textarea', required: true }],
        action: orderActionPaths.cancelAssignment(assign?.id),
        method: 'post',
        schema: cancelAssignRequest,
      };
  }
}
