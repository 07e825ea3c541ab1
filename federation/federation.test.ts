import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { antdComponentDirs, antdPerComponentImports } from './antd.js';
import { ROUTER_BARREL, ROUTER_SHARED, routerImportsCheck } from './router.js';
import { sharedConfig } from './shared.js';
import {
  entryChunkGroups,
  exportOrigins,
  shellEntryImports,
  workspaceEntries,
  WORKSPACE_PACKAGES,
  workspacePackage,
} from './workspace.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const remote = join(fixtures, 'remote');
const host = join(fixtures, 'host');
const root = join(import.meta.dirname, '..');
const version = (pkg: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
/** The kit's version: its entries are shared at it, and required from it on. */
const kit = version('@scriptorium/shared-kit');

/** Runs a plugin's transform hook the way Vite would; `this.error` throws. */
function transform(plugin: Plugin, code: string, id: string): string | null {
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const ctx = {
    error: (m: string) => {
      throw new Error(m);
    },
    warn: () => {},
  };
  return hook.call(ctx, code, id)?.code ?? null;
}

describe('shared config', () => {
  it("a remote's build consumes, from the shell, exactly the singletons its shipped sources load", () => {
    const shared = sharedConfig(remote, 'remote');
    // Type-only imports (contracts/core) and what only a test imports (zustand, kit/dates) are not listed:
    // a consume-only share is fetched when the remote starts.
    expect(Object.keys(shared).sort()).toEqual([
      '@scriptorium/contracts/orders',
      '@scriptorium/shared-kit/core',
      'antd/es/button',
      'react',
      'react-dom',
      'react-router-dom',
    ]);
    for (const item of Object.values(shared)) expect(item).toMatchObject({ singleton: true, import: false });
    expect(shared['react']).toEqual({ singleton: true, requiredVersion: '19.3.1', import: false });
    expect(shared['antd/es/button']).toEqual({
      singleton: true,
      requiredVersion: '6.6.8',
      version: version('antd'),
      import: false,
    });
    // The shell's, of at least the version built with (checked before load: federation/versions.ts).
    expect(shared['@scriptorium/shared-kit/core']).toEqual({
      singleton: true,
      requiredVersion: `^${kit}`,
      version: kit,
      import: false,
    });
  });

  it('the shell provides every singleton, each workspace entry from its entry file, antd at run time', () => {
    const shared = sharedConfig(host, 'host');
    const entries = workspaceEntries(host);
    expect(Object.keys(shared).sort()).toEqual(
      ['react', 'react-dom', 'react-router-dom', 'zustand', ...entries.keys()].sort(),
    );
    expect(Object.keys(shared).some((k) => k.startsWith('antd'))).toBe(false);
    // No whole-package shares, no test entry.
    expect(shared['@scriptorium/shared-kit']).toBeUndefined();
    expect(shared['@scriptorium/shared-kit/testing']).toBeUndefined();
    expect(shared['@scriptorium/shared-kit/core']).toEqual({
      singleton: true,
      requiredVersion: `^${kit}`,
      version: kit,
      import: join(root, 'shared-kit/src/entries/core.ts'),
    });
    expect(shared['@scriptorium/shared-kit/ui']).toEqual({
      singleton: true,
      requiredVersion: `^${kit}`,
      version: kit,
      import: join(root, 'shared-kit/src/entries/ui.ts'),
    });
    expect(shared['react-router-dom']).toEqual({
      singleton: true,
      requiredVersion: '7.18.5',
      version: version('react-router-dom'),
      import: ROUTER_BARREL,
    });
    expect(shared['react']).toEqual({ singleton: true, requiredVersion: '19.3.1' });
  });

  it('a remote alone on its dev server provides its own copies of everything', () => {
    const shared = sharedConfig(remote, 'remote-dev');
    expect(Object.values(shared).every((s) => s.import !== false)).toBe(true);
    expect(Object.keys(shared).filter((k) => k.startsWith('antd/es/')).length).toBe(
      new Set(antdComponentDirs(remote).values()).size,
    );
    expect(shared['zustand']).toBeDefined();
  });

  it('refuses a shell that does not depend on every singleton; a remote shares only what it depends on', () => {
    expect(() => sharedConfig(join(fixtures, 'host-without-zustand'), 'host')).toThrow(/must depend on zustand/);
    expect(sharedConfig(join(fixtures, 'host-without-zustand'), 'remote-dev')['zustand']).toBeUndefined();
  });
});

describe('workspace entries', () => {
  it('every name of a workspace package belongs to exactly one entry (an import names one owner)', () => {
    for (const name of WORKSPACE_PACKAGES) {
      const owners = new Map<string, string[]>();
      for (const [spec, file] of workspacePackage(host, name).entries) {
        for (const exported of exportOrigins(file).keys())
          owners.set(exported, [...(owners.get(exported) ?? []), spec]);
      }
      const twice = [...owners].filter(([, specs]) => specs.length > 1);
      expect(twice, name).toEqual([]);
      expect(owners.size).toBeGreaterThan(50);
    }
  });

  it("routes the shell's entry imports to the modules that define the names; types stay on the entry", () => {
    const plugin = shellEntryImports(workspaceEntries(host));
    const out = transform(
      plugin,
      "import { post, type ApiOptions } from '@scriptorium/shared-kit/core';\npost('x');\n",
      join(root, 'shell/src/x.ts'),
    );
    expect(out).toContain(`import { post } from ${JSON.stringify(join(root, 'shared-kit/src/api/apiClient.ts'))};`);
    expect(out).toContain("import type { ApiOptions } from '@scriptorium/shared-kit/core';");
    expect(out!.split('\n').length).toBe(3);
  });

  it("groups each entry's modules into one chunk: core first, the shell's every-page pop-up modules apart", () => {
    const groups = entryChunkGroups(workspaceEntries(host));
    const owner = (file: string) => groups.find((g) => g.test.test(join(root, file)))?.name;
    expect(groups[0].name).toBe('workspace-core');
    expect(owner('shared-kit/src/api/apiClient.ts')).toBe('workspace-core');
    expect(owner('shared-kit/src/data/useResource.ts')).toBe('kit-data');
    expect(owner('contracts/src/orders/responses.ts')).toBe('contracts-orders');
    expect(owner('shared-kit/src/popup/RoutePopup.tsx')).toBe('kit-popup');
    expect(owner('shell/src/main.tsx')).toBeUndefined();
  });

  it("fails the shell's build on a name an entry does not export, a namespace import or a dynamic import", () => {
    const plugin = shellEntryImports(workspaceEntries(host));
    const id = join(root, 'shell/src/x.ts');
    expect(() => transform(plugin, "import { DataTable } from '@scriptorium/shared-kit/core';", id)).toThrow(
      /does not export DataTable/,
    );
    expect(() => transform(plugin, "import * as kit from '@scriptorium/shared-kit/core';", id)).toThrow(/namespace/);
    expect(() => transform(plugin, "const ui = import('@scriptorium/shared-kit/ui');", id)).toThrow(/not supported/);
    expect(transform(plugin, "import { post } from './local.js';", id)).toBeNull();
  });
});

describe('antd per component', () => {
  it("rewrites value imports to the component's share key, types to an erased import", () => {
    const plugin = antdPerComponentImports(antdComponentDirs(remote), (dir) => `antd/es/${dir}`);
    const out = transform(
      plugin,
      "import { Button, DatePicker as Picker, type ButtonProps } from 'antd';\n",
      join(remote, 'src/routes.tsx'),
    );
    expect(out).toContain("import Button from 'antd/es/button';");
    expect(out).toContain("import Picker from 'antd/es/date-picker';");
    expect(out).toContain("import type { ButtonProps } from 'antd';");
  });

  it('leaves node_modules alone', () => {
    const plugin = antdPerComponentImports(antdComponentDirs(remote), (dir) => `antd/es/${dir}`);
    expect(transform(plugin, "import { Button } from 'antd';", join(root, 'node_modules/x/index.js'))).toBeNull();
  });
});

describe('shared router', () => {
  it('provides the declarative API only', () => {
    expect(ROUTER_SHARED.has('BrowserRouter')).toBe(true);
    expect(ROUTER_SHARED.has('useNavigate')).toBe(true);
    expect(ROUTER_SHARED.has('createBrowserRouter')).toBe(false);
  });

  it('fails a build that imports a router value the share leaves out', () => {
    const plugin = routerImportsCheck(remote);
    const id = join(remote, 'src/routes.tsx');
    expect(transform(plugin, "import { useNavigate, type Location } from 'react-router-dom';", id)).toBeNull();
    expect(() => transform(plugin, "import { createBrowserRouter } from 'react-router-dom';", id)).toThrow(
      /not part of the shared router/,
    );
  });
});
