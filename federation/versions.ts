/**
 * Shares with versions that mean something: a remote built against a newer kit still works on the shell
 * already deployed, and one the shell cannot serve is refused before anyone meets a TypeError
 * (docs/deploying.md "What a remote shares with the shell").
 * - Every kit and contracts entry is a singleton a built remote takes from the shell (federation/shared.ts):
 *   with versions that agree, not a byte more.
 * - Each remote's build also writes an own-kit build into `own-kit/` (`ownKitBuild`, federation/vite-config.ts): the kit's and
 *   contracts' stateless entries (components, helpers, formatters, schemas) are compiled into it, and it
 *   takes only the stateful runtime (`SINGLETON_ENTRIES`: session and user store, socket store, query
 *   cache, pop-up registry, theme) and the third-party singletons from the shell. Its kit code's imports
 *   of that runtime are sent to the singleton entries (`fallbackSingletonImports`), so it uses the
 *   shell's stores, not new ones. The shell loads it only when it cannot serve the first build.
 * - The shell's build writes `shared-versions.json` (what it provides, `sharedVersionsFile`): each share,
 *   its version and, for the kit's and contracts' entries, the names each exports. Each remote build
 *   writes `shared-needs.json` beside its `remoteEntry.js` (`remoteNeedsFile`): each share it takes, the
 *   version it was built with and the names it takes from each entry. `npm run deploy:check` and the
 *   shell's remote loader compare them (`chooseRemoteBuild`, contracts/deploy).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { RemoteNeeds, SharedVersionsManifest } from '@scriptorium/contracts/deploy';
import { SINGLETON_ENTRIES, THIRD_PARTY_SINGLETONS, type SharedItem } from './shared.js';
import { parseModule, runtimeImportsIn, sourceFiles } from './sources.js';
import {
  WORKSPACE_PACKAGES,
  exportOrigins,
  installedVersion,
  resolveSource,
  workspaceEntries,
  workspacePackage,
} from './workspace.js';

/** The file names of the two manifests. */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';
export const SHARED_NEEDS_FILE = 'shared-needs.json';

/** The run-time (not type-only) names an entry file exports. */
function valueNames(file: string): string[] {
  return [...exportOrigins(file)]
    .filter(([, o]) => !o.type)
    .map(([n]) => n)
    .sort();
}

/** Third-party singletons the shell provides, with the versions installed for `dir` (antd as one share). */
function thirdParty(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of [...THIRD_PARTY_SINGLETONS, '@ant-design/icons']) {
    try {
      out[name] = installedVersion(dir, name);
    } catch {
      // not a dependency of this workspace
    }
  }
  return out;
}

/** What the shell at `dir` provides: every third-party singleton and kit/contracts entry with the names it exports. */
export function providedShares(dir: string): SharedVersionsManifest {
  const shares: SharedVersionsManifest['shares'] = {};
  for (const [name, version] of Object.entries(thirdParty(dir))) shares[name] = { version, singleton: true };
  for (const name of WORKSPACE_PACKAGES) {
    const pkg = workspacePackage(dir, name);
    for (const [spec, file] of pkg.entries) {
      shares[spec] = { version: pkg.version, singleton: true, names: valueNames(file) };
    }
  }
  return { shares };
}

/** The shell's build: writes `shared-versions.json` (served at `/shared-versions.json`, next to `/remotes.json`). */
export function sharedVersionsFile(dir: string): Plugin {
  return {
    name: 'scriptorium:shared-versions',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SHARED_VERSIONS_FILE,
        source: JSON.stringify(providedShares(dir), null, 2),
      });
    },
  };
}

/** Names the remote's own sources take from each kit and contracts entry (`import { a } from '@scriptorium/shared-kit/ui'`). */
function namesImportedBySources(src: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { file, code } of sourceFiles(src)) {
    if (!code.includes('@scriptorium/')) continue;
    for (const imp of parseModule(file, code).staticImports) {
      const spec = imp.moduleRequest.value;
      if (!WORKSPACE_PACKAGES.some((p) => spec.startsWith(`${p}/`))) continue;
      for (const e of imp.entries) {
        if (e.isType || e.importName.kind !== 'Name' || !e.importName.name) continue;
        out.set(spec, (out.get(spec) ?? new Set()).add(e.importName.name));
      }
    }
  }
  return out;
}

/**
 * A remote's build: `shared-needs.json` — every share its `shared` config takes (antd's components as
 * `antd`), with the version it was built against and, for the kit's and contracts' entries, the names
 * its sources and the kit code it carries (`carried`, an own-kit build's) take from them.
 */
export function remoteNeedsFile(
  dir: string,
  name: string,
  sharedKeys: () => string[],
  carried = new Map<string, Set<string>>(),
): Plugin {
  return {
    name: 'scriptorium:shared-needs',
    apply: 'build',
    generateBundle() {
      const versions = thirdParty(dir);
      const entries = new Map(
        WORKSPACE_PACKAGES.flatMap((pkg) => {
          const p = workspacePackage(dir, pkg);
          return [...p.entries.keys()].map((spec) => [spec, p.version] as const);
        }),
      );
      const own = namesImportedBySources(join(dir, 'src'));
      const needs: RemoteNeeds['needs'] = {};
      for (const key of sharedKeys()) {
        const share = key.startsWith('antd/')
          ? 'antd'
          : key.startsWith('@ant-design/icons')
            ? '@ant-design/icons'
            : key;
        const version = entries.get(share) ?? versions[share];
        if (!version || needs[share]) continue;
        const names = new Set([...(own.get(share) ?? []), ...(carried.get(share) ?? [])]);
        needs[share] = { version, singleton: true, ...(entries.has(share) ? { names: [...names].sort() } : {}) };
      }
      this.emitFile({
        type: 'asset',
        fileName: SHARED_NEEDS_FILE,
        source: JSON.stringify({ remote: name, needs } satisfies RemoteNeeds, null, 2),
      });
    },
  };
}

/** Prefix of a carried kit module's import of a singleton entry (resolved as the remote's own import). */
const SINGLETON_MARK = 'scriptorium-singleton:';

/**
 * What the kit code a remote carries takes from each singleton entry: from the files of the versioned
 * entries it shares (`carriedEntries`), every module they reach through relative imports (static and
 * dynamic), up to the modules a singleton entry re-exports, whose names are recorded instead.
 */
export function carriedNeeds(dir: string, carriedEntries: string[]): Map<string, Set<string>> {
  const redirects = singletonRedirects(dir);
  const entries = workspaceEntries(dir);
  const out = new Map<string, Set<string>>();
  const note = (spec: string, name: string) => out.set(spec, (out.get(spec) ?? new Set()).add(name));
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const module = parseModule(file, code);
    const follow = (spec: string, names: string[] | 'all') => {
      // A compiled catalogue (`./locales/en.json?lingui`, federation/lingui-catalogs.ts) is data: it imports nothing.
      if (spec.includes('?')) return;
      const target = spec.startsWith('.') ? resolveSource(dirname(file), spec) : spec;
      const map = redirects.get(target);
      const wanted =
        names === 'all' && map && spec.startsWith('.')
          ? [...exportOrigins(target)].filter(([, o]) => !o.type).map(([n]) => n)
          : names;
      if (map && wanted !== 'all' && wanted.every((n) => map.has(n))) {
        for (const n of wanted) note(map.get(n)!.spec, map.get(n)!.name);
      } else if (spec.startsWith('.')) {
        if (map && wanted !== 'all') for (const n of wanted) if (map.has(n)) note(map.get(n)!.spec, map.get(n)!.name);
        visit(target);
      }
    };
    for (const imp of module.staticImports) {
      const values = imp.entries.filter((e) => !e.isType);
      if (imp.entries.length && !values.length) continue;
      follow(
        imp.moduleRequest.value,
        values.some((e) => e.importName.kind !== 'Name') ? 'all' : values.map((e) => e.importName.name!),
      );
    }
    for (const exp of module.staticExports) {
      const from = exp.entries[0]?.moduleRequest?.value;
      if (!from || exp.entries.every((e) => e.isType)) continue;
      follow(
        from,
        exp.entries.some((e) => e.exportName.kind === 'None')
          ? 'all'
          : exp.entries.filter((e) => !e.isType).map((e) => e.importName.name!),
      );
    }
    for (const dyn of module.dynamicImports) {
      const spec = code.slice(dyn.moduleRequest.start, dyn.moduleRequest.end).replace(/^['"`]|['"`]$/g, '');
      if (spec.startsWith('.') && !spec.includes('?')) visit(resolveSource(dirname(file), spec));
    }
  };
  for (const spec of carriedEntries) if (entries.has(spec)) visit(entries.get(spec)!);
  return out;
}

/**
 * A remote build's `shared` completed for the kit code it carries: each singleton entry that code
 * takes names from is consumed from the shell (`import: false`) even when the remote's own sources do
 * not import it. Returns those names per entry (`carriedNeeds`).
 */
export function withCarriedSingletons(dir: string, shared: Record<string, SharedItem>): Map<string, Set<string>> {
  const stateless = [...workspaceEntries(dir).keys()].filter((spec) => !SINGLETON_ENTRIES.has(spec));
  const carriedEntries = [...runtimeImportsIn(join(dir, 'src'), stateless)];
  const carried = carriedNeeds(dir, carriedEntries);
  for (const spec of carried.keys()) {
    if (shared[spec]) continue;
    const version = workspacePackage(dir, spec.split('/').slice(0, 2).join('/')).version;
    shared[spec] = { singleton: true, requiredVersion: `^${version}`, version, import: false };
  }
  return carried;
}

/** A singleton entry's export as seen from the module that defines it: origin file → origin name → entry + exported name. */
type Redirects = Map<string, Map<string, { spec: string; name: string }>>;

/** For each module a singleton entry re-exports (and each package it re-exports names of), where a copy should take those names from. */
function singletonRedirects(dir: string): Redirects {
  const out: Redirects = new Map();
  const add = (key: string, origin: string, spec: string, name: string) =>
    out.set(key, (out.get(key) ?? new Map()).set(origin, { spec, name }));
  for (const [spec, file] of workspaceEntries(dir)) {
    if (!SINGLETON_ENTRIES.has(spec)) continue;
    for (const [name, o] of exportOrigins(file)) if (!o.type && o.file !== file) add(o.file, o.name, spec, name);
    // `export { useQuery } from '@tanstack/react-query'`: the kit's own imports of it go to the entry (one query cache).
    for (const exp of parseModule(file, readFileSync(file, 'utf8')).staticExports) {
      for (const e of exp.entries) {
        const from = e.moduleRequest?.value;
        if (!from || from.startsWith('.') || e.isType || e.importName.kind !== 'Name' || !e.exportName.name) continue;
        add(from, e.importName.name!, spec, e.exportName.name);
      }
    }
  }
  return out;
}

/**
 * A remote's build: the kit code it carries as its own copy of a versioned entry takes the stateful
 * runtime from the singleton entries (`import { sessionStore } from '../session/sessionStore'` →
 * `import { sessionStore } from '@scriptorium/shared-kit/core'`, a share of the shell's instance), so a
 * copy never makes a second session store, query cache or pop-up registry. Records each name in
 * `carried` (the remote's needs).
 */
export function fallbackSingletonImports(dir: string, carried: Map<string, Set<string>>): Plugin {
  const redirects = singletonRedirects(dir);
  const kitSrc = WORKSPACE_PACKAGES.map(
    (name) => join(dirname([...workspacePackage(dir, name).entries.values()][0]), '..') + '/',
  );
  const singletonFiles = new Set(
    [...workspaceEntries(dir)].filter(([spec]) => SINGLETON_ENTRIES.has(spec)).map(([, f]) => f),
  );
  return {
    name: 'scriptorium:fallback-singleton-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      return source.startsWith(SINGLETON_MARK) ? `\0${source}` : null;
    },
    // One module per singleton entry re-exporting what the carried code takes from it: its importer is
    // no kit file, so the federation plugin sends it to the shell's share, and it records those names
    // as used (a consume-only share exports only the names its consumers use).
    load(id) {
      if (!id.startsWith(`\0${SINGLETON_MARK}`)) return null;
      const spec = id.slice(SINGLETON_MARK.length + 1);
      return `export { ${[...(carried.get(spec) ?? [])].sort().join(', ')} } from ${JSON.stringify(spec)};`;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!kitSrc.some((d) => file.startsWith(d)) || singletonFiles.has(file) || !/\.tsx?$/.test(file)) return null;
      const module = parseModule(file, code);
      const target = (spec: string) =>
        spec.includes('?') // a compiled catalogue (`?lingui`) is data, no singleton entry
          ? undefined
          : redirects.get(spec.startsWith('.') ? resolveSource(dirname(file), spec) : spec);
      const edits: { start: number; end: number; text: string }[] = [];
      const note = (spec: string, name: string) => {
        if (!carried.get(spec)?.has(name))
          this.error(
            `${file}: ${spec}'s ${name} is not in the remote's carried needs (federation/versions.ts carriedNeeds)`,
          );
      };
      for (const imp of module.staticImports) {
        const map = target(imp.moduleRequest.value);
        if (!map || imp.entries.some((e) => e.importName.kind !== 'Name')) continue;
        const kept: string[] = [];
        const moved = new Map<string, string[]>();
        for (const e of imp.entries) {
          const r = e.isType ? undefined : map.get(e.importName.name!);
          const binding = (name: string) => (name === e.localName.value ? name : `${name} as ${e.localName.value}`);
          if (!r) kept.push(`${e.isType ? 'type ' : ''}${binding(e.importName.name!)}`);
          else {
            moved.set(r.spec, [...(moved.get(r.spec) ?? []), binding(r.name)]);
            note(r.spec, r.name);
          }
        }
        if (!moved.size) continue;
        const statements = [...moved].map(
          ([spec, b]) => `import { ${b.join(', ')} } from ${JSON.stringify(SINGLETON_MARK + spec)};`,
        );
        if (kept.length)
          statements.push(`import { ${kept.join(', ')} } from ${JSON.stringify(imp.moduleRequest.value)};`);
        edits.push({ start: imp.start, end: imp.end, text: statements.join(' ') });
      }
      for (const exp of module.staticExports) {
        const from = exp.entries[0]?.moduleRequest?.value;
        const map = from ? target(from) : undefined;
        if (!from || !map || (!from.startsWith('.') && exp.entries.some((e) => e.exportName.kind === 'None'))) continue;
        const names = exp.entries.flatMap((e) =>
          e.exportName.kind === 'None'
            ? [...exportOrigins(resolveSource(dirname(file), from))]
                .filter(([, o]) => !o.type)
                .map(([n]) => [n, n] as const)
            : e.isType || !e.importName.name
              ? []
              : [[e.importName.name, e.exportName.name!] as const],
        );
        if (!names.length || names.some(([n]) => !map.has(n))) continue;
        const bySpec = new Map<string, string[]>();
        for (const [n, as] of names) {
          const r = map.get(n)!;
          bySpec.set(r.spec, [...(bySpec.get(r.spec) ?? []), `${r.name} as ${as}`]);
          note(r.spec, r.name);
        }
        edits.push({
          start: exp.start,
          end: exp.end,
          text: [...bySpec]
            .map(([spec, b]) => `export { ${b.join(', ')} } from ${JSON.stringify(SINGLETON_MARK + spec)};`)
            .join(' '),
        });
      }
      if (!edits.length) return null;
      // The federation plugin keeps a package's imports of its own entries local (a copy); the marker
      // makes resolveId below ask for the entry as the remote's own code would: the shell's share.
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start)) {
        const newlines = '\n'.repeat((code.slice(e.start, e.end).match(/\n/g) ?? []).length);
        out = out.slice(0, e.start) + e.text + newlines + out.slice(e.end).replace(/^;/, '');
      }
      return { code: out, map: null };
    },
  };
}
