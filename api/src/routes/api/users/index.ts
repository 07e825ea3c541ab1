/**
 * Users, admin side (mounted at `/api/users`):
 *   GET  list/:role            table protocol; role clients|admins|writers (or singular); writers take
 *                              `status` active|pending|suspended            users.menu.view_users
 *   GET  departments           department suggestions {id, name}: those the caller may give (table protocol)
 *                                                                              users.menu.view_users
 *   GET  :id                   the user (contracts' User)                     users.menu.view_users
 *   POST /                     add a user → {message: 'User added', user}     users.users.add_user
 *   PUT  :id                   edit → {message: 'user saved', user}            users.users.edit_user
 *   POST :id/password          set password → {message: 'Password changed'}   users.users.edit_user
 *   POST :id/status            {status: active|suspended} or {action: approve|suspend|reactivate}
 *                              → {message, action, user}                      users.writers.manage_writers
 *   GET  :id/profile-picture[/key]  the picture bytes                         public
 * @see docs/product.md §2 /users/{role}, /users/writers, /users/user/{id}, Add user; §7 Users
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBody, ROLE_PLURALS, userSavedResponse, userSchema } from '@scriptorium/contracts/core';
import {
  addUserRequest,
  adminChangePasswordRequest,
  departmentOption,
  updateUserRequest,
  userIdParam,
  userListRow,
  writerStateResult,
  writerStatusRequest,
} from '@scriptorium/contracts/users';
import { files, redirect } from '../../../lib/openapi/responses.js';
import { notFound } from '../../../lib/http-errors.js';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import type { RouteAccess } from '../../../core/access.js';
import { departmentOptionsSpec, roleFromSegment, usersTableSpec, writerStateOf } from '../../../services/users/list.js';
import {
  addUser,
  loadUser,
  setUserPassword,
  setWriterState,
  updateUser,
  viewUser,
  WRITER_STATE_MESSAGES,
} from '../../../services/users/manage.js';
import { pictureKey, pictureMime, pictureUrl } from '../../../services/users/picture.js';
import { serviceDeps } from '../../deps.js';

const VIEW_USERS: RouteAccess = { roles: ['admin'], permission: 'users.menu.view_users' };
const ADD_USER: RouteAccess = { roles: ['admin'], permission: 'users.users.add_user' };
const EDIT_USER: RouteAccess = { roles: ['admin'], permission: 'users.users.edit_user' };
const MANAGE_WRITERS: RouteAccess = { roles: ['admin'], permission: 'users.writers.manage_writers' };

const roleParam = z.object({ role: z.string() });
const writerStateQuery = z.object({ status: z.unknown().optional() });
const pictureParams = userIdParam.extend({ '*': z.string().optional() });

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  tableRoutes(app, '/list/:role', {
    rows: 'the users of a role',
    access: VIEW_USERS,
    row: userListRow,
    params: roleParam,
    query: writerStateQuery,
    spec: (_request, { params, query }) =>
      usersTableSpec(app.db, roleFromSegment(params.role), writerStateOf(query.status)),
    exportName: 'users',
  });

  tableRoutes(app, '/departments', {
    rows: 'the departments the caller may give a user',
    access: VIEW_USERS,
    row: departmentOption,
    spec: (request) => departmentOptionsSpec(app.db, request.user),
    exportName: 'departments',
  });

  const tags = ['users'];
  app.get(
    '/:id',
    {
      config: { access: VIEW_USERS },
      schema: { tags, summary: 'One user', params: userIdParam, response: { 200: userSchema } },
    },
    async (request) => viewUser(app.db, request.params.id),
  );

  // The Add user screen takes its role from `?role=` (plural or singular) when the body names none.
  const roleFromQuery = async (request: FastifyRequest) => {
    const body = { ...(request.body as Record<string, unknown> | undefined) };
    const role = body.role ?? (request.query as Record<string, unknown> | undefined)?.role;
    request.body = {
      ...body,
      role: typeof role === 'string' ? (Object.hasOwn(ROLE_PLURALS, role) ? ROLE_PLURALS[role] : role) : role,
    };
  };
  app.post(
    '/',
    {
      config: { access: ADD_USER },
      preValidation: roleFromQuery,
      schema: { tags, summary: 'Add a user', body: addUserRequest, response: { 200: userSavedResponse } },
    },
    async (request) => {
      return { message: 'User added', user: await addUser(deps, request.actor, request.body) };
    },
  );

  app.put(
    '/:id',
    {
      config: { access: EDIT_USER },
      schema: {
        tags,
        summary: 'Edit a user',
        params: userIdParam,
        body: updateUserRequest,
        response: { 200: userSavedResponse },
      },
    },
    async (request) => {
      return { message: 'user saved', user: await updateUser(deps, request.actor, request.params.id, request.body) };
    },
  );

  const passwordSchema = {
    tags,
    summary: "Set a user's password",
    params: userIdParam,
    body: adminChangePasswordRequest,
    response: { 200: messageBody },
  };
  app.post('/:id/password', { config: { access: EDIT_USER }, schema: passwordSchema }, async (request) => {
    await setUserPassword(deps, request.actor, request.params.id, request.body);
    return { message: 'Password changed' };
  });

  const statusSchema = {
    tags,
    summary: 'Approve, suspend or reactivate a user',
    params: userIdParam,
    body: writerStatusRequest,
    response: { 200: writerStateResult },
  };
  app.post('/:id/status', { config: { access: MANAGE_WRITERS }, schema: statusSchema }, async (request) => {
    const { action, user } = await setWriterState(deps, request.actor, request.params.id, request.body);
    return { message: WRITER_STATE_MESSAGES[action], action, user };
  });

  // Pictures are public (an <img> sends no token); the key in the URL must be the user's current one.
  const servePicture = async ({ id, '*': askedKey }: z.output<typeof pictureParams>, reply: FastifyReply) => {
    const user = await loadUser(app.db, id);
    if (
      user.profile_picture &&
      !pictureKey(id, user.profile_picture) &&
      !askedKey &&
      /^https:\/\//.test(user.profile_picture)
    ) {
      return reply.redirect(user.profile_picture);
    }
    const key = pictureKey(id, user.profile_picture);
    const stored =
      !key || (askedKey && pictureUrl(id, askedKey) !== user.profile_picture) ? null : await app.storage.read(key);
    if (!key || !stored) throw notFound('Picture');
    reply.header('Content-Type', pictureMime(key));
    reply.header('Cache-Control', askedKey ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.send(stored);
  };
  const config = { access: 'public' as const };
  const picture = {
    200: files('The picture (JPEG, PNG, GIF or WebP)', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'),
    302: redirect("The user's picture elsewhere (a Google account's)"),
  };
  app.get(
    '/:id/profile-picture',
    { config, schema: { tags, summary: "A user's profile picture", params: userIdParam, response: picture } },
    (request, reply) => servePicture(request.params, reply),
  );
  app.get(
    '/:id/profile-picture/*',
    {
      config,
      schema: {
        tags,
        summary: "A user's profile picture, by its stored name (cached for a year)",
        params: pictureParams,
        response: picture,
      },
    },
    (request, reply) => servePicture(request.params, reply),
  );
};

export default usersRoutes;
