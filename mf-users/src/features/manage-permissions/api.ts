import {
  departmentAllModulesResponse,
  modulePermissionsResponse,
  modulePermissionsSaved,
} from '@scriptorium/contracts/users';
import { getParsed, post } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

const path = (p: string) => `sh-departments/department/${p}`;

/** `GET …/list-all-modules/sh-departments/{id}`: every permission module, department `id` and the modules it holds. @see docs/product.md §7 Departments */
export const getDepartmentModules = (id: string) =>
  getParsed(departmentAllModulesResponse, path(`list-all-modules/sh-departments/${encodeURIComponent(id)}`));
/** Query options of {@link getDepartmentModules}, keyed `['departments', id, 'modules']`. */
export const departmentModulesQuery = (id: string) =>
  queryOptions({ queryKey: ['departments', id, 'modules'], queryFn: () => getDepartmentModules(id) });

/** `GET …/get-module-permissions/{module}?department_id={id}`: the module's keys and those department `id` holds. */
export const getModulePermissions = (id: string, module: string) =>
  getParsed(modulePermissionsResponse, path(`get-module-permissions/${encodeURIComponent(module)}`), {
    department_id: id,
  });
/** Query options of {@link getModulePermissions}, keyed `['departments', id, 'modules', module]`. */
export const modulePermissionsQuery = (id: string, module: string) =>
  queryOptions({ queryKey: ['departments', id, 'modules', module], queryFn: () => getModulePermissions(id, module) });

/** `POST …/permissions/{id}/{module}`: department `id` holds exactly `permissions` of `module` ('Permissions updated'). */
export const saveModulePermissions = async (id: string, module: string, permissions: string[]) =>
  modulePermissionsSaved.parse(
    await post(path(`permissions/${encodeURIComponent(id)}/${encodeURIComponent(module)}`), { permissions }),
  );
