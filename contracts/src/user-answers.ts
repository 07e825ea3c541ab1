/**
 * Answers of the users and departments calls not parsed with a schema in ./users.ts.
 * The routes declare these as their answers, so the OpenAPI document describes them (docs/architecture.md API).
 * @see docs/product.md §7 Users, Departments
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { userSchema } from './auth.js';
import { departmentModuleSchema, departmentSchema, WRITER_STATE_ACTIONS, type WriterStateAction } from './users.js';

/** `POST users/{id}/status`: what was done (approve | suspend | reactivate), its message and the user. */
export const writerStateResult = z.object(
  lazyShape({
    message: () => z.string(),
    action: () => z.enum(Object.keys(WRITER_STATE_ACTIONS) as [WriterStateAction, ...WriterStateAction[]]),
    user: userSchema,
  }),
);
/** A row of `GET users/departments` (the departments the caller may give): select/suggest protocol. */
export const departmentOption = z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() }));
/** `POST sh-departments`: 'Department saved' and the department. */
export const departmentSaved = z.object(lazyShape({ message: () => z.string(), department: departmentSchema }));
/** `POST …/add-module/{id}`, `POST …/permissions/{id}`: the message and the module row. */
export const departmentModuleSaved = z.object(lazyShape({ message: () => z.string(), module: departmentModuleSchema }));
/** `GET …/list-pending-modules/{id}`: the modules the caller may still add (`id` is the module name). */
export const pendingModulesResult = z.object(
  lazyShape({
    status: () => z.string().describe("'success'"),
    data: () => z.array(z.object(lazyShape({ id: () => z.string(), name: () => z.string() }))),
  }),
);
