/**
 * Orders in a chosen state, written straight to the database (with a writer's assignment, a file and a
 * message when asked), so each test starts from exactly the state it needs.
 */
import type { OrderStatus } from '@scriptorium/contracts/core';
import { assignments, files, messages, orders } from '../../../../src/db/schema/index.js';
import type { AssignmentStatus } from '../../../../src/db/schema/orders.js';
import type { Cast } from './cast.js';
import { PDF } from '../../../helpers/fixtures.js';

export interface Fixture {
  orderId: number;
  assignmentId: number;
  fileId: number;
  messageId: number;
}

export interface FixtureOptions {
  /** USD minor units; default 10 000 ($100). */
  amount?: number;
  /** USD minor units paid; default 0. */
  paid?: number;
  /** Give it a live assignment of the demo writer (default: when the status implies one). */
  writer?: boolean;
  /** Owner; default the demo client. */
  userId?: number;
}

const WITH_WRITER: OrderStatus[] = ['in_progress', 'under_review', 'revision', 'completed', 'approved'];

/** Creates an order in `status` with a file uploaded by the writer (visible to the client) and a client message. */
export async function makeOrder(c: Cast, status: OrderStatus, opts: FixtureOptions = {}): Promise<Fixture> {
  const db = c.t.app.db;
  const amount = opts.amount ?? (status === 'pending_quote' ? 0 : 10_000);
  const [order] = await db
    .insert(orders)
    .values({
      user_id: opts.userId ?? c.id.client,
      title: `Fixture ${status}`,
      instructions: 'Fixture instructions',
      status,
      amount,
      paid_amount: opts.paid ?? 0,
      service_type_id: c.settings.essay,
      deadline_id: c.settings.sevenDays,
      deadline: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: orders.id });
  let assignmentId = 0;
  if (opts.writer ?? WITH_WRITER.includes(status)) {
    const [a] = await db
      .insert(assignments)
      .values({
        order_id: order.id,
        user_id: c.id.writer,
        amount: 100_000,
        deadline: new Date(Date.now() + 3 * 86_400_000),
        status: (WITH_WRITER.includes(status) ? status : 'in_progress') as AssignmentStatus,
      })
      .returning({ id: assignments.id });
    assignmentId = a.id;
  }
  const stored = await c.t.app.storage.put(PDF, 'pdf');
  const [file] = await db
    .insert(files)
    .values({
      order_id: order.id,
      user_id: c.id.writer,
      name: 'draft.pdf',
      path: stored.key,
      ext: 'pdf',
      size: stored.size,
      mime: 'application/pdf',
      allow_client: true,
    })
    .returning({ id: files.id });
  const [message] = await db
    .insert(messages)
    .values({ order_id: order.id, user_id: c.id.client, message: 'Hello team', target: 'admin' })
    .returning({ id: messages.id });
  return { orderId: order.id, assignmentId, fileId: file.id, messageId: message.id };
}
