/**
 * `POST auth/forgot-password` (mails a single-use link, always answers the same) and
 * `POST auth/reset-password` (uses it once).
 * @see docs/product.md §7 Auth; §8 'Reset link sent to your email'
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordRequest, messageBody, resetPasswordRequest } from '@scriptorium/contracts/core';
import { password_resets, users } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/http-errors.js';
import { audit } from '../../../core/audit.js';
import { loginRateLimit } from '../../../lib/rate-limits.js';
import { hashPassword } from '../../../services/auth/passwords.js';
import { hashToken, randomToken, revokeAllTokens } from '../../../core/auth/tokens.js';
import { endSocketSessions } from '../../../services/realtime/revoke.js';
import { serviceDeps } from '../../deps.js';

export const RESET_LINK_SENT = 'Reset link sent to your email';
export const RESET_INVALID = 'This password reset link is invalid or has expired.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in.';
/** Minutes a reset link stays valid. */
export const RESET_TTL_MINUTES = 60;

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  app.post(
    '/forgot-password',
    {
      config: { access: 'public', rateLimit: loginRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link by e-mail',
        body: forgotPasswordRequest,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const [user] = await app.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      // The answer is the same whether or not the account exists, so it reveals nothing.
      if (user && user.status !== 'suspended') {
        const token = randomToken();
        await app.db.transaction(async (tx) => {
          await tx.insert(password_resets).values({
            email,
            token_hash: hashToken(token),
            expires_at: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
          });
          await app.mailer.send(
            { to: user.email, slug: 'password_reset', vars: { name: user.name, token, email: user.email } },
            tx,
          );
        });
      }
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', rateLimit: loginRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a reset link's token",
        body: resetPasswordRequest,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const hash = await hashPassword(request.body.password);
      const revoked = await app.db.transaction(async (tx) => {
        // Claiming the row with an UPDATE makes the link single-use even under concurrent requests.
        const [claimed] = await tx
          .update(password_resets)
          .set({ used_at: new Date() })
          .where(
            and(
              eq(password_resets.email, email),
              eq(password_resets.token_hash, hashToken(request.body.token)),
              isNull(password_resets.used_at),
              gt(password_resets.expires_at, new Date()),
            ),
          )
          .returning({ id: password_resets.id });
        if (!claimed) throw fieldError('token', RESET_INVALID);
        const [user] = await tx
          .update(users)
          .set({ password: hash })
          .where(sql`lower(${users.email}) = ${email}`)
          .returning({ id: users.id, name: users.name });
        if (!user) throw fieldError('token', RESET_INVALID);
        const tokenIds = await revokeAllTokens(tx, user.id);
        await audit(tx, request.origin, 'password_reset', `${user.name} reset their password`, user.id);
        return tokenIds;
      });
      endSocketSessions(deps, revoked);
      return { message: PASSWORD_RESET_DONE };
    },
  );
};

export default passwordRoutes;
