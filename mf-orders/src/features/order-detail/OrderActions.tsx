import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@scriptorium/contracts/core';
import { ORDER_TRANSITIONS, type Order, type OrderAction } from '@scriptorium/contracts/orders';
import { useT } from '@scriptorium/shared-kit/core';
import { ActionButton } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { confirmCompletedPath } from '../../lib/viewer.js';
import type { FormAction } from './actionForms.js';
import { orderActionPaths } from './api.js';

/** Actions of the order's action bar (assignment changes live on the Assigned Writer tab, file ones on Files). */
const BAR_ACTIONS: readonly OrderAction[] = [
  'submit_quote',
  'edit_order',
  'get_payment_link',
  'mark_paid',
  'assign_writer',
  'deliver',
  'mark_completed',
  'approve',
  'request_revision',
  'cancel',
];

/** Props of {@link OrderActions}. */
export interface OrderActionsProps {
  order: Order;
  role: Role;
  /** Opens an action's form. */
  onForm: (kind: FormAction) => void;
  onPay: () => void;
  /** After a direct action (approve by an admin, cancel) succeeded. */
  onDone: () => void;
}

/** The catalogue id of each action's button (English: the lifecycle table's labels, ORDER_TRANSITIONS). */
const ACTION_LABELS = {
  submit_quote: 'orders.action.submit_quote',
  edit_order: 'orders.action.edit_order',
  get_payment_link: 'orders.action.get_payment_link',
  pay: 'orders.action.pay',
  mark_paid: 'orders.action.mark_paid',
  assign_writer: 'orders.action.assign_writer',
  deliver: 'orders.action.deliver',
  mark_completed: 'orders.action.deliver',
  approve: 'orders.action.approve',
  request_revision: 'orders.action.request_revision',
  change_writer_deadline: 'orders.action.change_writer_deadline',
  change_writer_amount: 'orders.action.change_writer_amount',
  cancel_assignment: 'orders.action.cancel_assignment',
  cancel: 'orders.action.cancel',
  allow_client_file: 'orders.action.allow_client_file',
  delete_file: 'orders.action.delete_file',
} as const;

/**
 * Button text of an action for this viewer (the spec's words), in the current language through `t`
 * (`useT(catalog)`); an action the catalogue does not know reads as the lifecycle table's label.
 * @see docs/product.md §4 Orders
 */
export function actionLabel(action: OrderAction, order: Order, role: Role, t: (typeof catalog)['t']): string {
  if (action === 'submit_quote') return t(order.amount ? 'orders.action.changeAmount' : 'orders.action.submit_quote');
  if (action === 'approve' && role === 'client') return t('orders.action.approveAndRate');
  if (action === 'request_revision' && role === 'client') return t('orders.action.revise');
  return Object.hasOwn(ACTION_LABELS, action)
    ? t(ACTION_LABELS[action as keyof typeof ACTION_LABELS])
    : ORDER_TRANSITIONS[action].label;
}

/**
 * The buttons of an order: exactly the viewer's `order.actions` (the lifecycle table, evaluated by the API
 * for this viewer), so a button shows only when the server would accept it. Deliver Now leads to the
 * confirm-completed screen; the client's Approve & Rate to the approve screen.
 * @see docs/product.md §4 Orders, §6; contracts/src/orders/transitions.ts
 */
export function OrderActions({ order, role, onForm, onPay, onDone }: OrderActionsProps) {
  const t = useT(catalog);
  const navigate = useNavigate();
  const shown = BAR_ACTIONS.filter((a) => order.actions?.includes(a));
  if (!shown.length) return null;
  const button = (action: OrderAction) => {
    const label = actionLabel(action, order, role, t);
    switch (action) {
      case 'get_payment_link':
        return (
          <Button key={action} type="primary" onClick={onPay}>
            {label}
          </Button>
        );
      case 'deliver':
      case 'mark_completed':
        return (
          <Button key={action} type="primary" onClick={() => navigate(confirmCompletedPath(role, order.id))}>
            {label}
          </Button>
        );
      case 'approve':
        return role === 'client' ? (
          <Button key={action} type="primary" onClick={() => navigate(`/orders/approve?orderId=${order.id}`)}>
            {label}
          </Button>
        ) : (
          <ActionButton
            key={action}
            type="primary"
            confirm={{ content: t('orders.action.confirmApprove', { id: order.id, title: order.title }) }}
            action={orderActionPaths.approve(order.id)}
            payload={{}}
            onSuccess={onDone}
          >
            {label}
          </ActionButton>
        );
      case 'cancel':
        // Names what is cancelled; 'Are you sure?' and 'Yes, Proceed!' stay (docs/product.md §8).
        return (
          <ActionButton
            key={action}
            danger
            confirm={{ content: t('orders.action.confirmCancel', { id: order.id, title: order.title }) }}
            action={orderActionPaths.cancel(order.id)}
            payload={{}}
            onSuccess={onDone}
          >
            {label}
          </ActionButton>
        );
      default:
        return (
          <Button key={action} onClick={() => onForm(action as FormAction)}>
            {label}
          </Button>
        );
    }
  };
  return (
    <Space wrap data-testid="order-actions">
      {shown.map(button)}
    </Space>
  );
}
