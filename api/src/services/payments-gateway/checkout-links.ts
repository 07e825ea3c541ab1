/**
 * Checkout links without a provider call under a lock, in three steps (docs/payments.md, Checkout):
 *   1. reserve, in the caller's short transaction with the order row locked: the live session of the
 *      same order, kind, gateway and amount is handed out again; otherwise a row `creating` under our own
 *      id (`checkout_sessions_live_unique` keeps one live session per order, kind, gateway and amount);
 *   2. call the provider after the commit, idempotent under our id, waiting at most the provider limit
 *      (./deadline.ts): a provider that has not answered by then makes the request answer 503;
 *   3. record the answer whenever it comes: `open` with the provider's id and page, or `cancelled` when
 *      the provider refused (502 'Payment link not generated').
 * A second request for a session still `creating` waits for it (the same link) within the same limit.
 * Closing an order's live sessions (cancel, re-price, paid by hand) happens in the change's transaction;
 * the provider is told after the commit (Stripe's expire), without the caller waiting for it.
 * @see docs/payments.md (Checkout); docs/product.md §7 getPaymentLink, approveOrder (tip_url)
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CheckoutGateway } from '@scriptorium/contracts/orders';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { checkout_sessions, type CheckoutKind } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { ProviderTimeout, providerLimit, within } from './deadline.js';
import { gatewayNamed, newSessionId, PAYMENT_LINK_FAILED, type ProviderCheckout } from './index.js';
import { CHECKOUT_TTL_MS } from './return-url.js';
import type { ServiceDeps } from '../deps.js';

export type CheckoutSession = typeof checkout_sessions.$inferSelect;

/** What a link is for. */
export interface LinkRequest {
  orderId: number;
  /** The paying client. */
  userId: number;
  kind: CheckoutKind;
  /** USD minor units, > 0. */
  amount: number;
  gateway: CheckoutGateway;
}

/** A reservation: the session to hand out, whether this request made it, and sessions it closed on the way. */
export interface Reservation {
  session: CheckoutSession;
  /** This request reserved it (`creating`): it asks the provider. */
  fresh: boolean;
  /** Live sessions found stale and closed here (their provider is told after the commit). */
  closed: CheckoutSession[];
}

/** The answer while another request is still making the same link. */
export const LINK_IN_PROGRESS = 'The payment link is still being made: try again in a moment';

const LIVE: CheckoutSession['status'][] = ['creating', 'open'];

/** An open session closer than this to its expiry is not handed out again: a new one is made. */
const REUSE_MIN_LEFT_MS = 15 * 60_000;

/**
 * A `creating` row older than this lost its request (the process ended mid-call): it no longer blocks a
 * new one. Longer than a provider call can last (the Stripe SDK: two attempts of 20 s).
 */
const staleCreatingMs = (config: Pick<AppConfig, 'paymentProviderTimeoutMs'>) =>
  Math.max(3 * providerLimit(config), 60_000);

/**
 * Step 1, inside the caller's transaction (which holds the order row locked): the live session of
 * `req` when there is one still worth handing out, else a new `creating` row under `newSessionId()`.
 */
export async function reserveCheckout(
  tx: Tx,
  config: Pick<AppConfig, 'paymentProviderTimeoutMs'>,
  req: LinkRequest,
): Promise<Reservation> {
  const now = Date.now();
  const live = await tx
    .select()
    .from(checkout_sessions)
    .where(
      and(
        eq(checkout_sessions.order_id, req.orderId),
        eq(checkout_sessions.kind, req.kind),
        eq(checkout_sessions.gateway, req.gateway),
        eq(checkout_sessions.amount, req.amount),
        inArray(checkout_sessions.status, LIVE),
      ),
    )
    .for('update');
  const closed: CheckoutSession[] = [];
  for (const s of live) {
    const stale =
      s.status === 'creating'
        ? s.created_at.getTime() < now - staleCreatingMs(config)
        : s.expires_at.getTime() < now + REUSE_MIN_LEFT_MS;
    if (!stale) return { session: s, fresh: false, closed };
    await tx
      .update(checkout_sessions)
      .set({ status: s.status === 'creating' ? 'cancelled' : 'expired', closed_at: new Date() })
      .where(eq(checkout_sessions.id, s.id));
    closed.push(s);
  }
  const [session] = await tx
    .insert(checkout_sessions)
    .values({
      id: newSessionId(),
      order_id: req.orderId,
      user_id: req.userId,
      kind: req.kind,
      amount: req.amount,
      gateway: req.gateway,
      status: 'creating',
      expires_at: new Date(now + CHECKOUT_TTL_MS),
    })
    .returning();
  return { session, fresh: true, closed };
}

/**
 * Steps 2 and 3, after the reservation committed: the page URL of `r`'s session. Throws 502 'Payment
 * link not generated' when the provider refused (the session is `cancelled`), 503 with the same message
 * when it has not answered within the limit (its answer is recorded when it comes), 409 when the order
 * changed meanwhile (the session was closed) or another request is still making this link.
 */
export async function deliverLink(deps: Pick<ServiceDeps, 'db' | 'config' | 'log'>, r: Reservation): Promise<string> {
  void expireAtProviders(deps, r.closed);
  if (!r.fresh) return r.session.status === 'open' && r.session.url ? r.session.url : waitForLink(deps, r.session.id);
  const session = r.session;
  const gateway = gatewayNamed(deps, session.gateway);
  const call = gateway
    ? gateway.createCheckout({
        sessionId: session.id,
        orderId: session.order_id,
        userId: session.user_id,
        kind: session.kind,
        amount: session.amount,
      })
    : Promise.reject(new Error(`gateway ${session.gateway} is not configured`));
  // Never rejects: whenever the provider answers, the answer is recorded.
  const recorded: Promise<string | HttpError> = call
    .then(
      (made) => recordMade(deps, session, made),
      (err: unknown) => recordRefused(deps, session, err),
    )
    .catch((err: unknown) => {
      deps.log.error({ err, session: session.id }, 'checkout session not recorded');
      return new HttpError(500, PAYMENT_LINK_FAILED);
    });
  const limit = providerLimit(deps.config);
  let outcome: string | HttpError;
  try {
    outcome = await within(recorded, limit);
  } catch (err) {
    if (!(err instanceof ProviderTimeout)) throw err;
    deps.log.error(
      { orderId: session.order_id, session: session.id, gateway: session.gateway, limit },
      'payment provider did not answer in time',
    );
    throw new HttpError(503, PAYMENT_LINK_FAILED);
  }
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

/** The provider made the session: `creating` → `open`; when it was closed meanwhile, closed at the provider too. */
async function recordMade(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'log'>,
  session: CheckoutSession,
  made: ProviderCheckout,
): Promise<string | HttpError> {
  const values = {
    provider_session_id: made.providerSessionId,
    url: made.url,
    cancel_secret_hash: made.cancelSecretHash ?? null,
  };
  const [opened] = await deps.db
    .update(checkout_sessions)
    .set({ status: 'open', ...values })
    .where(and(eq(checkout_sessions.id, session.id), eq(checkout_sessions.status, 'creating')))
    .returning();
  if (opened) return made.url;
  // Closed while the provider was asked (the order was cancelled, re-priced or paid): keep the provider's
  // id, so a payment that still arrives finds the session (and is given back), and close it there.
  const [closed] = await deps.db
    .update(checkout_sessions)
    .set(values)
    .where(and(eq(checkout_sessions.id, session.id), isNull(checkout_sessions.provider_session_id)))
    .returning();
  if (closed) void expireAtProviders(deps, [closed]);
  return new HttpError(409, 'This order changed while its payment link was being made: reload it and try again');
}

/** The provider refused or could not be reached: `creating` → `cancelled`, 502. */
async function recordRefused(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  session: CheckoutSession,
  err: unknown,
): Promise<HttpError> {
  deps.log.error(
    { err, orderId: session.order_id, session: session.id, gateway: session.gateway },
    'payment gateway failed',
  );
  await deps.db
    .update(checkout_sessions)
    .set({ status: 'cancelled', closed_at: new Date() })
    .where(and(eq(checkout_sessions.id, session.id), eq(checkout_sessions.status, 'creating')));
  return new HttpError(502, PAYMENT_LINK_FAILED);
}

const POLL_MS = 100;

/** Waits (at most the provider limit) for another request's `creating` session `id` to be made. */
async function waitForLink(deps: Pick<ServiceDeps, 'db' | 'config'>, id: string): Promise<string> {
  const until = Date.now() + providerLimit(deps.config);
  for (;;) {
    const [s] = await deps.db
      .select({ status: checkout_sessions.status, url: checkout_sessions.url })
      .from(checkout_sessions)
      .where(eq(checkout_sessions.id, id));
    if (s?.status === 'open' && s.url) return s.url;
    if (s?.status !== 'creating') throw new HttpError(502, PAYMENT_LINK_FAILED);
    if (Date.now() >= until) throw new HttpError(409, LINK_IN_PROGRESS);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Closes the live sessions of order `orderId` (of `kinds`, default every kind) inside the caller's
 * transaction: `expired`, so none of them is ever confirmed. Answers them, to pass to
 * {@link expireAtProviders} after the commit.
 */
export async function expireLiveSessions(tx: Tx, orderId: number, kinds?: CheckoutKind[]): Promise<CheckoutSession[]> {
  return tx
    .update(checkout_sessions)
    .set({ status: 'expired', closed_at: new Date() })
    .where(
      and(
        eq(checkout_sessions.order_id, orderId),
        inArray(checkout_sessions.status, LIVE),
        kinds ? inArray(checkout_sessions.kind, kinds) : undefined,
      ),
    )
    .returning();
}

/**
 * Tells each provider that `sessions` (closed here) can no longer be paid (Stripe's expire), outside any
 * transaction. Failures are logged, never thrown: a payment that still arrives for a closed session is
 * recorded and given back (./settle.ts). Resolves when every provider answered or failed.
 */
export async function expireAtProviders(
  deps: Pick<ServiceDeps, 'config' | 'log'>,
  sessions: CheckoutSession[],
): Promise<void> {
  await Promise.all(
    sessions.map(async (s) => {
      const gateway = s.provider_session_id ? gatewayNamed(deps, s.gateway) : null;
      if (!gateway?.expireCheckout || !s.provider_session_id) return;
      try {
        await within(gateway.expireCheckout(s.provider_session_id), providerLimit(deps.config));
      } catch (err) {
        deps.log.warn(
          { err, session: s.id, provider: s.provider_session_id },
          'checkout session not expired at the provider',
        );
      }
    }),
  );
}
