/**
 * One department and its permission modules. Mounted twice, with the same handlers: at
 * `/api/sh-departments/department` (current paths) and `/api/admin/departments/department` (older paths).
 *   GET  :id                                 {department, departmentModules: DepartmentModule[]}   view
 *   GET  list-modules/:id                    the department's modules (table protocol)              view
 *   GET  list-pending-modules/:id            {status, data: [{id: module, name}]} not yet added and  view
 *                                            addable by the caller (services/departments/grants.ts)
 *   GET  list-all-modules/sh-departments/:id {modules, department, departmentModules: string[]}     view
 *   GET  get-module-permissions/:module?department_id=  {module, permissions, selectedPermissions}  view
 *   POST add-module/:id                      {permission_module} → 'module added successfully'      manage
 *   POST permissions/:id/:module             {permissions} → {message: 'Permissions updated', departmentModules}
 *                                            (an empty list removes the module)                      manage
 *   POST permissions/:moduleId               {permissions} → {message: 'Permissions updated', module} manage
 *   POST|DELETE delete-department/:moduleId  removes that module from its department                 manage
 * view = departments.menu.view_departments, manage = departments.departments.manage_departments.
 * Only keys of the module are accepted (422 on permissions otherwise); changes stay within the caller's
 * own permissions (403 otherwise, services/departments/grants.ts).
 * @see docs/product.md §7 Departments; docs/product.md §R7 Server contract (Departments)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField } from '@scriptorium/contracts/core';
import {
  addModuleRequest,
  departmentAllModulesResponse,
  departmentDetailResponse,
  departmentModuleSaved,
  departmentModuleSchema,
  modulePermissionsResponse,
  modulePermissionsSaved,
  pendingModulesResult,
} from '@scriptorium/contracts/users';
import { notFound } from '../../../../lib/http-errors.js';
import { tableRoutes } from '../../../../lib/table/tableRoutes.js';
import type { RouteAccess } from '../../../../core/access.js';
import type { Actor } from '../../../../core/auth/current-user.js';
import {
  addModule,
  allModules,
  departmentModuleRows,
  loadDepartment,
  loadModuleRow,
  modulePermissions,
  modulesTableSpec,
  moduleOf,
  pendingModules,
  removeModule,
  setDepartmentModulePermissions,
  setModuleRowPermissions,
  toDepartment,
  toDepartmentModule,
} from '../../../../services/departments/index.js';
import { serviceDeps } from '../../../deps.js';

/** Reading departments and their modules. */
export const VIEW_DEPARTMENTS: RouteAccess = { roles: ['admin'], permission: 'departments.menu.view_departments' };
/** Changing departments and their modules. */
export const MANAGE_DEPARTMENTS: RouteAccess = {
  roles: ['admin'],
  permission: 'departments.departments.manage_departments',
};

const idParam = z.object({ id: idField('The id must be a positive whole number') });
const moduleParams = idParam.extend({ module: z.string() });
/** The shape of a permissions body for the document; which keys are allowed depends on the module. */
const permissionsBody = z.object({
  permissions: z.unknown().describe('Permission keys of the module (or a JSON string of them)'),
});
const moduleQuery = z.object({
  department_id: idField('The department id must be a positive whole number')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const tags = ['departments'];
  app.get(
    '/:id',
    {
      config: { access: VIEW_DEPARTMENTS },
      schema: {
        tags,
        summary: 'One department and its permission modules',
        params: idParam,
        response: { 200: departmentDetailResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const department = await loadDepartment(app.db, id);
      const modules = await departmentModuleRows(app.db, id);
      return { department: toDepartment(department), departmentModules: modules.map(toDepartmentModule) };
    },
  );

  tableRoutes(app, '/list-modules/:id', {
    rows: "a department's permission modules",
    access: VIEW_DEPARTMENTS,
    row: departmentModuleSchema,
    params: idParam,
    spec: async (_request, { params: { id } }) => {
      await loadDepartment(app.db, id);
      return modulesTableSpec(app.db, id);
    },
    exportName: 'department-modules',
  });

  app.get(
    '/list-pending-modules/:id',
    {
      config: { access: VIEW_DEPARTMENTS },
      schema: {
        tags,
        summary: 'The modules the caller may still add to a department',
        params: idParam,
        response: { 200: pendingModulesResult },
      },
    },
    async (request) => {
      return { status: 'success', data: await pendingModules(app.db, request.user, request.params.id) };
    },
  );

  app.get(
    '/list-all-modules/:role/:id',
    {
      config: { access: VIEW_DEPARTMENTS },
      schema: {
        tags,
        summary: 'Every permission module, and those a department has',
        params: idParam.extend({ role: z.string() }),
        response: { 200: departmentAllModulesResponse },
      },
    },
    async (request) => {
      const { role, id } = request.params;
      // The original took a role here; only admins hold department permissions.
      if (role !== 'sh-departments' && role !== 'admin') throw notFound('Role');
      return allModules(app.db, id);
    },
  );

  const moduleParam = { params: z.object({ module: z.string() }), querystring: moduleQuery };
  app.get(
    '/get-module-permissions/:module',
    {
      config: { access: VIEW_DEPARTMENTS },
      schema: {
        tags,
        summary: "A module's permissions, and those a department holds",
        ...moduleParam,
        response: { 200: modulePermissionsResponse },
      },
    },
    async (request) => {
      return modulePermissions(app.db, moduleOf(request.params.module), request.query.department_id);
    },
  );

  app.post(
    '/add-module/:id',
    {
      config: { access: MANAGE_DEPARTMENTS },
      schema: {
        tags,
        summary: 'Add a permission module to a department',
        params: idParam,
        body: addModuleRequest,
        response: { 200: departmentModuleSaved },
      },
    },
    async (request) => {
      return {
        message: 'module added successfully',
        module: await addModule(deps, request.actor, request.params.id, request.body.permission_module),
      };
    },
  );

  // The permissions a body may hold depend on the module (path or stored row): checked by the services.
  app.post(
    '/permissions/:id/:module',
    {
      config: { access: MANAGE_DEPARTMENTS },
      schema: {
        tags,
        summary: "Set a department's permissions in a module (none removes it)",
        params: moduleParams,
        body: permissionsBody,
        response: { 200: modulePermissionsSaved },
      },
    },
    async (request) => {
      const { id, module: name } = request.params;
      return {
        message: 'Permissions updated',
        departmentModules: await setDepartmentModulePermissions(deps, request.actor, id, moduleOf(name), request.body),
      };
    },
  );

  app.post(
    '/permissions/:id',
    {
      config: { access: MANAGE_DEPARTMENTS },
      schema: {
        tags,
        summary: "Set the permissions of a department's module",
        params: idParam,
        body: permissionsBody,
        response: { 200: departmentModuleSaved },
      },
    },
    async (request) => {
      const row = await loadModuleRow(app.db, request.params.id);
      return {
        message: 'Permissions updated',
        module: await setModuleRowPermissions(deps, request.actor, row, request.body),
      };
    },
  );

  const remove = {
    config: { access: MANAGE_DEPARTMENTS },
    schema: {
      tags,
      summary: 'Remove a permission module from its department',
      params: idParam,
      response: { 200: modulePermissionsSaved },
    },
  };
  const removeHandler = async (request: { params: { id: number }; actor: Actor }) => ({
    message: 'Module removed',
    departmentModules: await removeModule(deps, request.actor, request.params.id),
  });
  app.post('/delete-department/:id', remove, removeHandler);
  app.delete('/delete-department/:id', remove, removeHandler);
};

export default departmentRoutes;
