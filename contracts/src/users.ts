/**
 * Users, writers, departments and permission modules: requests and list rows.
 * @see docs/product.md §2 (users, add user, departments, profile), §3 User, Department, Log; §5; §6; §7 Users,
 * Departments
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { password } from './auth.js';
import { idField, optionalId, optionalText, requiredText, text } from './fields.js';
import { PERMISSION_MODULES, type PermissionModule } from './permissions.js';
import { ROLES } from './roles.js';
import { WRITER_STATES, type WriterState } from './statuses.js';

/** The one message for a phone that is not a number. */
export const PHONE_MESSAGE = 'Enter a valid phone number: digits only, with an optional leading +, 7 to 16 digits';

/**
 * A phone number as the PhoneInput sends it (`+254712345678`): an optional leading `+`, then 7–16
 * digits. Spaces, dashes, dots and brackets are dropped. Output: `+` and digits only.
 * Blank → `null`. The API may parse it further with a phone library.
 */
export const phoneField = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .transform((v) => v.replace(/[\s\-.()]/g, ''))
  .refine((v) => v === '' || /^\+?\d{7,16}$/.test(v), { error: PHONE_MESSAGE })
  .nullish()
  .transform((v) => (v ? v : null));

const name = requiredText('name', 120);
const email = z
  .email({ error: 'Enter a valid email address' })
  .max(190, { error: 'The email may be at most 190 characters' });

/** A row of `/users/{role}`: department for admins, country for clients' flags. */
export const userListRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    name: () => z.string(),
    email: () => z.string(),
    phone: () => z.string().nullable(),
    role: () => z.string(),
    status: () => z.enum(WRITER_STATES).optional(),
    country_code: () => z.string().nullable().optional(),
    department: () =>
      z
        .object(lazyShape({ name: () => z.string() }))
        .nullable()
        .optional(),
    created_at: () => z.string(),
  }),
);
/** Parsed (output) shape of `userListRow`. */
export type UserListRow = z.infer<typeof userListRow>;

/**
 * Add user (admins only): the role comes from the `role` query. An admin needs a department
 * ('Choose a department for the admin'). A `password_confirmation`, when sent, must match.
 * `status` (writers only, default `active`): `pending` adds a writer who must be approved before
 * signing in — the only way a writer reaches the pending tab, since registration makes clients.
 */
export const addUserRequest = z
  .object(
    lazyShape({
      name,
      email,
      phone: phoneField,
      password,
      password_confirmation: () => text(undefined, { error: 'Password confirmation does not match' }).optional(),
      role: () => z.enum(ROLES, { error: 'The role must be client, writer or admin' }),
      department_id: () => optionalId('Choose a department from the list'),
      status: () => z.enum(['active', 'pending'], { error: 'The status must be active or pending' }).optional(),
    }),
  )
  .superRefine((v, ctx) => {
    if (v.status === 'pending' && v.role !== 'writer') {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Only writers can start pending approval' });
    }
    if (v.role === 'admin' && !v.department_id) {
      ctx.addIssue({ code: 'custom', path: ['department_id'], message: 'Choose a department for the admin' });
    }
    if (v.password_confirmation !== undefined && v.password_confirmation !== v.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'Password confirmation does not match',
      });
    }
  });
/** Parsed (output) shape of `addUserRequest`. */
export type AddUserRequest = z.infer<typeof addUserRequest>;

/** Edit user (admin): details; the department applies to admins. */
export const updateUserRequest = z.object(
  lazyShape({
    name,
    email,
    phone: phoneField,
    department_id: () => optionalId('Choose a department from the list'),
  }),
);
/** Parsed (output) shape of `updateUserRequest`. */
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** Edit Profile (`auth/user`), the signed-in user's own details. */
export const updateProfileRequest = z.object({ name, email, phone: phoneField });
/** Parsed (output) shape of `updateProfileRequest`. */
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** An admin sets a user's password: 'Password field is required', 'Password confirmation does not match'. */
export const adminChangePasswordRequest = z
  .object(
    lazyShape({
      password,
      password_confirmation: () => text(undefined, { error: 'Password confirmation does not match' }),
    }),
  )
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'Password confirmation does not match',
  });
/** Parsed (output) shape of `adminChangePasswordRequest`. */
export type AdminChangePasswordRequest = z.infer<typeof adminChangePasswordRequest>;

/** Change Password on the profile (`auth/reset`): the current password, then the new one twice. */
export const changeMyPasswordRequest = z
  .object(
    lazyShape({
      old_password: () =>
        text(undefined, { error: 'The old password field is required' }).min(1, {
          error: 'The old password field is required',
        }),
      new_password: password,
      new_password_confirmation: () => text(undefined, { error: 'Password confirmation does not match' }),
    }),
  )
  .refine((v) => v.new_password === v.new_password_confirmation, {
    path: ['new_password_confirmation'],
    error: 'Password confirmation does not match',
  });
/** Parsed (output) shape of `changeMyPasswordRequest`. */
export type ChangeMyPasswordRequest = z.infer<typeof changeMyPasswordRequest>;

/** What an admin can do to a writer in each state, and the state it leads to. @see docs/product.md §4 Withdrawals and writers */
export const WRITER_STATE_ACTIONS = {
  approve: { label: 'Approve', from: ['pending'], to: 'active' },
  suspend: { label: 'Suspend', from: ['active', 'pending'], to: 'suspended' },
  reactivate: { label: 'Reactivate', from: ['suspended'], to: 'active' },
} as const satisfies Record<string, { label: string; from: readonly WriterState[]; to: WriterState }>;
/** A key of `WRITER_STATE_ACTIONS`. */
export type WriterStateAction = keyof typeof WRITER_STATE_ACTIONS;

/** The writer-state actions offered for a writer in `state` (needs `users.writers.manage_writers`). */
export function writerStateActions(state: WriterState): WriterStateAction[] {
  return (Object.keys(WRITER_STATE_ACTIONS) as WriterStateAction[]).filter((a) =>
    (WRITER_STATE_ACTIONS[a].from as readonly WriterState[]).includes(state),
  );
}

/** Body of a writer-state change. */
export const writerStateRequest = z.object(
  lazyShape({
    action: () =>
      z.enum(Object.keys(WRITER_STATE_ACTIONS) as [WriterStateAction, ...WriterStateAction[]], {
        error: 'Choose approve, suspend or reactivate',
      }),
  }),
);

const STATUS_MESSAGE = 'The status must be active or suspended';
/**
 * `POST users/{id}/status`: an `action` (writerStateRequest), or else the `status` the writers tabs send
 * (active|suspended; anything else is no status); an `action` wins when both are sent. Gives the state to move to.
 */
export const writerStatusRequest = z
  .object(
    lazyShape({
      action: () => writerStateRequest.shape.action.optional(),
      status: () => z.enum(['active', 'suspended']).optional().catch(undefined),
    }),
  )
  .refine((b) => b.action !== undefined || b.status !== undefined, { path: ['status'], error: STATUS_MESSAGE })
  .transform((b): WriterState => (b.action ? WRITER_STATE_ACTIONS[b.action].to : b.status!));

/** `POST sh-departments` (name, description). */
export const departmentRequest = z.object(
  lazyShape({
    name: () => requiredText('name', 120),
    description: () => optionalText('description', 2000),
  }),
);
/** Parsed (output) shape of `departmentRequest`. */
export type DepartmentRequest = z.infer<typeof departmentRequest>;

/** A department row. @see docs/product.md §3 Department */
export const departmentSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    name: () => z.string(),
    description: () => z.string().nullable(),
    created_at: () => z.string(),
  }),
);
/** Parsed (output) shape of `departmentSchema`. */
export type Department = z.infer<typeof departmentSchema>;

/** A module of a department with its granted keys. */
export const departmentModuleSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    module: () => z.string(),
    permissions: () => z.array(z.string()),
    created_at: () => z.string(),
  }),
);
/** Parsed (output) shape of `departmentModuleSchema`. */
export type DepartmentModule = z.infer<typeof departmentModuleSchema>;

const MODULE_NAMES = Object.keys(PERMISSION_MODULES) as [PermissionModule, ...PermissionModule[]];

/** Add Module (older `add-module/{id}`): a module name of `PERMISSION_MODULES`. */
export const addModuleRequest = z.object(
  lazyShape({
    permission_module: () => z.enum(MODULE_NAMES, { error: 'Choose a module from the list' }),
  }),
);

/**
 * `POST …/permissions/{id}/{module}` body for `module`: `{permissions: string[]}` (or a JSON array
 * string from a multipart form); each key must belong to that module, else
 * "'{key}' is not a permission of the {module} module". An empty list removes the module.
 */
export function modulePermissionsRequest(module: PermissionModule) {
  const keys: readonly string[] = PERMISSION_MODULES[module];
  const list = z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          return v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
        }
      }
      return v ?? [];
    },
    z.array(text(undefined, { error: 'Each permission must be a text key' }), {
      error: 'The permissions must be a list',
    }),
  );
  return z.object(
    lazyShape({
      permissions: () =>
        list.superRefine((perms, ctx) => {
          perms.forEach((p) => {
            if (!keys.includes(p))
              ctx.addIssue({ code: 'custom', message: `'${p}' is not a permission of the ${module} module` });
          });
        }),
    }),
  );
}

/** `GET sh-departments/department/{id}` → the department and its modules. */
export const departmentDetailResponse = z.object(
  lazyShape({
    department: departmentSchema,
    departmentModules: () => z.array(departmentModuleSchema),
  }),
);

/** `GET …/list-all-modules/sh-departments/{id}` → every permission module, the department and the modules it holds. */
export const departmentAllModulesResponse = z.object(
  lazyShape({
    modules: () => z.array(z.string()),
    department: departmentSchema,
    departmentModules: () => z.array(z.string()),
  }),
);

/** `POST …/permissions/{id}/{module}` → 'Permissions updated' and the modules the department now holds. */
export const modulePermissionsSaved = z.object(
  lazyShape({ message: () => z.string(), departmentModules: () => z.array(z.string()) }),
);

/** `get-module-permissions/{module}` → the module's keys and the department's chosen ones. */
export const modulePermissionsResponse = z.object(
  lazyShape({
    permissions: () => z.array(z.string()),
    selectedPermissions: () => z.array(z.string()),
  }),
);

/** A `/logs` row; `device` reads "OS - Browser". @see docs/product.md §3 Log */
export const logRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    user: () => z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })).nullable(),
    type: () => z.string(),
    log: () => z.string(),
    ip_address: () => z.string().nullable(),
    device: () => z.string().nullable(),
    created_at: () => z.string(),
  }),
);
/** Parsed (output) shape of `logRow`. */
export type LogRow = z.infer<typeof logRow>;

/** Path parameter of `/users/user/{id}` calls. */
export const userIdParam = z.object(lazyShape({ id: () => idField('The user id must be a positive whole number') }));
