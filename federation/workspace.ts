/**
 * The workspace packages (`@scriptorium/shared-kit`, `@scriptorium/contracts`), one entry at a time.
 * A shared module cannot be tree-shaken: sharing the kit whole made the sign-in page download every
 * kit module's dependencies (libphonenumber-js, date-fns) and sharing contracts whole every domain's
 * schemas. Each package lists its entries as subpath `exports` (`@scriptorium/shared-kit/core`,
 * `/format`, …; no root), each entry is its own singleton, and sources import the entry that owns a
 * name (lint refuses the package roots).
 *
 * One workaround remains for the federation plugin's export detection: the entry files write their
 * relative specifiers without an extension (`export * from '../api/apiClient'`). The plugin lists a
 * shared module's named exports by following `export *` through the files (module-federation/vite
 * #578, #896) and tries `./x` + `.ts`, but does not map TypeScript's `./x.js` to `./x.ts`; without the
 * names it falls back to `export *`, which Rolldown cannot follow through the share's async wrapper
 * (module-federation/vite #511), and the build fails. Everywhere else the repo writes `./x.js`.
 * @see docs/architecture.md Composition at run time
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ownSource, parseModule } from './sources.js';

/** Workspace packages (TypeScript sources) shared entry by entry. */
export const WORKSPACE_PACKAGES = ['@scriptorium/shared-kit', '@scriptorium/contracts'] as const;

/** Subpath exports that are not run-time entries (test helpers): never shared. */
const NOT_SHARED = new Set(['./testing']);

/** One workspace package: its version and entries (`'@scriptorium/shared-kit/core'` → file). */
export interface WorkspacePackage {
  name: string;
  version: string;
  entries: Map<string, string>;
}

/** The package.json of a package as installed for `workspaceDir` (found without `exports`, which may hide it). */
function installedManifest(workspaceDir: string, name: string): string {
  for (let dir = workspaceDir; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return realpathSync(candidate);
  }
  throw new Error(`${name} is not installed for ${workspaceDir}`);
}

/** The version of the package `name` installed for `workspaceDir` (the `version` shares declare). */
export function installedVersion(workspaceDir: string, name: string): string {
  return (JSON.parse(readFileSync(installedManifest(workspaceDir, name), 'utf8')) as { version: string }).version;
}

/**
 * A workspace package as installed for `workspaceDir`, its entries read from the subpath `exports` of
 * its package.json.
 * @throws when the package has a root export or an `exports` target is not a file path.
 */
export function workspacePackage(workspaceDir: string, name: string): WorkspacePackage {
  const manifestFile = installedManifest(workspaceDir, name);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    version: string;
    exports?: Record<string, unknown>;
  };
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (NOT_SHARED.has(subpath)) continue;
    if (subpath === '.') throw new Error(`${name}: a root export would be shared whole; list entries only`);
    if (typeof target !== 'string') throw new Error(`${name}: exports["${subpath}"] must be a file path`);
    entries.set(`${name}/${subpath.replace(/^\.\//, '')}`, join(dirname(manifestFile), target));
  }
  return { name, version: manifest.version, entries };
}

/** Every entry of the workspace packages (`'@scriptorium/contracts/orders'` → file). */
export function workspaceEntries(workspaceDir: string): Map<string, string> {
  return new Map(WORKSPACE_PACKAGES.flatMap((name) => [...workspacePackage(workspaceDir, name).entries]));
}

/** A TS source file for a relative specifier (`./x.js` or `./x` → `./x.ts`). */
export function resolveSource(dir: string, spec: string): string {
  const base = resolve(dir, spec);
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${spec} from ${dir}`);
}

/** Where an exported name is defined: the module file and its name there; `type` when type-only. */
export interface ExportOrigin {
  file: string;
  name: string;
  type: boolean;
}

const originsCache = new Map<string, Map<string, ExportOrigin>>();

/**
 * The exported names of a TS module, each with the module that defines it (following `export *` and
 * `export { a as b } from` chains through relative specifiers).
 */
export function exportOrigins(file: string, seen = new Set<string>()): Map<string, ExportOrigin> {
  const cached = originsCache.get(file);
  if (cached) return cached;
  if (seen.has(file)) return new Map();
  seen.add(file);
  const out = new Map<string, ExportOrigin>();
  for (const exp of parseModule(file, readFileSync(file, 'utf8')).staticExports) {
    for (const e of exp.entries) {
      const from = e.moduleRequest?.value;
      const target = from?.startsWith('.') ? resolveSource(dirname(file), from) : undefined;
      if (e.exportName.kind === 'None' && target) {
        // export * from './x'
        for (const [n, o] of exportOrigins(target, seen))
          if (n !== 'default') out.set(n, { ...o, type: o.type || e.isType });
        continue;
      }
      const name = e.exportName.name;
      if (!name) continue;
      const imported = e.importName.kind === 'Name' ? e.importName.name : undefined;
      const via = target && imported ? exportOrigins(target, seen).get(imported) : undefined;
      // `export * as ns from` and local declarations are defined here.
      out.set(name, via ? { ...via, type: via.type || e.isType } : { file, name, type: e.isType });
    }
  }
  originsCache.set(file, out);
  return out;
}

/**
 * The shell's imports of the workspace entries go to the modules that define each name:
 * `import { post } from '@scriptorium/shared-kit/core'` → `import { post } from '…/shared-kit/src/api/apiClient.ts'`.
 * Why: in a host, the federation plugin loads every shared module the host imports at start (its
 * loadShare wrappers and providers are start-up assets: module-federation/vite #1241, #1265), so the shell importing
 * `@scriptorium/shared-kit/phone` anywhere would put libphonenumber on the sign-in page; and the
 * entry files themselves are barrels that bring every module of their entry. The shell still
 * provides each entry to the remotes (its share imports the entry file, which re-exports these same
 * modules: one session store, one API client). Types stay on an `import type` (erased later);
 * replacements keep the line count. Fails the build on a default/namespace import, a re-export or a
 * dynamic import of an entry, and on a name the entry does not export.
 */
export function shellEntryImports(entries: Map<string, string>): Plugin {
  const origins = new Map([...entries].map(([spec, file]) => [spec, exportOrigins(file)]));
  return {
    name: 'scriptorium:shell-entry-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = ownSource(id, code, '@scriptorium/');
      if (!file) return null;
      const module = parseModule(file, code);
      for (const exp of module.staticExports) {
        for (const e of exp.entries) {
          if (e.moduleRequest && origins.has(e.moduleRequest.value) && !e.isType)
            this.error(
              `${file}: re-exporting from ${e.moduleRequest.value} is not supported in the shell; import the names`,
            );
        }
      }
      for (const dyn of module.dynamicImports) {
        const spec = code.slice(dyn.moduleRequest.start, dyn.moduleRequest.end).replace(/^['"`]|['"`]$/g, '');
        if (origins.has(spec))
          this.error(`${file}: import('${spec}') is not supported in the shell; import its names statically`);
      }
      const imports = module.staticImports
        .filter((i) => origins.has(i.moduleRequest.value))
        .sort((a, b) => b.start - a.start);
      let out = code;
      for (const imp of imports) {
        const spec = imp.moduleRequest.value;
        const names = origins.get(spec)!;
        const groups = new Map<string, string[]>();
        const types: string[] = [];
        for (const e of imp.entries) {
          if (e.importName.kind !== 'Name')
            this.error(`${file}: a default/namespace import of ${spec} would load all of it; import named exports`);
          const name = e.importName.name ?? '';
          const local = e.localName.value;
          const origin = names.get(name);
          if (!origin) this.error(`${file}: ${spec} does not export ${name}`);
          if (e.isType || origin!.type) {
            types.push(name === local ? name : `${name} as ${local}`);
            continue;
          }
          groups.set(origin!.file, [
            ...(groups.get(origin!.file) ?? []),
            origin!.name === local ? local : `${origin!.name} as ${local}`,
          ]);
        }
        const statements = [...groups].map(
          ([source, bindings]) => `import { ${bindings.join(', ')} } from ${JSON.stringify(source)};`,
        );
        if (types.length) statements.push(`import type { ${types.join(', ')} } from '${spec}';`);
        // A bare `import 'entry'` has no names: nothing to load (the entries have no side effects).
        const newlines = '\n'.repeat((code.slice(imp.start, imp.end).match(/\n/g) ?? []).length);
        out = out.slice(0, imp.start) + statements.join(' ') + newlines + out.slice(imp.end).replace(/^;/, '');
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The chunk groups of the shell's build for the workspace entries:
 * - `workspace-core`: the modules of the `core` entries (`@scriptorium/shared-kit/core`,
 *   `@scriptorium/contracts/core`), which every page runs at start, with what they import (axios, zod).
 *   Left to the automatic split they are ~20 chunks of a few hundred bytes, each with its own gzip and
 *   import/export overhead.
 * - `contracts-<area>` and `kit-<area>`: each other entry whole (`/orders`, `/data`, …). Split
 *   automatically, a module the shell also uses (the dashboard's response schema, the kit's
 *   `useResource`) became a chunk of its own that the entry's chunk imports: one more round trip in a
 *   row before a remote's first screen, 150 ms and more on a phone.
 * Core comes first: a module of both stays in the chunk every page loads.
 */
export function entryChunkGroups(entries: Map<string, string>): { name: string; test: RegExp }[] {
  const escape = (f: string) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const modulesOf = (specs: string[]) => {
    const files = new Set<string>();
    for (const spec of specs) {
      const file = entries.get(spec)!;
      files.add(file);
      for (const o of exportOrigins(file).values()) if (!o.type) files.add(o.file);
    }
    return new RegExp(`^(${[...files].map(escape).join('|')})$`);
  };
  const specs = [...entries.keys()];
  return [
    { name: 'workspace-core', test: modulesOf(specs.filter((s) => s.endsWith('/core'))) },
    // The pop-up modules the shell runs on every page (RoutePopup), apart: in `kit-ui` they would bring
    // the whole ui entry onto the sign-in page.
    {
      name: 'kit-popup',
      test: /\/shared-kit\/src\/(popup\/(RoutePopup|popupQuery|popupContext|popupRegistry)|lazy\/PopupFrame)\.tsx?$/,
    },
    ...specs
      .filter((s) => !s.endsWith('/core'))
      .map((s) => ({
        name: `${s.includes('contracts') ? 'contracts' : 'kit'}-${s.split('/').pop()}`,
        test: modulesOf([s]),
      })),
  ];
}
