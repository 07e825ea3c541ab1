/**
 * Languages on the request: `request.locale` is the language the caller gets (their saved `locale` when
 * signed in, else the `lang` cookie, else `Accept-Language`, else English; core/i18n). Every JSON answer's
 * `message` and a 422's field errors are put into that language just before they are serialized, so the
 * texts services and contracts' schemas write in English reach a Swahili caller in Swahili; an English
 * caller gets them byte for byte as written.
 * @see core/i18n/index.ts; docs/architecture.md Languages
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@scriptorium/contracts/core';
import { requestLocale, translateFieldErrors, translateText } from '../../core/i18n/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (`en` | `sw`). */
    readonly locale: Locale;
  }
}

/** The language of `request` (see the module comment); reads the signed-in caller when there is one. */
export function localeOf(request: FastifyRequest): Locale {
  const cookie = request.headers.cookie;
  const accept = request.headers['accept-language'];
  return requestLocale({
    saved: request.auth?.locale,
    cookieHeader: Array.isArray(cookie) ? cookie.join('; ') : cookie,
    acceptLanguage: Array.isArray(accept) ? accept.join(',') : accept,
  });
}

/** `payload` with its `message` (and a 422's `errors`) in `locale`; anything else is returned as is. */
export function localizeBody(locale: Locale, payload: unknown): unknown {
  if (locale === 'en' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as { message?: unknown; errors?: unknown };
  if (typeof body.message !== 'string') return payload;
  const out: Record<string, unknown> = { ...body, message: translateText(locale, body.message) };
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    const errors = body.errors as Record<string, unknown>;
    if (Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))) {
      out.errors = translateFieldErrors(locale, errors as Record<string, string[]>);
    }
  }
  return out;
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        return localeOf(this);
      },
    });
    app.addHook('preSerialization', async (request, _reply, payload) => localizeBody(request.locale, payload));
  },
  { name: 'i18n', dependencies: ['auth'] },
);
