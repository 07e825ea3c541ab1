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
import type { catalog } from '../../i18n/catalog.js';
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
export function actionForm(
  kind: FormAction,
  order: Order,
  isClient: boolean,
  t: (typeof catalog)['t'],
): ActionFormSpec {
  const id = order.id;
  const assign = order.assign;
  switch (kind) {
    case 'submit_quote':
      return {
        title: t(order.amount ? 'orders.action.changeAmount' : 'orders.action.submit_quote'),
        submitLabel: t('orders.actionForm.save'),
        fields: [{ name: 'amount', label: t('orders.actionForm.amountUsd'), type: 'number', required: true }],
        action: orderActionPaths.amount(id),
        method: 'post',
        schema: changeAmountRequest,
        initialValues: { amount: usd(order.amount) },
      };
    case 'edit_order':
      return {
        title: t('orders.action.edit_order'),
        submitLabel: t('orders.actionForm.save'),
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
        title: t('orders.action.mark_paid'),
        submitLabel: t('orders.action.mark_paid'),
        fields: [
          { name: 'amount', label: t('orders.actionForm.amountUsd'), type: 'number', required: true },
          { name: 'reference', required: true },
          { name: 'payment_method', label: t('orders.actionForm.paymentMethod'), required: true },
        ],
        action: orderActionPaths.markPaid(id),
        method: 'post',
        schema: markPaidRequest,
        initialValues: { amount: usd(order.pending_amount) },
      };
    case 'assign_writer':
      return {
        title: t('orders.action.assign_writer'),
        submitLabel: t('orders.actionForm.assign'),
        fields: [
          {
            name: 'writer_id',
            label: t('orders.actionForm.writer'),
            suggests: orderActionPaths.suggestWriters(id),
            multiple: false,
            required: true,
            helperText: t('orders.actionForm.writerHelp'),
          },
          {
            name: 'writer_amount',
            label: t('orders.actionForm.writerAmount'),
            type: 'number',
            required: true,
            // The client's price beside the writer's, each in its own currency, so neither is read as the other.
            helperText: order.amount
              ? t('orders.actionForm.clientPays', { amount: formatUsd(order.amount) })
              : t('orders.actionForm.writerPaidKsh'),
          },
          { name: 'deadline', label: t('orders.actionForm.writerDeadline'), type: 'datetime', required: true },
        ],
        action: orderActionPaths.assign(id),
        method: 'post',
        schema: assignWriterRequest,
        initialValues: { deadline: order.deadline ?? null },
      };
    case 'request_revision':
      return {
        title: t(isClient ? 'orders.action.revise' : 'orders.action.request_revision'),
        submitLabel: t('orders.action.request_revision'),
        fields: [
          {
            name: 'instructions',
            label: t('orders.actionForm.whatToChange'),
            type: 'textarea',
            required: true,
            requiredMessage: t('orders.actionForm.sayWhatToChange'),
          },
        ],
        action: isClient || !assign ? orderActionPaths.revision(id) : orderActionPaths.assignmentRevision(assign.id),
        method: 'post',
        schema: requestRevisionRequest,
      };
    case 'change_writer_deadline':
      return {
        title: t('orders.actionForm.changeWriterDeadline'),
        submitLabel: t('orders.actionForm.save'),
        fields: [{ name: 'deadline', label: t('orders.actionForm.writerDeadline'), type: 'datetime', required: true }],
        action: orderActionPaths.assignmentDeadline(assign?.id),
        method: 'put',
        schema: changeDeadlineRequest,
        initialValues: { deadline: assign?.deadline ?? null },
      };
    case 'change_writer_amount':
      return {
        title: t('orders.action.change_writer_amount'),
        submitLabel: t('orders.actionForm.save'),
        fields: [{ name: 'amount', label: t('orders.actionForm.writerAmount'), type: 'number', required: true }],
        action: orderActionPaths.assignmentAmount(assign?.id),
        method: 'put',
        schema: changeWriterAmountRequest,
        initialValues: { amount: assign?.amount ?? null },
      };
    case 'cancel_assignment':
      return {
        title: t('orders.action.cancel_assignment'),
        submitLabel: t('orders.action.cancel_assignment'),
        fields: [{ name: 'reason', label: t('orders.actionForm.reason'), type: 'textarea', required: true }],
        action: orderActionPaths.cancelAssignment(assign?.id),
        method: 'post',
        schema: cancelAssignRequest,
      };
  }
}
