/**
 * PayPal's REST API through `fetch` (no official server SDK is needed for four calls): an OAuth
 * client-credentials token (cached until a minute before it expires), Orders v2 create (intent CAPTURE)
 * and capture, Payments v2 capture refund, and the webhook signature check.
 * @see https://developer.paypal.com/docs/api/orders/v2/, /payments/v2/#captures_refund,
 *   /webhooks/v1/#verify-webhook-signature_post; docs/payments.md
 */
import { createHash, createHmac } from 'node:crypto';
import type { AppConfig } from '../../config.js';

type PayPalConfig = NonNullable<AppConfig['paypal']>;

/** A PayPal answer other than 2xx: status and PayPal's `name`/`message` (e.g. ORDER_ALREADY_CAPTURED). */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly body: { name?: string; message?: string; details?: { issue?: string }[] },
  ) {
    super(`PayPal ${status}: ${body.name ?? ''} ${body.message ?? ''}`.trim());
  }

  /** PayPal's issue codes, e.g. `ORDER_ALREADY_CAPTURED`. */
  get issues(): string[] {
    return [this.body.name ?? '', ...(this.body.details ?? []).map((d) => d.issue ?? '')].filter(Boolean);
  }
}

/** A capture of an order (`purchase_units[].payments.captures[]`). */
export interface PayPalCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}

/** An Orders v2 order, as much as Scriptorium reads. */
export interface PayPalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string; method?: string }[];
  purchase_units?: { reference_id?: string; custom_id?: string; payments?: { captures?: PayPalCapture[] } }[];
}

/**
 * One page of PayPal's transaction search (`GET /v1/reporting/transactions`), as much as reconciliation
 * reads: each transaction's id, event code (`T0006` a checkout payment, `T1107` a refund…), time, signed
 * amount, status (`S` success, `V` reversed, `P` pending, `D` denied) and, for a refund, the capture it gives back.
 */
export interface PayPalTransactionPage {
  transaction_details?: {
    transaction_info?: {
      transaction_id?: string;
      paypal_reference_id?: string;
      transaction_event_code?: string;
      transaction_initiation_date?: string;
      transaction_amount?: { currency_code: string; value: string };
      transaction_status?: string;
    };
  }[];
  page?: number;
  total_pages?: number;
}

/** The headers PayPal signs a webhook delivery with (lower-case names). */
export const PAYPAL_SIGNATURE_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

const tokens = new WeakMap<PayPalConfig, { token: string; until: number }>();

/** The PayPal client of one configuration. */
export function paypalApi(config: PayPalConfig) {
  async function token(): Promise<string> {
    const cached = tokens.get(config);
    if (cached && cached.until > Date.now()) return cached.token;
    const res = await fetch(`${config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw new PayPalError(res.status, body as object);
    tokens.set(config, {
      token: body.access_token,
      until: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
    });
    return body.access_token;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    return send<T>(method, path, body === undefined ? undefined : JSON.stringify(body), requestId);
  }

  /** `call` with the JSON text of the body as given. */
  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    json: string | undefined,
    requestId?: string,
  ): Promise<T> {
    const res = await fetch(`${config.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await token()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: json,
      signal: AbortSignal.timeout(20_000),
    });
    const parsed = (await res.json().catch(() => ({}))) as T;
    if (!res.ok) throw new PayPalError(res.status, parsed as object);
    return parsed;
  }

  return {
    /** `POST /v2/checkout/orders`, intent CAPTURE; answers the order with its approve link. */
    createOrder: (body: unknown, requestId: string) =>
      call<PayPalOrder>('POST', '/v2/checkout/orders', body, requestId),
    /**
     * `GET /v1/reporting/transactions` with `query` (`start_date`, `end_date` at most 31 days apart,
     * `fields`, `page_size`, `page`): one page of the account's transactions.
     */
    transactions: (query: Record<string, string>) =>
      call<PayPalTransactionPage>('GET', `/v1/reporting/transactions?${new URLSearchParams(query)}`),
    /** `GET /v2/checkout/orders/{id}`. */
    getOrder: (id: string) => call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`),
    /** `POST /v2/checkout/orders/{id}/capture` (idempotent under `PayPal-Request-Id`). */
    capture: (id: string) =>
      call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, `capture-${id}`),
    /** `POST /v2/payments/captures/{id}/refund` of `value` USD. */
    refund: (captureId: string, value: string, note: string, requestId: string) =>
      call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { currency_code: 'USD', value }, note_to_payer: note.slice(0, 255) },
        requestId,
      ),
    /**
     * `POST /v1/notifications/verify-webhook-signature`: whether PayPal vouches for this delivery. PayPal
     * checks its signature against a CRC32 of the event as it sent it, so `rawEvent` (the body received,
     * UTF-8, valid JSON) goes into the request as those exact characters: a parse and re-serialisation
     * would change them (`1.0` → `1`, escapes, key spacing) and fail genuine events.
     */
    async verifyWebhook(headers: Record<string, string | string[] | undefined>, rawEvent: string): Promise<boolean> {
      if (!config.webhookId) return false;
      const h = (name: string) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      if (PAYPAL_SIGNATURE_HEADERS.some((name) => !h(name))) return false;
      const fields = JSON.stringify({
        auth_algo: h('paypal-auth-algo'),
        cert_url: h('paypal-cert-url'),
        transmission_id: h('paypal-transmission-id'),
        transmission_sig: h('paypal-transmission-sig'),
        transmission_time: h('paypal-transmission-time'),
        webhook_id: config.webhookId,
      });
      const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
      const res = await send<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        body,
      );
      return res.verification_status === 'SUCCESS';
    },
  };
}

/** The completed capture of an order, if any. */
export function completedCapture(order: PayPalOrder): PayPalCapture | null {
  for (const unit of order.purchase_units ?? [])
    for (const c of unit.payments?.captures ?? []) if (c.status === 'COMPLETED') return c;
  return null;
}

/** USD minor units → PayPal's decimal string (`1234` → `"12.34"`). */
export function paypalValue(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** PayPal's decimal string → USD minor units. */
export function fromPaypalValue(value: string): number {
  return Math.round(Number(value) * 100);
}

/**
 * The cancel secret of checkout `sessionId`: HMAC-SHA256 of the id under the PayPal client secret
 * (base64url), so a retried order creation puts the same secret in PayPal's cancel URL.
 */
export function cancelSecretFor(config: PayPalConfig, sessionId: string): string {
  return createHmac('sha256', config.clientSecret).update(`cancel:${sessionId}`).digest('base64url');
}

/** What `checkout_sessions.cancel_secret_hash` keeps of a cancel secret: its SHA-256, hex. */
export function cancelSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
