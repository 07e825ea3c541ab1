import { useEffect, useState } from 'react';
import type { Department } from '@scriptorium/contracts/users';
import { errorMessage, refreshSessionUser, useFeedback } from '@scriptorium/shared-kit/core';
import { useInvalidate, useMutation, useResource } from '@scriptorium/shared-kit/data';
import { departmentModulesQuery, modulePermissionsQuery, saveModulePermissions } from './api.js';
import { sameSelection } from './permissionTree.js';

/** What {@link useModulePermissions} holds and does. */
export interface ModulePermissionsState {
  modules: string[];
  department: Department | null;
  /** Modules the department holds. */
  departmentModules: string[];
  /** The chosen module, or null. */
  module: string | null;
  /** Every key of the chosen module. */
  permissions: string[];
  /** The keys ticked now. */
  selection: string[];
  /** True once the selection differs from what is saved (Save shows). */
  dirty: boolean;
  loading: boolean;
  saving: boolean;
  choose: (module: string) => void;
  setSelection: (keys: string[]) => void;
  save: () => void;
}

/**
 * The manage-permissions state of department `id`: the module list (`list-all-modules`), the chosen
 * module's keys and selection (`get-module-permissions/{module}?department_id=`), and Save
 * (`POST permissions/{id}/{module}`), which toasts the server's 'Permissions updated', reloads the
 * department's modules and the signed-in user (`GET auth/user`, into the session store so menus and
 * buttons follow at once). Load failures toast the server's message (docs/product.md §8 "Permission or module load failure").
 * @see docs/product.md §4 Permission editing; §7 Departments
 */
export function useModulePermissions(id: string | undefined, initialModule: string | null): ModulePermissionsState {
  const { toast } = useFeedback();
  const invalidate = useInvalidate();
  const [module, setModule] = useState<string | null>(initialModule);
  // The keys ticked since the module was chosen; null while they are the saved ones.
  const [edited, setEdited] = useState<string[] | null>(null);
  const all = useResource({ ...departmentModulesQuery(id ?? ''), enabled: !!id });
  const keys = useResource({ ...modulePermissionsQuery(id ?? '', module ?? ''), enabled: !!id && !!module });
  useEffect(() => void (all.error && toast.error(all.error)), [all.error, toast]);
  useEffect(() => void (keys.error && toast.error(keys.error)), [keys.error, toast]);

  const saved = keys.data?.selectedPermissions ?? [];
  const selection = edited ?? saved;
  const mutation = useMutation({
    mutationFn: ({ module, permissions }: { module: string; permissions: string[] }) =>
      saveModulePermissions(id ?? '', module, permissions),
    onSuccess: async ({ message }) => {
      toast.success(message);
      void invalidate(departmentModulesQuery(id ?? '').queryKey);
      await refreshSessionUser();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  return {
    modules: all.data?.modules ?? [],
    department: all.data?.department ?? null,
    departmentModules: all.data?.departmentModules ?? [],
    module,
    permissions: keys.data?.permissions ?? [],
    selection,
    dirty: !sameSelection(selection, saved),
    loading: keys.loading && !keys.data,
    saving: mutation.isPending,
    choose: (next) => {
      setModule(next);
      setEdited(null);
    },
    setSelection: setEdited,
    save: () => id && module && mutation.mutate({ module, permissions: selection }),
  };
}
