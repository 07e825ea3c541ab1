import { useEffect, useState } from 'react';
import { departmentSchema, type Department } from '@scriptorium/contracts/users';
import { errorMessage, get } from '@scriptorium/shared-kit/core';

/** Loads `GET sh-departments/department/{id}` → the department (or the error message). */
export function useDepartment(id: string | undefined): { department: Department | null; error: string | null } {
  const [department, setDepartment] = useState<Department | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    get<{ department: unknown }>(`sh-departments/department/${encodeURIComponent(id)}`)
      .then((body) => live && setDepartment(departmentSchema.parse(body.department)))
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [id]);
  return { department, error };
}
