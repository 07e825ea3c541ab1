/**
 * `addOrder`: a client's order (or an admin's, for a client, with an order source), priced by the server
 * from the settings, with the files uploaded alongside it. A quote request starts `pending_quote`, a
 * priced order `unpaid`. An order placed through a pricing package's order link (`referrer` and
 * `package_id` in the query) counts against the `links` row of that referrer URL.
 * @see docs/product.md §7 addOrder, §3 Link
 */
import { eq } from 'drizzle-orm';
import { hasPermission } from '@scriptorium/contracts/core';
import { addOrderRequest, type AddOrderQuery, type AddOrderRequest, type Order } from '@scriptorium/contracts/orders';
import { files, order_order_services, order_sources, orders, users } from '../../db/schema/index.js';
import { fieldError, forbidden, parseOr422 } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { notify } from '../notifications/notify.js';
import { findOrCreateLink } from '../settings/links.js';
import { priceOrder } from './pricing.js';
import { adminsForTemplate, usd } from './recipients.js';
import { loadOrder } from './state.js';
import { discardUploads, readMultipart, type UploadPart } from './uploads.js';
import { orderView } from './view.js';
import type { ServiceDeps } from '../deps.js';

const HOUR_MS = 3_600_000;

/**
 * Takes the parsed query and the body: parsed JSON, or the parts of a multipart request (fields checked
 * here with `addOrderRequest`, `files` stored as they stream in). Creates the order and its files in one transaction,
 * notifies the client and the admins of `order_submitted`. Stored uploads are removed when anything
 * fails. Throws 403 for an admin without `orders.menu.view_orders`; 422 per field (see `priceOrder`,
 * `readMultipart`; `user_id` must be a client, `order_source_id` an order source).
 * @returns `{message: 'Order submitted', order}` (the order as the caller sees it)
 */
export async function addOrder(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'storage' | 'mail' | 'publish'>,
  actor: Actor,
  query: AddOrderQuery,
  input: AddOrderRequest | AsyncIterable<UploadPart>,
): Promise<{ message: string; order: Order }> {
  if (actor.role === 'admin' && !hasPermission(actor.permissions, 'orders.menu.view_orders')) throw forbidden();
  const multipart = Symbol.asyncIterator in input ? await readMultipart(deps, input, 'files') : null;
  const uploads = multipart?.files ?? [];
  const afterCommit: (() => void)[] = [];
  let orderId: number;
  try {
    orderId = await deps.db.transaction(async (tx) => {
      const body = multipart ? parseOr422(addOrderRequest, multipart.fields) : (input as AddOrderRequest);
      let clientId = actor.id;
      let sourceId: number | null = null;
      if (actor.role === 'admin') {
        if (body.user_id) {
          const [client] = await tx
            .select({ id: users.id, role: users.role })
            .from(users)
            .where(eq(users.id, body.user_id));
          if (!client || client.role !== 'client') throw fieldError('user_id', 'Choose the client from the list');
          clientId = client.id;
        }
        if (body.order_source_id) {
          const [source] = await tx
            .select({ id: order_sources.id })
            .from(order_sources)
            .where(eq(order_sources.id, body.order_source_id));
          if (!source) throw fieldError('order_source_id', 'Choose the order source from the list');
          sourceId = source.id;
        }
      }
      const price = await priceOrder(tx, { ...body, package_id: query.package_id ?? null });
      const deadline = price.deadline ?? null;
      if (!deadline) throw fieldError('deadline_id', 'Choose a deadline');
      const link = query.referrer && query.package_id ? await findOrCreateLink(tx, query.referrer) : null;
      const [client] = await tx.select({ website_id: users.website_id }).from(users).where(eq(users.id, clientId));
      const [order] = await tx
        .insert(orders)
        .values({
          user_id: clientId,
          title: body.title,
          instructions: body.instructions ?? null,
          status: price.quote ? 'pending_quote' : 'unpaid',
          amount: price.amount,
          deadline: new Date(Date.now() + deadline.hours * HOUR_MS),
          deadline_id: deadline.id,
          service_type_id: price.serviceType.id,
          order_source_id: sourceId,
          link_id: link?.id ?? null,
          package_id: price.servicePackage?.id ?? null,
          website_id: client?.website_id ?? null,
          referrer: query.referrer ?? null,
        })
        .returning({ id: orders.id });
      if (price.services.length) {
        await tx
          .insert(order_order_services)
          .values(price.services.map((s) => ({ order_id: order.id, order_service_id: s.id, amount: s.amount })));
      }
      if (uploads.length) {
        await tx.insert(files).values(
          uploads.map((f) => ({
            order_id: order.id,
            user_id: actor.id,
            name: f.name,
            path: f.key,
            ext: f.ext,
            size: f.size,
            mime: f.mime,
            allow_client: true,
          })),
        );
      }
      const priced = price.quote ? 'a quote request' : `priced ${usd(price.amount)}`;
      await audit(tx, actor, 'order_created', `${actor.name} placed order #${order.id} "${body.title}" (${priced})`);
      const recipients = [clientId, ...(await adminsForTemplate(tx, 'order_submitted'))].filter(
        (id) => id !== actor.id || actor.role === 'client',
      );
      afterCommit.push(
        await notify(deps, tx, {
          userIds: recipients,
          slug: 'order_submitted',
          vars: { order_id: order.id, title: body.title },
        }),
      );
      return order.id;
    });
  } catch (err) {
    await discardUploads(deps, uploads);
    throw err;
  }
  for (const publish of afterCommit) publish();
  return { message: 'Order submitted', order: await orderView(deps.db, await loadOrder(deps.db, actor, orderId)) };
}
