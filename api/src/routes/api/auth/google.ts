/**
 * `POST auth/social/google {access_token}`: verifies the token with `app.googleVerifier`, finds or
 * creates the client with that email, and signs them in. Refusals answer 422 with the reason.
 * @see docs/product.md §7 Auth; §8 'Social login failure: server message'
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponse, googleLoginRequest } from '@scriptorium/contracts/core';
import { users } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/http-errors.js';
import { loginRateLimit } from '../../../lib/rate-limits.js';
import { assertMaySignIn, completeSignIn } from '../../../services/auth/sign-in.js';
import { serviceDeps } from '../../deps.js';

const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  app.post(
    '/social/google',
    {
      config: { access: 'public', rateLimit: loginRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in or register with a Google access token',
        body: googleLoginRequest,
        response: { 200: authResponse },
      },
    },
    async (request) => {
      const verified = await app.googleVerifier.verify(request.body.access_token);
      if (!verified.ok) throw fieldError('access_token', verified.reason);
      const email = verified.email.trim().toLowerCase();
      return app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`);
        if (existing) {
          assertMaySignIn(existing);
          if (!existing.google_id)
            await tx
              .update(users)
              .set({ google_id: verified.sub })
              .where(sql`${users.id} = ${existing.id}`);
          return completeSignIn(
            deps,
            request.origin,
            existing.id,
            { type: 'login', log: `${existing.name} signed in with Google` },
            tx,
          );
        }
        const [created] = await tx
          .insert(users)
          .values({
            name: verified.name,
            email,
            google_id: verified.sub,
            profile_picture: verified.picture,
            role: 'client',
            status: 'active',
          })
          .returning({ id: users.id });
        await app.mailer.send({ to: email, slug: 'welcome', vars: { name: verified.name } }, tx);
        return completeSignIn(
          deps,
          request.origin,
          created.id,
          { type: 'register', log: `${verified.name} registered with Google` },
          tx,
        );
      });
    },
  );
};

export default googleRoutes;
