/**
 * The signed-in user's own profile, mounted at `/api/auth` beside the sign-in routes (access 'user'):
 *   POST user             {name, email, phone} → {message: 'Your details updated successfully', user}
 *   POST reset            {old_password, new_password, new_password_confirmation}
 *                         → {message: 'Your password updated successfully'}; wrong old password → 422 old_password
 *   POST profile-picture  multipart `profile_picture` (JPEG/PNG/GIF/WebP by content, ≤ 5 MB)
 *                         → {message: 'Your profile picture updated successfully', user}
 *   POST locale           {locale: 'en' | 'sw'} → {message: 'Your language has been saved', user}; other codes → 422 locale
 * @see docs/product.md §7 Auth and profile; §8 success messages
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeRequest, messageBody, userSavedResponse } from '@scriptorium/contracts/core';
import { changeMyPasswordRequest, updateProfileRequest } from '@scriptorium/contracts/users';
import { PICTURE_MISSING, PICTURE_UPLOAD, replaceProfilePicture } from '../../../services/users/picture.js';
import { changeOwnPassword, saveOwnLocale, updateOwnProfile } from '../../../services/users/profile.js';
import { serviceDeps } from '../../deps.js';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  app.post(
    '/user',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Update my details',
        body: updateProfileRequest,
        response: { 200: userSavedResponse },
      },
    },
    async (request) => {
      const user = await updateOwnProfile(deps, request.actor, request.body);
      return { message: 'Your details updated successfully', user };
    },
  );

  app.post(
    '/locale',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Save my language (en or sw)',
        body: localeRequest,
        response: { 200: userSavedResponse },
      },
    },
    async (request) => saveOwnLocale(deps, request.actor, request.body.locale),
  );

  app.post(
    '/reset',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change my password',
        body: changeMyPasswordRequest,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await changeOwnPassword(deps, request.actor, request.body);
      return { message: 'Your password updated successfully' };
    },
  );

  const picture = z
    .string({ error: PICTURE_MISSING })
    .meta({ format: 'binary', description: 'JPEG, PNG, GIF or WebP (checked by content), at most 5 MB' });
  const upload = {
    tags: ['auth'],
    summary: 'Replace my profile picture',
    consumes: ['multipart/form-data'],
    body: z.object({ profile_picture: picture }),
    response: { 200: userSavedResponse },
  };
  app.post('/profile-picture', { config: { access: 'user', multipart: 'stream' }, schema: upload }, async (request) => {
    const user = await replaceProfilePicture(
      deps,
      request.actor,
      request.isMultipart() ? request.files(PICTURE_UPLOAD) : null,
    );
    return { message: 'Your profile picture updated successfully', user };
  });
};

export default profileRoutes;
