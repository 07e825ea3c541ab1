import { departmentDetailResponse } from '@scriptorium/contracts/users';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET sh-departments/department/{id}` → the department. @see spec §2 /sh-departments/permissions/{id} */
export const getDepartment = async (id: string) => (await getParsed(departmentDetailResponse, `sh-departments/department/${encodeURIComponent(id)}`)).department;
/** Query options of {@link getDepartment}, keyed `['departments', id]`. */
export const departmentQuery = (id: string) => queryOptions({ queryKey: ['departments', id], queryFn: () => getDepartment(id) });
