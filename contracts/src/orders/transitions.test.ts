import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../permissions.js';
import type { OrderStatus } from '../statuses.js';
import {
  ORDER_ACTIONS,
  ORDER_TRANSITIONS,
  availableActions,
  canPerform,
  nextStatus,
  type OrderAction,
  type OrderActionContext,
} from './transitions.js';

const allKeys = ALL_PERMISSIONS;
const admin = (status: OrderStatus, extra: Partial<OrderActionContext> = {}): OrderActionContext => ({
  role: 'admin',
  permissions: allKeys,
  status,
  hasAssignment: true,
  amount: 100,
  paidAmount: 100,
  ...extra,
});
const client = (status: OrderStatus, extra: Partial<OrderActionContext> = {}): OrderActionContext => ({
  role: 'client',
  isOwner: true,
  status,
  hasAssignment: true,
  amount: 100,
  paidAmount: 100,
  ...extra,
});
const writer = (status: OrderStatus, extra: Partial<OrderActionContext> = {}): OrderActionContext => ({
  role: 'writer',
  isAssignedWriter: true,
  status,
  hasAssignment: true,
  ...extra,
});
const none = { hasAssignment: false };

describe('canPerform', () => {
  it.each<[string, OrderAction, OrderActionContext, true | 'status' | 'permission']>([
    // Assign Writer: pending_quote, in_progress, quoted, unassigned (and paid) without an assignment
    ['admin assigns on pending_quote', 'assign_writer', admin('pending_quote', none), true],
    ['admin assigns on quoted', 'assign_writer', admin('quoted', none), true],
    ['admin assigns on unassigned', 'assign_writer', admin('unassigned', none), true],
    ['admin assigns on paid', 'assign_writer', admin('paid', none), true],
    ['admin assigns on in_progress without a writer', 'assign_writer', admin('in_progress', none), true],
    ['admin cannot assign twice', 'assign_writer', admin('in_progress'), 'status'],
    ['admin cannot assign on completed', 'assign_writer', admin('completed', none), 'status'],
    [
      'admin without the key cannot assign',
      'assign_writer',
      admin('unassigned', { ...none, permissions: [] }),
      'permission',
    ],
    ['a writer cannot assign', 'assign_writer', writer('unassigned', none), 'permission'],
    // Deliver Now
    ['writer delivers in_progress', 'deliver', writer('in_progress'), true],
    ['writer delivers a revision', 'deliver', writer('revision'), true],
    ['writer cannot deliver under_review', 'deliver', writer('under_review'), 'status'],
    ['another writer cannot deliver', 'deliver', writer('in_progress', { isAssignedWriter: false }), 'permission'],
    ['admin completes in_progress', 'mark_completed', admin('in_progress'), true],
    ['admin completes under_review', 'mark_completed', admin('under_review'), true],
    ['admin cannot complete a revision', 'mark_completed', admin('revision'), 'status'],
    [
      'admin without mark_order_delivered',
      'mark_completed',
      admin('under_review', { permissions: ['orders.order.approve_order'] }),
      'permission',
    ],
    // Approve / revise on completed
    ['owning client approves completed', 'approve', client('completed'), true],
    ['other client cannot approve', 'approve', client('completed', { isOwner: false }), 'permission'],
    ['client cannot approve under_review', 'approve', client('under_review'), 'status'],
    [
      'admin with approve_order approves',
      'approve',
      admin('completed', { permissions: 'orders.order.approve_order' }),
      true,
    ],
    ['admin without approve_order', 'approve', admin('completed', { permissions: [] }), 'permission'],
    ['writer cannot approve', 'approve', writer('completed'), 'permission'],
    ['owning client revises completed', 'request_revision', client('completed'), true],
    ['client cannot revise in_progress', 'request_revision', client('in_progress'), 'status'],
    ['admin revises completed', 'request_revision', admin('completed'), true],
    ['admin revises under_review', 'request_revision', admin('under_review'), true],
    ['admin cannot revise in_progress', 'request_revision', admin('in_progress'), 'status'],
    [
      'admin revision checks the assignment status',
      'request_revision',
      admin('completed', { assignmentStatus: 'in_progress' }),
      'status',
    ],
    ['no revision without a writer', 'request_revision', admin('completed', none), 'status'],
    // Assignment edits
    ['deadline editable in_progress', 'change_writer_deadline', admin('in_progress'), true],
    ['deadline not editable under_review', 'change_writer_deadline', admin('under_review'), 'status'],
    ['deadline not editable in revision', 'change_writer_deadline', admin('revision'), 'status'],
    ['deadline needs an assignment', 'change_writer_deadline', admin('in_progress', none), 'status'],
    ['writer amount editable under_review', 'change_writer_amount', admin('under_review'), true],
    ['writer amount not editable once approved', 'change_writer_amount', admin('approved'), 'status'],
    ['cancel assignment in_progress', 'cancel_assignment', admin('in_progress'), true],
    ['cancel assignment needs the key', 'cancel_assignment', admin('in_progress', { permissions: [] }), 'permission'],
    // Money
    ['mark paid with a balance', 'mark_paid', admin('unpaid', { paidAmount: 0 }), true],
    ['mark paid partly paid', 'mark_paid', admin('in_progress', { paidAmount: 40 }), true],
    ['no mark paid when fully paid', 'mark_paid', admin('in_progress'), 'status'],
    ['no mark paid on a cancelled order', 'mark_paid', admin('cancelled', { paidAmount: 0 }), 'status'],
    ['client pays what is owed', 'get_payment_link', client('quoted', { paidAmount: 0 }), true],
    ['client cannot pay twice', 'get_payment_link', client('unassigned'), 'status'],
    ['admins never pay', 'get_payment_link', admin('quoted', { paidAmount: 0 }), 'permission'],
    ['writers never pay', 'pay', writer('in_progress', { amount: 10, paidAmount: 0 }), 'permission'],
    ['another client cannot pay', 'pay', client('unpaid', { isOwner: false, paidAmount: 0 }), 'permission'],
    ['admin quotes pending_quote', 'submit_quote', admin('pending_quote', { amount: 0, paidAmount: 0 }), true],
    ['no quote on an approved order', 'submit_quote', admin('approved'), 'status'],
    // Cancel and edit
    ['client cancels an unpaid order', 'cancel', client('unpaid', { paidAmount: 0 }), true],
    ['client cannot cancel a paid order', 'cancel', client('unassigned'), 'status'],
    ['admin cancels in_progress', 'cancel', admin('in_progress'), true],
    ['admin cannot cancel approved', 'cancel', admin('approved'), 'status'],
    ['admin edits completed', 'edit_order', admin('completed'), true],
    ['writers cannot edit', 'edit_order', writer('in_progress'), 'permission'],
    ['the owning client edits an order awaiting payment', 'edit_order', client('unpaid', { paidAmount: 0 }), true],
    ['the owning client cannot edit once work started', 'edit_order', client('in_progress'), 'status'],
    ['another client cannot edit', 'edit_order', client('quoted', { isOwner: false }), 'permission'],
    ['admin toggles file visibility', 'allow_client_file', admin('approved'), true],
    ['client cannot delete files', 'delete_file', client('approved'), 'permission'],
  ])('%s', (_name, action, ctx, expected) => {
    const r = canPerform(action, ctx);
    if (expected === true) expect(r).toEqual({ allowed: true });
    else expect(r).toMatchObject({ allowed: false, reason: expected });
  });

  it.each<[OrderAction, OrderActionContext, string]>([
    ['assign_writer', admin('completed', none), 'An order that is completed cannot be assigned a writer'],
    ['deliver', writer('approved'), 'An order that is approved cannot be delivered'],
    ['approve', client('pending_quote'), 'An order that is awaiting a quote cannot be approved'],
    [
      'change_writer_deadline',
      admin('completed', { assignmentStatus: 'under_review' }),
      "An order whose writer assignment is under review cannot have its writer's deadline changed",
    ],
    ['assign_writer', admin('in_progress'), 'This order already has a writer assigned'],
    ['mark_paid', admin('completed'), 'This order has nothing left to pay'],
    [
      'assign_writer',
      admin('unassigned', { ...none, permissions: [] }),
      'You do not have permission to assign a writer',
    ],
    [
      'get_payment_link',
      admin('quoted', { paidAmount: 0 }),
      'Only the client who placed this order can pay for this order',
    ],
    [
      'deliver',
      writer('in_progress', { isAssignedWriter: false }),
      'Only the writer assigned to this order can deliver this order',
    ],
    ['approve', writer('completed'), 'Only the client who placed this order and admins can approve this order'],
  ])('explains why %s is refused', (action, ctx, message) => {
    expect(canPerform(action, ctx)).toMatchObject({ allowed: false, message });
  });
});

describe('availableActions', () => {
  it.each<[string, OrderActionContext, OrderAction[]]>([
    ['the owning client of a completed, paid order', client('completed'), ['approve', 'request_revision']],
    [
      'the owning client of a quoted order',
      client('quoted', { hasAssignment: false, paidAmount: 0 }),
      ['edit_order', 'get_payment_link', 'pay', 'cancel'],
    ],
    ['the assigned writer in progress', writer('in_progress'), ['deliver']],
    ['the assigned writer under review', writer('under_review'), []],
    ['an admin without permissions', admin('in_progress', { permissions: [] }), []],
    [
      'an assign-only admin on an available order',
      admin('unassigned', { ...none, permissions: ['orders.order.assign_writer'] }),
      ['assign_writer'],
    ],
  ])('shows %s the right buttons', (_name, ctx, actions) => {
    expect(availableActions(ctx)).toEqual(actions);
  });

  it('offers a full admin Mark Paid only while something is owed', () => {
    expect(availableActions(admin('in_progress', { paidAmount: 50 }))).toContain('mark_paid');
    expect(availableActions(admin('in_progress'))).not.toContain('mark_paid');
  });
});

describe('nextStatus', () => {
  it.each<[OrderAction, OrderActionContext, OrderStatus | null]>([
    ['submit_quote', admin('pending_quote'), 'quoted'],
    ['submit_quote', admin('unpaid'), null],
    ['pay', client('quoted'), 'unassigned'],
    ['mark_paid', admin('unpaid'), 'unassigned'],
    ['mark_paid', admin('paid'), 'unassigned'],
    ['mark_paid', admin('in_progress'), null],
    ['assign_writer', admin('unassigned'), 'in_progress'],
    ['assign_writer', admin('in_progress'), null],
    ['deliver', writer('revision'), 'under_review'],
    ['mark_completed', admin('under_review'), 'completed'],
    ['approve', client('completed'), 'approved'],
    ['request_revision', client('completed'), 'revision'],
    ['cancel_assignment', admin('in_progress', { paidAmount: 10 }), 'unassigned'],
    ['cancel_assignment', admin('in_progress', { paidAmount: 0 }), 'unpaid'],
    ['cancel_assignment', admin('in_progress', { amount: 0, paidAmount: 0 }), 'pending_quote'],
    ['cancel', admin('unpaid'), 'cancelled'],
    ['change_writer_deadline', admin('in_progress'), null],
  ])('%s from %o', (action, ctx, to) => {
    expect(nextStatus(action, ctx)).toBe(to);
  });

  it('walks the whole lifecycle, each step allowed for its actor', () => {
    let amount = 0;
    let paid = 0;
    let hasAssignment = false;
    let status: OrderStatus = 'pending_quote';
    const step = (action: OrderAction, ctx: OrderActionContext) => {
      const full = { ...ctx, status, amount, paidAmount: paid, hasAssignment };
      expect(canPerform(action, full), action).toEqual({ allowed: true });
      status = nextStatus(action, full) ?? status;
    };
    step('submit_quote', admin(status));
    amount = 100;
    step('pay', client(status));
    paid = 100;
    step('assign_writer', admin(status));
    hasAssignment = true;
    step('deliver', writer(status));
    step('mark_completed', admin(status));
    step('request_revision', client(status));
    step('deliver', writer(status));
    step('mark_completed', admin(status));
    step('approve', client(status));
    expect(status).toBe('approved');
  });
});

describe('ORDER_TRANSITIONS', () => {
  it('names a registered permission key for every admin move', () => {
    for (const action of ORDER_ACTIONS) {
      const t = ORDER_TRANSITIONS[action];
      expect(t.actors.length, action).toBeGreaterThan(0);
      for (const a of t.actors) if (a.role === 'admin') expect(ALL_PERMISSIONS).toContain(a.permission);
    }
  });
});
