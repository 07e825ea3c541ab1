/**
 * Departments (mounted at `/api/sh-departments`):
 *   GET  list     table protocol: id, name, description, created_at     departments.menu.view_departments
 *   POST /        {id?, name, description} create (or update id) → {message: 'Department saved', department}
 *                 name missing or taken → 422                             departments.departments.manage_departments
 *   …/department/* one department and its modules (./department/index.ts)
 * @see spec §2 /sh-departments; §7 Departments
 */
import type { FastifyPluginAsync } from 'fastify';
import { optionalId } from '@scriptorium/contracts/core';
import { departmentRequest } from '@scriptorium/contracts/users';
import { parseOr422 } from '../../../lib/http-errors.js';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import { departmentsTableSpec, saveDepartment } from '../../../services/departments/index.js';
import departmentRoutes, { MANAGE_DEPARTMENTS, VIEW_DEPARTMENTS } from './department/index.js';

const saveRequest = departmentRequest.extend({ id: optionalId('Choose a department from the list') });

const shDepartmentsRoutes: FastifyPluginAsync = async (app) => {
  tableRoutes(app, '/list', { access: VIEW_DEPARTMENTS, spec: () => departmentsTableSpec(app.db), exportName: 'departments' });

  app.post('/', { config: { access: MANAGE_DEPARTMENTS } }, async (request) => {
    const { id, ...input } = parseOr422(saveRequest, request.body ?? {});
    return { message: 'Department saved', department: await saveDepartment(app, request, input, id ?? undefined) };
  });

  await app.register(departmentRoutes, { prefix: '/department' });
};

export default shDepartmentsRoutes;
