/**
 * Authentication: reads `Authorization: Bearer <token>` on every `/api` route and exposes the caller as
 * `request.auth` (or null). `request.user` is the same caller typed non-null: reading it when nobody is
 * signed in throws 401, so handlers of `user`/role routes simply use `request.user`. What services get
 * instead of the request is built here only: `request.actor` (the user plus IP and user agent for the
 * audit log; 401 without one) and `request.origin` (the same for guests).
 * @see docs/architecture.md API (auth); docs/product.md §6 (Bearer header; 'undefined'/'null' are no token)
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { userForToken, type Actor, type AuthUser, type Origin } from '../../core/auth/current-user.js';
import { bearerToken } from '../../core/auth/tokens.js';
import { unauthenticated } from '../../lib/http-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null (guest, or an invalid/expired/revoked token). */
    auth: AuthUser | null;
    /** The signed-in caller; throws 401 `{message: 'Unauthenticated.'}` when there is none. */
    readonly user: AuthUser;
    /** The signed-in caller as services take it (with IP and user agent); throws 401 like `user`. */
    readonly actor: Actor;
    /** Where the request comes from (and the caller's id, if signed in), for guest services' audit rows. */
    readonly origin: Origin;
  }
}

/** The caller of `request`, or a 401 error. Same as reading `request.user`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** IP, user agent and signed-in caller of `request`: the one place a request becomes an {@link Origin}. */
export function originOf(request: FastifyRequest): Origin {
  return { ip: request.ip, userAgent: request.headers['user-agent'], id: request.auth?.id ?? null };
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        return requireUser(this);
      },
    });
    app.decorateRequest('actor', {
      getter(this: FastifyRequest) {
        return { ...originOf(this), ...requireUser(this) };
      },
    });
    app.decorateRequest('origin', {
      getter(this: FastifyRequest) {
        return originOf(this);
      },
    });
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.access) return;
      const token = bearerToken(request.headers.authorization);
      request.auth = token ? await userForToken(app.db, token) : null;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
