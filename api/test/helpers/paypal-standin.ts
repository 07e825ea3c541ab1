/**
 * A local stand-in of the PayPal REST endpoints Scriptorium calls, as PayPal documents them:
 * `POST /v1/oauth2/token` (client credentials, Basic auth), Orders v2 `POST /v2/checkout/orders`,
 * `GET /v2/checkout/orders/{id}`, `POST …/{id}/capture` (422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED),
 * `POST /v2/payments/captures/{id}/refund`, `POST /v1/notifications/verify-webhook-signature`, and the
 * reporting API's `GET /v1/reporting/transactions` over the captures and refunds made (for reconciliation).
 * PayPal signs deliveries with its certificate over `transmission_id|time|webhook_id|crc32(body)`; the
 * stand-in signs the same string with an HMAC only it knows, so only `signedHeaders()` verify, and, as
 * PayPal does, checks it against the CRC32 of `webhook_event` as the verify request spells it (a body
 * parsed and serialised again, `1.0` become `1`, fails).
 * Creating an order honours `PayPal-Request-Id` (the same id answers the same order). `fault()` makes
 * chosen endpoints slow, silent or failing (a provider that is slow or down).
 * @see https://developer.paypal.com/docs/api/orders/v2/, /payments/v2/, /webhooks/v1/
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

interface Order {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  value: string;
  custom_id: string;
  capture: { id: string; refunded: number; at?: number; refunds?: { id: string; amount: number; at: number }[] } | null;
}

export interface PaypalStandin {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, Order>;
  requests: { method: string; path: string; body: unknown }[];
  /** The buyer approves order `id` at PayPal. */
  approve(id: string): void;
  /** Headers PayPal would send with `body` (valid unless `forge`). */
  signedHeaders(body: string, forge?: boolean): Record<string, string>;
  /** The order as PayPal answers it. */
  view(id: string): unknown;
  /**
   * The transactions PayPal's reporting API would list (oldest first), from the captures and refunds made:
   * a `T0006` payment per capture (its id the capture's), a `T1107` refund (amount negative,
   * `paypal_reference_id` the capture) per refund. `GET /v1/reporting/transactions` serves them
   * (`start_date`/`end_date` at most 31 days apart, `page`, `page_size`).
   */
  transactions(): PaypalStandinTransaction[];
  /**
   * Makes requests whose `"METHOD /path"` is `route` (or matches it) misbehave, until called again with
   * null: answer after `delayMs`, never answer (`hang`), or answer `status` (e.g. 500, 503).
   */
  fault(route: string | RegExp, fault: { delayMs?: number; hang?: boolean; status?: number } | null): void;
  close(): Promise<void>;
}

/** One `transaction_details[]` entry of PayPal's reporting API, as much as reconciliation reads. */
export interface PaypalStandinTransaction {
  transaction_info: {
    transaction_id: string;
    paypal_reference_id?: string;
    transaction_event_code: string;
    transaction_initiation_date: string;
    transaction_amount: { currency_code: string; value: string };
    transaction_status: string;
    custom_field?: string;
  };
}

const pid = () => randomBytes(8).toString('hex').toUpperCase();

/**
 * The exact text of the value of top-level member `name` of the JSON object `json` (as sent, spacing and
 * number spelling kept), or null when absent.
 */
export function rawMember(json: string, name: string): string | null {
  let depth = 0;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i];
    if (ch === '"') {
      let end = i + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      const key = json.slice(i, end + 1);
      let next = end + 1;
      while (/\s/.test(json[next] ?? '')) next++;
      if (depth === 1 && json[next] === ':' && JSON.parse(key) === name) {
        let start = next + 1;
        while (/\s/.test(json[start])) start++;
        return json.slice(start, valueEnd(json, start));
      }
      i = end;
    } else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
  }
  return null;
}

/** Index just past the JSON value starting at `start`. */
function valueEnd(json: string, start: number): number {
  let depth = 0;
  for (let i = start; i < json.length; i++) {
    const ch = json[i];
    if (ch === '"') {
      i++;
      while (json[i] !== '"') i += json[i] === '\\' ? 2 : 1;
      if (depth === 0) return i + 1;
    } else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      if (depth === 0) return i;
      if (--depth === 0) return i + 1;
    } else if (depth === 0 && (ch === ',' || /\s/.test(ch))) return i;
  }
  return json.length;
}

export async function startPaypalStandin(port = 0): Promise<PaypalStandin> {
  const key = randomBytes(16);
  const token = `A21AA${randomBytes(8).toString('hex')}`;
  const sig = (id: string, time: string, webhookId: string, body: string) =>
    createHmac('sha256', key)
      .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
      .digest('base64');
  const faults: { route: string | RegExp; fault: { delayMs?: number; hang?: boolean; status?: number } }[] = [];
  /** `PayPal-Request-Id` → the order it created. */
  const created = new Map<string, string>();
  /** Runs `handle` unless a fault says otherwise (late, never, or an error status). */
  const afterFault = (req: http.IncomingMessage, res: http.ServerResponse, handle: () => void) => {
    const route = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`;
    const fault = faults.find((f) => (typeof f.route === 'string' ? f.route === route : f.route.test(route)))?.fault;
    if (fault?.hang) return;
    const go = () =>
      fault?.status
        ? json(res, fault.status, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' })
        : handle();
    if (fault?.delayMs) setTimeout(go, fault.delayMs);
    else go();
  };
  const state = {
    url: '',
    clientId: 'standin-client',
    clientSecret: 'standin-secret',
    webhookId: `WH-${pid()}`,
    orders: new Map<string, Order>(),
    requests: [] as PaypalStandin['requests'],
    fault(route: string | RegExp, fault: { delayMs?: number; hang?: boolean; status?: number } | null) {
      const others = faults.filter((f) => String(f.route) !== String(route));
      faults.splice(0, faults.length, ...others, ...(fault ? [{ route, fault }] : []));
    },
    approve(id: string) {
      const o = state.orders.get(id);
      if (o && o.status === 'PAYER_ACTION_REQUIRED') o.status = 'APPROVED';
    },
    signedHeaders(body: string, forge = false): Record<string, string> {
      const id = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      return {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${state.url}/v1/notifications/certs/CERT-standin`,
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': forge
          ? Buffer.from('forged').toString('base64')
          : sig(id, time, state.webhookId, body),
      };
    },
    transactions(): PaypalStandinTransaction[] {
      const out: PaypalStandinTransaction[] = [];
      const time = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
      for (const o of state.orders.values()) {
        if (!o.capture) continue;
        const at = o.capture.at ?? Date.now();
        out.push({
          transaction_info: {
            transaction_id: o.capture.id,
            transaction_event_code: 'T0006',
            transaction_initiation_date: time(at),
            transaction_amount: { currency_code: 'USD', value: o.value },
            transaction_status: 'S',
            custom_field: o.custom_id,
          },
        });
        for (const r of o.capture.refunds ?? []) {
          out.push({
            transaction_info: {
              transaction_id: r.id,
              paypal_reference_id: o.capture.id,
              transaction_event_code: 'T1107',
              transaction_initiation_date: time(r.at),
              transaction_amount: { currency_code: 'USD', value: (-r.amount / 100).toFixed(2) },
              transaction_status: 'S',
            },
          });
        }
      }
      return out.sort((a, b) =>
        a.transaction_info.transaction_initiation_date.localeCompare(b.transaction_info.transaction_initiation_date),
      );
    },
    view(id: string) {
      const o = state.orders.get(id)!;
      return {
        id: o.id,
        status: o.status,
        links: [{ rel: 'payer-action', href: `${state.url}/checkoutnow?token=${o.id}`, method: 'GET' }],
        purchase_units: [{ custom_id: o.custom_id, payments: o.capture ? { captures: [captureView(o)] } : undefined }],
      };
    },
  };
  const captureView = (o: Order) => ({
    id: o.capture!.id,
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value: o.value },
    custom_id: o.custom_id,
    supplementary_data: { related_ids: { order_id: o.id } },
  });
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const unprocessable = (res: http.ServerResponse, issue: string) =>
    json(res, 422, {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue }],
      message: 'The requested action could not be performed.',
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () =>
      afterFault(req, res, () => {
        const url = new URL(req.url ?? '/', 'http://x');
        let body: unknown = raw;
        try {
          body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
        } catch {
          /* kept as text */
        }
        state.requests.push({ method: req.method ?? '', path: url.pathname, body });
        if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
          const basic = `Basic ${Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64')}`;
          if (req.headers.authorization !== basic || raw !== 'grant_type=client_credentials')
            return json(res, 401, { error: 'invalid_client' });
          return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
        }
        if (req.headers.authorization !== `Bearer ${token}`) return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });
        const b = body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
        if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
          if (b.intent !== 'CAPTURE') return json(res, 400, { name: 'INVALID_REQUEST' });
          const requestId = req.headers['paypal-request-id'] as string | undefined;
          if (requestId && created.has(requestId)) return json(res, 200, state.view(created.get(requestId)!));
          const unit = b.purchase_units[0];
          const o: Order = {
            id: pid(),
            status: 'PAYER_ACTION_REQUIRED',
            value: unit.amount.value,
            custom_id: unit.custom_id,
            capture: null,
          };
          state.orders.set(o.id, o);
          if (requestId) created.set(requestId, o.id);
          return json(res, 200, state.view(o.id));
        }
        if (req.method === 'GET' && url.pathname === '/v1/reporting/transactions') {
          const [start, end] = ['start_date', 'end_date'].map((k) => Date.parse(url.searchParams.get(k) ?? ''));
          if (Number.isNaN(start) || Number.isNaN(end) || end < start)
            return json(res, 400, { name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_DATE_RANGE' }] });
          if (end - start > 31 * 86_400_000)
            return json(res, 400, { name: 'INVALID_REQUEST', message: 'Date range is greater than 31 days' });
          const size = Math.min(500, Number(url.searchParams.get('page_size') ?? 100));
          const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
          const all = state.transactions().filter((t) => {
            const at = Date.parse(t.transaction_info.transaction_initiation_date);
            return at >= start && at <= end;
          });
          return json(res, 200, {
            transaction_details: all.slice((page - 1) * size, page * size),
            page,
            total_items: all.length,
            total_pages: Math.max(1, Math.ceil(all.length / size)),
          });
        }
        const order = url.pathname.match(/^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/);
        if (order) {
          const o = state.orders.get(order[1]);
          if (!o) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
          if (req.method === 'GET') return json(res, 200, state.view(o.id));
          if (o.status === 'COMPLETED') return unprocessable(res, 'ORDER_ALREADY_CAPTURED');
          if (o.status !== 'APPROVED') return unprocessable(res, 'ORDER_NOT_APPROVED');
          o.status = 'COMPLETED';
          o.capture = { id: pid(), refunded: 0, at: Date.now() };
          return json(res, 201, state.view(o.id));
        }
        const refund = url.pathname.match(/^\/v2\/payments\/captures\/(\w+)\/refund$/);
        if (refund && req.method === 'POST') {
          const o = [...state.orders.values()].find((x) => x.capture?.id === refund[1]);
          if (!o?.capture) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
          const amount = Math.round(Number(b.amount.value) * 100);
          if (o.capture.refunded + amount > Math.round(Number(o.value) * 100))
            return unprocessable(res, 'REFUND_AMOUNT_EXCEEDED');
          o.capture.refunded += amount;
          const refundId = pid();
          (o.capture.refunds ??= []).push({ id: refundId, amount, at: Date.now() });
          return json(res, 201, { id: refundId, status: 'COMPLETED', amount: b.amount });
        }
        if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
          // PayPal checks the CRC32 of the event as it sent it: the characters of `webhook_event` in this request.
          const event = rawMember(raw, 'webhook_event');
          const ok =
            b.webhook_id === state.webhookId &&
            event !== null &&
            b.transmission_sig === sig(b.transmission_id, b.transmission_time, state.webhookId, event);
          return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
        }
        return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Requests left hanging by a fault end with it.
        server.closeAllConnections();
      }),
  });
}
