import { departmentDetailResponse, departmentModuleSchema, departmentSchema } from '@scriptorium/contracts/users';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET sh-departments/department/{id}` → the department. @see docs/product.md §2 /sh-departments/permissions/{id} */
export const getDepartment = async (id: string) =>
  (await getParsed(departmentDetailResponse, `sh-departments/department/${encodeURIComponent(id)}`)).department;
/** Query options of {@link getDepartment}, keyed `['departments', id]`. */
export const departmentQuery = (id: string) =>
  queryOptions({ queryKey: ['departments', id], queryFn: () => getDepartment(id) });

/** `GET sh-departments/list` (table protocol): the departments, rows parsed as `departmentSchema`. @see docs/product.md §2 /sh-departments */
export const departmentsTable = { endpoint: 'sh-departments/list', rowSchema: departmentSchema } as const;
/** `POST sh-departments`: the Add Department form. */
export const addDepartmentAction = 'sh-departments';
/** `GET sh-departments/department/list-modules/{id}` (table protocol): a department's modules, rows parsed as `departmentModuleSchema`. */
export const departmentModulesTable = (departmentId: string | number) =>
  ({ endpoint: `sh-departments/department/list-modules/${departmentId}`, rowSchema: departmentModuleSchema }) as const;
/** `DELETE sh-departments/department/delete-department/{id}`: removes a module from its department (row action, `{id}` filled per row). */
export const deleteModuleAction = 'sh-departments/department/delete-department/{id}';
/** `GET sh-departments/department/list-pending-modules/{id}`: the modules the department has not got yet (the Add Module select). */
export const pendingModulesUrl = (departmentId: number) =>
  `sh-departments/department/list-pending-modules/${departmentId}`;
/** `POST sh-departments/department/add-module/{id}`: the Add Module form. */
export const addModuleAction = (departmentId: number) => `sh-departments/department/add-module/${departmentId}`;
