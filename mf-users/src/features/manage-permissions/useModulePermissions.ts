import { useCallback, useEffect, useState } from 'react';
import { userSchema } from '@scriptorium/contracts/core';
import type { Department } from '@scriptorium/contracts/users';
import { errorMessage, get, post, sessionStore, useFeedback } from '@scriptorium/shared-kit/core';
import { sameSelection } from './permissionTree.js';

interface AllModules {
  modules: string[];
  department: Department;
  departmentModules: string[];
}

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
  save: () => Promise<void>;
}

/**
 * The manage-permissions state of department `id`: the module list (`list-all-modules`), the chosen
 * module's keys and selection (`get-module-permissions/{module}?department_id=`), and Save
 * (`POST permissions/{id}/{module}`), which toasts the server's 'Permissions updated' and reloads the
 * signed-in user (`GET auth/user`) into the session store so menus and buttons follow at once.
 * Load failures toast the server's message (spec §8 "Permission or module load failure").
 * @see spec §4 Permission editing; §7 Departments
 */
export function useModulePermissions(id: string | undefined, initialModule: string | null): ModulePermissionsState {
  const { toast } = useFeedback();
  const [all, setAll] = useState<AllModules | null>(null);
  const [module, setModule] = useState<string | null>(initialModule);
  // The module whose keys are loaded: while it differs from `module`, the tree is loading.
  const [loadedModule, setLoadedModule] = useState<string | null>(null);
  const [permissions, setPermissions] = useState<string[]>([]);
  const [saved, setSaved] = useState<string[]>([]);
  const [selection, setSelection] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    get<AllModules>(`sh-departments/department/list-all-modules/sh-departments/${encodeURIComponent(id)}`)
      .then((body) => live && setAll(body))
      .catch((e: unknown) => live && toast.error(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps -- toast is stable enough; load once per department

  useEffect(() => {
    if (!id || !module) return;
    let live = true;
    get<{ permissions: string[]; selectedPermissions: string[] }>(`sh-departments/department/get-module-permissions/${encodeURIComponent(module)}`, { department_id: id })
      .then((body) => {
        if (!live) return;
        setPermissions(body.permissions);
        setSaved(body.selectedPermissions);
        setSelection(body.selectedPermissions);
        setLoadedModule(module);
      })
      .catch((e: unknown) => {
        if (!live) return;
        toast.error(errorMessage(e));
        setPermissions([]);
        setSaved([]);
        setSelection([]);
        setLoadedModule(module);
      });
    return () => {
      live = false;
    };
  }, [id, module]); // eslint-disable-line react-hooks/exhaustive-deps -- reload only when the module changes

  const save = useCallback(async () => {
    if (!id || !module) return;
    setSaving(true);
    try {
      const body = await post<{ message?: string; departmentModules: string[] }>(`sh-departments/department/permissions/${encodeURIComponent(id)}/${encodeURIComponent(module)}`, { permissions: selection });
      setSaved(selection);
      setAll((a) => (a ? { ...a, departmentModules: body.departmentModules } : a));
      toast.success(body.message ?? 'Permissions updated');
      sessionStore.getState().setUser(userSchema.parse(await get('auth/user')));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }, [id, module, selection, toast]);

  return {
    modules: all?.modules ?? [],
    department: all?.department ?? null,
    departmentModules: all?.departmentModules ?? [],
    module,
    permissions,
    selection,
    dirty: !sameSelection(selection, saved),
    loading: module !== null && loadedModule !== module,
    saving,
    choose: setModule,
    setSelection,
    save,
  };
}
