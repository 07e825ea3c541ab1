/**
 * Departments (mounted at `/api/sh-departments`):
 *   GET  list     table protocol: id, name, description, created_at     departments.menu.view_departments
 *   POST /        {id?, name, description} create (or update id) → {message: 'Department saved', department}
 *                 name missing or taken → 422                             departments.departments.manage_departments
 *   …/department/* one department and its modules (./department/index.ts)
 * @see docs/product.md §2 /sh-departments; §7 Departments
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalId } from '@scriptorium/contracts/core';
import { departmentRequest, departmentSaved, departmentSchema } from '@scriptorium/contracts/users';
import { tableRoutes } from '../../../lib/table/tableRoutes.js';
import { departmentsTableSpec, saveDepartment } from '../../../services/departments/index.js';
import departmentRoutes, { MANAGE_DEPARTMENTS, VIEW_DEPARTMENTS } from './department/index.js';
import { serviceDeps } from '../../deps.js';

const saveRequest = departmentRequest.extend({ id: optionalId('Choose a department from the list') });

const shDepartmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  tableRoutes(app, '/list', {
    rows: 'departments',
    access: VIEW_DEPARTMENTS,
    row: departmentSchema,
    spec: () => departmentsTableSpec(app.db),
    exportName: 'departments',
  });

  app.post(
    '/',
    {
      config: { access: MANAGE_DEPARTMENTS },
      schema: {
        tags: ['departments'],
        summary: 'Add or rename a department',
        body: saveRequest,
        response: { 200: departmentSaved },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return {
        message: 'Department saved',
        department: await saveDepartment(deps, request.actor, input, id ?? undefined),
      };
    },
  );

  await app.register(departmentRoutes, { prefix: '/department' });
};

export default shDepartmentsRoutes;
