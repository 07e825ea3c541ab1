import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notification_messages, outbox } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
let client: string;
let deadlinesOnly: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  client = await t.login('client@example.com');
  deadlinesOnly = (await adminWith(t, ['settings.deadlines'], 'nm-deadlines@example.com')).token;
});
afterAll(() => t.close());

const template = {
  slug: 'order_reminder',
  subject: 'Reminder about order #{order_id}',
  mail: 'Hello {name}, order #{order_id} "{title}" is waiting for you.',
  sms: 'Order #{order_id} is waiting',
  action_url: '/orders/order/{order_id}',
  action_label: 'Open order',
  permission: 'orders.menu.view_orders',
};

describe('notification messages', () => {
  it('creates and edits a template with "Notification saved", and the mailer sends the edited text', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/settings/notification_messages',
      payload: template,
      token: admin,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Notification saved', data: template });
    const id = created.json().data.id as number;
    const edited = await t.request({
      method: 'PUT',
      url: `/api/settings/notification_messages/${id}`,
      payload: { ...template, subject: 'Order #{order_id} needs you' },
      token: admin,
    });
    expect(edited.json()).toMatchObject({
      message: 'Notification saved',
      data: { subject: 'Order #{order_id} needs you' },
    });
    const outboxId = await t.app.mailer.send({
      to: 'x@example.com',
      slug: 'order_reminder',
      vars: { name: 'Ann', order_id: 9, title: 'T' },
    });
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(mail.subject).toBe('Order #9 needs you');
    expect(mail.body).toContain('Hello Ann, order #9 "T" is waiting for you.');
  });

  it('answers 422 per field: a taken slug, a malformed slug, an unknown permission, a missing subject', async () => {
    const taken = await t.request({
      method: 'POST',
      url: '/api/settings/notification_messages',
      payload: { ...template, slug: 'order_paid' },
      token: admin,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
    const bad = await t.request({
      method: 'POST',
      url: '/api/settings/notification_messages',
      payload: { ...template, slug: 'Bad Slug', permission: 'nope', subject: '' },
      token: admin,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['permission', 'slug', 'subject']);
  });

  it('keeps the slugs the product sends: renaming is a 422 and deleting a 409', async () => {
    const [paid] = await t.app.db
      .select()
      .from(notification_messages)
      .where(eq(notification_messages.slug, 'order_paid'));
    const rename = await t.request({
      method: 'PUT',
      url: `/api/settings/notification_messages/${paid.id}`,
      payload: { ...template, slug: 'paid' },
      token: admin,
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.slug[0]).toMatch(/cannot be changed/);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/settings/notification_messages/${paid.id}`,
      token: admin,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('order_paid');
    const editText = await t.request({
      method: 'PUT',
      url: `/api/settings/notification_messages/${paid.id}`,
      payload: { ...template, slug: 'order_paid', subject: 'Paid: #{order_id}' },
      token: admin,
    });
    expect(editText.statusCode).toBe(200);
  });

  it('deletes a template of its own making', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/settings/notification_messages',
      payload: { ...template, slug: 'temp_note' },
      token: admin,
    });
    const res = await t.request({
      method: 'DELETE',
      url: `/api/settings/notification_messages/${created.json().data.id}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.app.db.select().from(notification_messages).where(eq(notification_messages.slug, 'temp_note')),
    ).toHaveLength(0);
  });

  it('previews a template with sample values, the caller’s vars winning', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/settings/notification_messages/preview',
      payload: { ...template, vars: { title: 'My essay' } },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.subject).toBe('Reminder about order #1024');
    expect(body.mail).toBe('Hello Ada Admin, order #1024 "My essay" is waiting for you.');
    expect(body.sms).toBe('Order #1024 is waiting');
    expect(body.action_url).toMatch(/^https?:\/\/.+\/orders\/order\/1024$/);
    expect(body.body).toContain(`Open order: ${body.action_url}`);
  });

  it('previews writer money in KSh (withdrawals, assignments) and client prices in dollars, in one format', async () => {
    const preview = async (slug: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/settings/notification_messages/preview',
          payload: { slug, subject: 'Withdrawal of {amount}', mail: '{amount}' },
          token: admin,
        })
      ).json();
    for (const slug of ['withdrawal_requested', 'withdrawal_approved', 'withdrawal_rejected', 'writer_assigned']) {
      expect((await preview(slug)).subject, slug).toBe('Withdrawal of KSh 4,115.00');
    }
    expect((await preview('order_paid')).mail).toBe('$45.00');
  });

  it('allows the preview only to holders of settings.notification_messages', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/settings/notification_messages/preview', payload: template }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/settings/notification_messages/preview',
          payload: template,
          token: client,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/settings/notification_messages/preview',
          payload: template,
          token: deadlinesOnly,
        })
      ).statusCode,
    ).toBe(403);
    const badVars = await t.request({
      method: 'POST',
      url: '/api/settings/notification_messages/preview',
      payload: { ...template, vars: 'x' },
      token: admin,
    });
    expect(badVars.statusCode).toBe(422);
    expect(badVars.json().errors.vars).toBeDefined();
  });
});
