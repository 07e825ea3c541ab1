/**
 * `POST auth/login`, `POST auth/register`, `POST auth/logout`, `GET auth/user`.
 * @see docs/product.md §7 Auth and profile; docs/product.md §R7 Server contract
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVALID_LOGIN_MESSAGE,
  authResponse,
  loginRequest,
  messageBody,
  registerRequest,
  userSchema,
} from '@scriptorium/contracts/core';
import { users } from '../../../db/schema/index.js';
import { fieldError, notFound } from '../../../lib/http-errors.js';
import { audit } from '../../../core/audit.js';
import { loginRateLimit } from '../../../lib/rate-limits.js';
import { hashPassword, verifyPassword } from '../../../services/auth/passwords.js';
import { assertMaySignIn, completeSignIn } from '../../../services/auth/sign-in.js';
import { revokeToken } from '../../../core/auth/tokens.js';
import { endSocketSessions } from '../../../services/realtime/revoke.js';
import { userView } from '../../../services/auth/user-view.js';
import { storedPhone } from '../../../services/users/phone.js';
import { serviceDeps } from '../../deps.js';

export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: loginRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequest,
        response: { 200: authResponse },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const [user] = await app.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      const valid = await verifyPassword(user?.password ?? null, request.body.password);
      if (!user || !valid) throw fieldError('email', INVALID_LOGIN_MESSAGE);
      assertMaySignIn(user);
      return completeSignIn(deps, request.origin, user.id, { type: 'login', log: `${user.name} signed in` });
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: loginRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'Register as a client and sign in',
        body: registerRequest,
        response: { 200: authResponse },
      },
    },
    async (request) => {
      const { name, phone, password } = request.body;
      const email = request.body.email.trim().toLowerCase();
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (taken) throw fieldError('email', EMAIL_TAKEN_MESSAGE);
      const stored = storedPhone(phone);
      const hash = await hashPassword(password);
      return app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          // The language they registered in is their choice until they switch (users.locale).
          .values({ name, email, ...stored, password: hash, role: 'client', status: 'active', locale: request.locale })
          .onConflictDoNothing()
          .returning({ id: users.id });
        // A concurrent registration with the same email won the race.
        if (!created) throw fieldError('email', EMAIL_TAKEN_MESSAGE);
        await app.mailer.send({ to: email, slug: 'welcome', vars: { name } }, tx);
        return completeSignIn(deps, request.origin, created.id, { type: 'register', log: `${name} registered` }, tx);
      });
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: "Sign out (revokes this session's token)", response: { 200: messageBody } },
    },
    async (request) => {
      const user = request.user;
      await app.db.transaction(async (tx) => {
        if (user.tokenId != null) await revokeToken(tx, user.tokenId);
        await audit(tx, request.origin, 'logout', `${user.name} signed out`);
      });
      if (user.tokenId != null) endSocketSessions(deps, [user.tokenId]);
      return { message: 'logout successful' };
    },
  );

  app.get(
    '/user',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        querystring: z.object({ defaults: z.string().optional() }),
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const view = await userView(app.db, request.user.id);
      if (!view) throw notFound('User');
      return view;
    },
  );
};

export default authRoutes;
