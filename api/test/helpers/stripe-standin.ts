/**
 * A local stand-in of the Stripe API endpoints Scriptorium calls, as Stripe documents them (form-encoded
 * requests, JSON answers, `Authorization: Bearer sk_…`): `POST /v1/checkout/sessions`, `POST /v1/refunds`
 * (honouring `Idempotency-Key`, refusing more than is left of the payment intent). It also plays the
 * buyer and the dashboard: `pay()` completes a session, `refundInDashboard()` refunds outside the app,
 * and `deliver()` posts an event signed the way Stripe signs (`t=…,v1=HMAC-SHA256(secret, "t.payload")`,
 * through the SDK's `generateTestHeaderString`). `GET /v1/balance_transactions` lists the money those
 * sessions and refunds moved, as Stripe's balance does (for reconciliation). `GET /pay/{id}` is a hosted page whose Pay button does
 * `pay()`, delivers `checkout.session.completed` and redirects to the success URL (for the e2e).
 * `POST /v1/checkout/sessions` answers the same session to the same `Idempotency-Key`, and
 * `POST /v1/checkout/sessions/{id}/expire` expires an open one. `fault()` makes chosen endpoints slow,
 * silent or failing (a provider that is slow or down).
 * @see https://docs.stripe.com/api/checkout/sessions/create, /expire, /api/refunds/create, /webhooks#verify-events
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface StandinSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  currency: string;
  amount_total: number;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  line_items_name: string;
  /** When it was paid (seconds): its charge's and balance transaction's `created`. */
  paid_at?: number;
}

/** A balance transaction as `GET /v1/balance_transactions` lists it, its `source` expanded. */
export interface StandinBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  type: 'charge' | 'refund' | 'refund_failure';
  amount: number;
  currency: string;
  created: number;
  status: 'available';
  source: Record<string, unknown> & { id: string };
}

/** How an endpoint misbehaves (see `StripeStandin.fault`). */
export interface StandinFault {
  /** Answer only after this many milliseconds. */
  delayMs?: number;
  /** Never answer: the connection stays open until the stand-in closes. */
  hang?: boolean;
  /** Answer this HTTP status (e.g. 500, 503) with a Stripe `api_error` body. */
  status?: number;
}

/** The charge of a stand-in payment intent (one each): `pi_test_x` → `ch_test_x`. */
const chargeOf = (paymentIntent: string) => paymentIntent.replace(/^pi_/, 'ch_');

const rid = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Bracketed form keys (`a[b][0][c]=1`) → a plain object; numbers stay strings. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((p, i) => {
      if (i === path.length - 1) node[p] = value;
      else node = (node[p] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export interface StripeStandin {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StandinSession>;
  /** Every request received: method, path, parsed body, idempotency key. */
  requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[];
  /** Refunds per payment intent (`created` in seconds; `status` succeeded unless set). */
  refunds: Map<string, { id: string; amount: number; created?: number; status?: string }[]>;
  /** Where `deliver()` and the hosted page post events (the app's webhook URL). */
  webhookUrl: string | null;
  /** Makes the next `POST /v1/refunds` fail with a card error. */
  failNextRefund: boolean;
  /**
   * Makes requests whose `"METHOD /path"` is `route` (or matches it) misbehave as `fault` says, until
   * called again with null (`fault('POST /v1/checkout/sessions', { hang: true })`).
   */
  fault(route: string | RegExp, fault: StandinFault | null): void;
  pay(sessionId: string): StandinSession;
  /** A refund made in Stripe's dashboard; answers the charge as `charge.refunded` carries it. */
  refundInDashboard(paymentIntent: string, amount: number): Record<string, unknown>;
  /**
   * The balance transactions Stripe would list, newest first, computed from the sessions paid and the
   * refunds made: a `charge` per paid session (its `source` the charge, naming the payment intent), a
   * `refund` per refund (amount negative), and a `refund_failure` (amount back) per refund whose status is
   * `failed`. `GET /v1/balance_transactions` serves them (`created[gte]`/`[lt]`, `limit`, `starting_after`,
   * `expand[]=data.source`).
   */
  balanceTransactions(): StandinBalanceTransaction[];
  /** A Stripe event of `type` around `object`. */
  event(type: string, object: unknown): { id: string; payload: string };
  /** `Stripe-Signature` of `payload` at `timestamp` (seconds), with `secret` (default the right one). */
  sign(payload: string, opts?: { timestamp?: number; secret?: string }): string;
  /** Posts a signed event to `webhookUrl`; answers the app's status. */
  deliver(payload: string, signature?: string): Promise<number>;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1:`port` (0 = any free port). */
export async function startStripeStandin(port = 0): Promise<StripeStandin> {
  const sdk = new Stripe('sk_test_standin');
  const faults: { route: string | RegExp; fault: StandinFault }[] = [];
  const state: Omit<StripeStandin, 'url' | 'close'> & { url: string } = {
    url: '',
    secretKey: 'sk_test_standin',
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    sessions: new Map(),
    requests: [],
    refunds: new Map(),
    webhookUrl: null,
    failNextRefund: false,
    fault(route, fault) {
      const others = faults.filter((f) => String(f.route) !== String(route));
      faults.splice(0, faults.length, ...others, ...(fault ? [{ route, fault }] : []));
    },
    pay(sessionId) {
      const s = state.sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      if (s.status === 'open')
        Object.assign(s, {
          status: 'complete',
          payment_status: 'paid',
          payment_intent: rid('pi'),
          paid_at: Math.floor(Date.now() / 1000),
        });
      return s;
    },
    refundInDashboard(paymentIntent, amount) {
      const list = state.refunds.get(paymentIntent) ?? [];
      list.push({ id: rid('re'), amount, created: Math.floor(Date.now() / 1000) });
      state.refunds.set(paymentIntent, list);
      const paid = [...state.sessions.values()].find((s) => s.payment_intent === paymentIntent)?.amount_total ?? 0;
      const refunded = list.reduce((a, r) => a + r.amount, 0);
      return {
        id: rid('ch'),
        object: 'charge',
        amount: paid,
        amount_refunded: refunded,
        refunded: refunded >= paid,
        payment_intent: paymentIntent,
        currency: 'usd',
      };
    },
    balanceTransactions() {
      const out: StandinBalanceTransaction[] = [];
      const txn = (
        type: StandinBalanceTransaction['type'],
        amount: number,
        created: number,
        source: StandinBalanceTransaction['source'],
      ): StandinBalanceTransaction => ({
        id: `txn_${type === 'refund_failure' ? 'f' : ''}${source.id.replace(/^\w+?_/, '')}`,
        object: 'balance_transaction',
        type,
        amount,
        currency: 'usd',
        created,
        status: 'available',
        source,
      });
      for (const s of state.sessions.values()) {
        if (s.payment_status !== 'paid' || !s.payment_intent) continue;
        const created = s.paid_at ?? Math.floor(Date.now() / 1000);
        out.push(
          txn('charge', s.amount_total, created, {
            id: chargeOf(s.payment_intent),
            object: 'charge',
            amount: s.amount_total,
            currency: s.currency,
            payment_intent: s.payment_intent,
            created,
          }),
        );
      }
      for (const [pi, list] of state.refunds) {
        for (const r of list) {
          const created = r.created ?? Math.floor(Date.now() / 1000);
          const refund = {
            id: r.id,
            object: 'refund',
            amount: r.amount,
            currency: 'usd',
            payment_intent: pi,
            charge: chargeOf(pi),
            status: r.status ?? 'succeeded',
            created,
          };
          out.push(txn('refund', -r.amount, created, refund));
          if (r.status === 'failed') out.push(txn('refund_failure', r.amount, created, refund));
        }
      }
      return out.sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
    },
    event(type, object) {
      const id = rid('evt');
      return {
        id,
        payload: JSON.stringify(
          {
            id,
            object: 'event',
            type,
            api_version: '2026-10-28.endive',
            created: Math.floor(Date.now() / 1000),
            livemode: false,
            data: { object },
          },
          null,
          2,
        ),
      };
    },
    sign(payload, opts = {}) {
      return sdk.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? state.webhookSecret,
        timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
      });
    },
    async deliver(payload, signature) {
      if (!state.webhookUrl) throw new Error('webhookUrl not set');
      const res = await fetch(state.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? state.sign(payload) },
        body: payload,
      });
      return res.status;
    },
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
    json(res, status, { error: { type, message } });
  const idempotent = new Map<string, unknown>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const body = parseForm(raw);
        const key = req.headers['idempotency-key'] as string | undefined;
        state.requests.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey: key });
        const route = `${req.method} ${url.pathname}`;
        const fault = faults.find((f) =>
          typeof f.route === 'string' ? f.route === route : f.route.test(route),
        )?.fault;
        if (fault?.hang) return;
        if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (fault?.status)
          return error(res, fault.status, 'An error occurred with our connection to Stripe.', 'api_error');
        const payPage = url.pathname.match(/^\/pay\/([\w-]+)$/);
        if (payPage) {
          const s = state.sessions.get(payPage[1]);
          if (!s) return error(res, 404, 'No such checkout session');
          if (req.method === 'GET') {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end(
              `<!doctype html><title>Stripe stand-in</title><h1>${s.line_items_name}</h1><p>$${(s.amount_total / 100).toFixed(2)}</p><form method="post"><button type="submit">Pay</button></form>`,
            );
          }
          state.pay(s.id);
          const ev = state.event('checkout.session.completed', s);
          await state.deliver(ev.payload);
          res.writeHead(303, { location: s.success_url });
          return res.end();
        }
        if (req.headers.authorization !== `Bearer ${state.secretKey}`)
          return error(res, 401, 'Invalid API Key provided');
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions' && key && idempotent.has(key)) {
          return json(res, 200, state.sessions.get((idempotent.get(key) as { id: string }).id));
        }
        const expire = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/);
        if (req.method === 'POST' && expire) {
          const s = state.sessions.get(expire[1]);
          if (!s) return error(res, 404, `No such checkout.session: '${expire[1]}'`);
          if (s.status !== 'open')
            return error(res, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
          s.status = 'expired';
          return json(res, 200, s);
        }
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const item = (
            body.line_items as Record<
              string,
              { price_data: { unit_amount: string; currency: string; product_data: { name: string } } }
            >
          )['0'];
          const id = `cs_test_${randomBytes(16).toString('hex')}`;
          const session: StandinSession = {
            id,
            object: 'checkout.session',
            mode: String(body.mode),
            currency: String(body.currency ?? item.price_data.currency),
            amount_total: Number(item.price_data.unit_amount),
            metadata: (body.metadata ?? {}) as Record<string, string>,
            client_reference_id: (body.client_reference_id as string) ?? null,
            success_url: String(body.success_url),
            cancel_url: String(body.cancel_url),
            expires_at: Number(body.expires_at),
            url: `${state.url}/pay/${id}`,
            status: 'open',
            payment_status: 'unpaid',
            payment_intent: null,
            line_items_name: item.price_data.product_data.name,
          };
          if (session.expires_at * 1000 > Date.now() + 24 * 3600_000)
            return error(res, 400, 'expires_at must be less than 24 hours from creation');
          state.sessions.set(id, session);
          if (key) idempotent.set(key, { id });
          return json(res, 200, session);
        }
        if (req.method === 'GET' && url.pathname === '/v1/balance_transactions') {
          const q = parseForm(url.search.slice(1)) as {
            created?: { gte?: string; lt?: string };
            limit?: string;
            starting_after?: string;
            expand?: Record<string, string>;
          };
          const expand = Object.values(q.expand ?? {}).includes('data.source');
          const all = state
            .balanceTransactions()
            .filter(
              (t) =>
                (!q.created?.gte || t.created >= Number(q.created.gte)) &&
                (!q.created?.lt || t.created < Number(q.created.lt)),
            );
          const start = q.starting_after ? all.findIndex((t) => t.id === q.starting_after) + 1 : 0;
          const limit = Math.min(100, Number(q.limit ?? 10));
          const data = all.slice(start, start + limit).map((t) => (expand ? t : { ...t, source: t.source.id }));
          return json(res, 200, {
            object: 'list',
            url: '/v1/balance_transactions',
            has_more: start + limit < all.length,
            data,
          });
        }
        if (req.method === 'POST' && url.pathname === '/v1/refunds') {
          if (key && idempotent.has(key)) return json(res, 200, idempotent.get(key));
          if (state.failNextRefund) {
            state.failNextRefund = false;
            return error(res, 402, 'Your card was declined.', 'card_error');
          }
          const pi = String(body.payment_intent);
          const paid = [...state.sessions.values()].find((s) => s.payment_intent === pi)?.amount_total;
          if (paid === undefined) return error(res, 404, `No such payment_intent: '${pi}'`);
          const list = state.refunds.get(pi) ?? [];
          const left = paid - list.reduce((a, r) => a + r.amount, 0);
          const amount = body.amount === undefined ? left : Number(body.amount);
          if (amount > left)
            return error(
              res,
              400,
              `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
            );
          const refund = {
            id: rid('re'),
            object: 'refund',
            amount,
            currency: 'usd',
            payment_intent: pi,
            status: 'succeeded',
            metadata: body.metadata ?? {},
          };
          list.push({ id: refund.id, amount, created: Math.floor(Date.now() / 1000) });
          state.refunds.set(pi, list);
          if (key) idempotent.set(key, refund);
          return json(res, 200, refund);
        }
        return error(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
      })();
    });
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
