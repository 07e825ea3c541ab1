/**
 * Driving an order through its lifecycle over the API, for specs whose subject comes after it (a
 * writer's earnings, withdrawals): the client orders, the admin marks it paid and assigns the writer,
 * the writer uploads and delivers, the admin completes and the client approves — which credits the
 * writer's ledger with the assignment amount (KSh).
 */
import type { APIRequestContext } from '@playwright/test';
import { addUser, apiLogin, call, settingNamed, unique, type ApiSession } from './api.js';

/** A small but real PDF (the API checks uploads by content). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface OrderBody {
  order: { id: number; status: string; amount: number };
}

/** Who takes part in the order. */
export interface OrderCast {
  admin: ApiSession;
  client: ApiSession;
  writer: ApiSession;
}

/**
 * Places an Essay Writing order for `cast.client` and takes it to `approved` with `cast.writer`
 * earning `writerAmount` KSh. Returns the order id. Each step fails with the server's answer.
 */
export async function approvedOrder(
  request: APIRequestContext,
  cast: OrderCast,
  writerAmount: number,
): Promise<number> {
  const { admin, client, writer } = cast;
  const essay = await settingNamed(request, admin, 'service_types', 'Essay Writing');
  const week = await settingNamed(request, admin, 'deadlines', '7 days');
  const placed = await call<OrderBody>(request, client, 'POST', '/api/orders', {
    data: {
      service_type_id: essay.id,
      title: `Earnings essay ${unique()}`,
      instructions: 'Two pages.',
      deadline_id: week.id,
    },
  });
  const id = placed.order.id;
  await call(request, admin, 'POST', `/api/orders/${id}/mark-paid`, {
    data: { amount: placed.order.amount, reference: `E2E-PAY-${unique()}`, payment_method: 'bank_transfer' },
  });
  await call(request, admin, 'POST', `/api/orders/${id}/assign`, {
    data: {
      writer_id: writer.user.id,
      writer_amount: writerAmount,
      deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  await call(request, writer, 'POST', `/api/orders/${id}/files`, {
    multipart: { file: { name: 'final.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  await call(request, writer, 'POST', `/api/orders/${id}/deliver`, { data: { confirmed: true } });
  await call(request, admin, 'POST', `/api/orders/${id}/complete`, { data: { confirmed: true } });
  const approved = await call<OrderBody>(request, client, 'POST', `/api/orders/${id}/approve`, {
    data: { rating: 5, comments: 'Well done' },
  });
  if (approved.order.status !== 'approved') throw new Error(`Order #${id} is ${approved.order.status}, not approved`);
  return id;
}

/**
 * A new writer named `name` (with a unique suffix) who earned `earned` KSh on an approved order of the
 * demo client and saved an M-Pesa account with `mpesaNumber` (as a Kenyan types it), for specs about
 * withdrawals. Returns the admin's and the writer's sessions and the writer's name.
 */
export async function writerWithEarnings(
  request: APIRequestContext,
  name: string,
  earned: number,
  mpesaNumber = '0712345678',
) {
  const admin = await apiLogin(request, 'admin@example.com');
  const client = await apiLogin(request, 'client@example.com');
  const person = await addUser(request, admin, 'writer', `${name} ${unique()}`);
  const writer = await apiLogin(request, person.email, person.password);
  await approvedOrder(request, { admin, client, writer }, earned);
  const methods = await call<{ id: number; name: string }[]>(request, writer, 'GET', '/api/payments/methods?all=1');
  const mpesa = methods.find((m) => m.name === 'M-Pesa')!;
  await call(request, writer, 'POST', '/api/writer/payment-accounts', {
    data: { payment_method_id: mpesa.id, account_number: mpesaNumber, account_name: person.name },
  });
  return { admin, writer, name: person.name };
}
