/**
 * The older department paths of docs/product.md §7 (mounted at `/api/admin/departments`): the same handlers as
 * `/api/sh-departments/department/*`, under `/api/admin/departments/department/*`.
 * @see docs/product.md §7 Departments ("Older paths"); ../../sh-departments/department/index.ts
 */
import type { FastifyPluginAsync } from 'fastify';
import departmentRoutes from '../../sh-departments/department/index.js';

const adminDepartmentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(departmentRoutes, { prefix: '/department' });
};

export default adminDepartmentsRoutes;
