import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { sharedConfig } from './shared.js';
import { carriedNeeds, fallbackSingletonImports, providedShares, withCarriedSingletons } from './versions.js';

const root = join(import.meta.dirname, '..');
/** The kit's version, which the shell provides its entries at. */
const kit = (JSON.parse(readFileSync(join(root, 'shared-kit/package.json'), 'utf8')) as { version: string }).version;
const remote = join(root, 'mf-settings');

function transform(plugin: Plugin, file: string): string | null {
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const ctx = {
    error: (m: string) => {
      throw new Error(m);
    },
  };
  return hook.call(ctx, readFileSync(file, 'utf8'), file)?.code ?? null;
}

describe('the own-kit build of a remote', () => {
  it('the kit code a remote carries for /ui takes the stateful runtime from the singleton entries, never a copy', () => {
    const carried = carriedNeeds(remote, ['@scriptorium/shared-kit/ui']);
    expect([...carried.keys()].sort()).toEqual(['@scriptorium/shared-kit/core', '@scriptorium/shared-kit/data']);
    for (const name of ['sessionStore', 'popupRegistry', 'PopupContext', 'useFeedback'])
      expect(carried.get('@scriptorium/shared-kit/core')).toContain(name);
    // TanStack Query through the data entry: one query cache.
    expect(carried.get('@scriptorium/shared-kit/data')).toContain('useQuery');

    const plugin = fallbackSingletonImports(remote, carried);
    const code = transform(plugin, join(root, 'shared-kit/src/popup/PopupHostView.tsx'))!;
    expect(code).toContain(
      `import { popupRegistry, popupScreen } from "scriptorium-singleton:@scriptorium/shared-kit/core";`,
    );
    expect(code).not.toMatch(/from '\.\/popupRegistry/);
    // The marker resolves to a module re-exporting those names from the entry (the federation plugin makes it the shell's share).
    const resolveId = plugin.resolveId as (s: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const id = resolveId('scriptorium-singleton:@scriptorium/shared-kit/core')!;
    expect(load(id)).toMatch(/^export \{ .*popupRegistry.* \} from "@scriptorium\/shared-kit\/core";$/);
    // Modules of the singleton entries themselves are not rewritten.
    expect(transform(plugin, join(root, 'shared-kit/src/entries/core.ts'))).toBeNull();
  });

  it('carries the stateless kit and contracts entries and takes the stateful ones, the router, zustand and antd from the shell', () => {
    const shared = sharedConfig(remote, 'remote-own-kit');
    const carried = withCarriedSingletons(remote, shared);
    expect(
      Object.keys(shared)
        .filter((k) => k.startsWith('@scriptorium/'))
        .sort(),
    ).toEqual(['@scriptorium/shared-kit/core', '@scriptorium/shared-kit/data']);
    for (const item of Object.values(shared)) expect(item).toMatchObject({ singleton: true, import: false });
    // The antd components the kit code uses, though the remote's own sources do not (one antd, one theme).
    expect(sharedConfig(remote, 'remote')['antd/es/drawer']).toBeUndefined();
    expect(shared['antd/es/drawer']).toMatchObject({ singleton: true, import: false });
    expect(shared['antd/es/config-provider']).toMatchObject({ singleton: true, import: false });
    expect(carried.get('@scriptorium/shared-kit/data')).toContain('useQuery');
  });

  it("the shell's shared-versions.json lists every share with its version, the kit's and contracts' entries with their names", () => {
    const { shares } = providedShares(join(root, 'shell'));
    expect(shares['@scriptorium/shared-kit/ui']).toMatchObject({ version: kit, singleton: true });
    expect(shares['@scriptorium/shared-kit/ui'].names).toContain('DataTable');
    expect(shares['@scriptorium/shared-kit/core']).toMatchObject({ version: kit, singleton: true });
    expect(shares['@scriptorium/shared-kit/core'].names).toContain('sessionStore');
    expect(shares['@scriptorium/shared-kit/core'].names).not.toContain('SessionState');
    expect(shares['react']).toMatchObject({ singleton: true });
  });
});
