/**
 * What a route's first screen loads, written at build time as `first-screen.json` beside each build, so
 * the server can list it in the page's `<head>` (`<link rel="modulepreload">`, a style sheet's `<link
 * rel="preload" as="style">`: api lib/first-screen.ts) and the
 * browser fetches it at once, while the shell's own JavaScript still downloads, instead of one file after
 * another once the shell runs (remote entry → its start-up chunks → routes → screen → the antd components
 * the screen takes from the shell: ~8 round trips of 150 ms and more on a phone).
 *
 * A remote's file: `{ start, routes: [{ path, roles?, files, shares, lazy? }] }` — `start` the chunks its
 * `remoteEntry.js` loads to start and expose `./routes`; per route, the chunks its screen module imports
 * statically (what it loads on demand, e.g. a panel behind a tab, stays on demand), the share keys
 * those chunks take from the shell (`antd/es/form`, `@scriptorium/shared-kit/ui`) and the kit's lazy
 * components the screen renders (`DataTable`, `RoutedTabs`: their code comes from the shell's build).
 * The shell's file: `{ start, shares: { '<share key>': files }, layouts: { guest | client | admin: files },
 * lazy: { '<kit lazy component>': files } }` — the chunks its start-up loads after the first ones (the
 * federation's pending shares), per share it provides that module's chunks, each lazily loaded page
 * frame's (with the kit's lazy components it renders) and each kit lazy component's.
 * Paths are relative to the build's folder. Routes are read from `src/routes.tsx` (each route's screen
 * `lazy: () => import('<file>')` or a const holding one; a route that cannot be read fails the build).
 * @see docs/architecture.md Composition at run time
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { parseSync, type Plugin } from 'vite';
import type { HostFirstScreen, RemoteFirstScreen } from '@scriptorium/contracts/core';
import { SCREENS } from '../contracts/src/entries/core.js';

/** The file name every build writes its first-screen list to. */
export const FIRST_SCREEN_FILE = 'first-screen.json';

/** The parts of a Rolldown output chunk this reads. */
export interface ChunkInfo {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  /** Vite's: the style sheets the chunk needs, which its importer's dynamic import waits for. */
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * `fileNames` and every chunk they import statically, in order, each followed by the style sheets it
 * needs (a dynamic import of it resolves once they have loaded), without `exclude`.
 */
function staticClosure(chunks: Map<string, ChunkInfo>, fileNames: string[], exclude = new Set<string>()): string[] {
  const out: string[] = [];
  const seen = new Set(exclude);
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    const c = chunks.get(f);
    if (!c) return;
    out.push(f);
    for (const css of c.viteMetadata?.importedCss ?? []) {
      if (seen.has(css)) continue;
      seen.add(css);
      out.push(css);
    }
    c.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return out;
}

/** Module id → the chunk that module is the facade of (a lazily imported screen or layout). */
function chunksByFacade(chunks: Map<string, ChunkInfo>): Map<string, ChunkInfo> {
  return new Map([...chunks.values()].filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
}

/**
 * The federation plugin's share wrapper ids name the share: `__loadShare__antd_mf_1_es_mf_1_form__loadShare__`
 * (its encoding of `@ / - .`, decoded here: the plugin does not export its `decodeFilename`).
 */
function sharesOf(chunks: Map<string, ChunkInfo>, files: string[]): string[] {
  const keys = new Set<string>();
  for (const f of files) {
    for (const id of chunks.get(f)?.moduleIds ?? []) {
      const m = /__loadShare__(.+?)__loadShare__/.exec(id);
      if (m)
        keys.add(
          m[1]
            .replace(/\.js$/, '')
            .replace(/_mf_0_/g, '@')
            .replace(/_mf_1_/g, '/')
            .replace(/_mf_2_/g, '-')
            .replace(/_mf_3_/g, '.'),
        );
    }
  }
  return [...keys].sort();
}

type AstNode = { type: string; [key: string]: unknown };

/** `x as T` / `x satisfies T` → x. */
const unwrap = (node: AstNode | undefined): AstNode | undefined =>
  node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
    ? unwrap(node.expression as AstNode)
    : node;

/** The file of `() => import('<file>')` or `lazy(() => import('<file>'))`, or undefined. */
function importedBy(node: AstNode | undefined): string | undefined {
  node = unwrap(node);
  if (node?.type === 'CallExpression' && (node.arguments as AstNode[]).length === 1)
    return importedBy((node.arguments as AstNode[])[0]);
  if (node?.type !== 'ArrowFunctionExpression') return undefined;
  const body = node.body as AstNode;
  const source = body?.type === 'ImportExpression' ? (body.source as AstNode) : undefined;
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

/** A TS/TSX file's syntax tree. */
const programOf = (file: string, code: string) =>
  parseSync(file, code, { lang: 'tsx', sourceType: 'module' }).program as unknown as AstNode;

/** Every node of a parsed TS/TSX file, depth first. */
const nodesOf = (file: string, code: string) => walk(programOf(file, code));

/** `root` and every node below it, depth first. */
function* walk(root: AstNode): Generator<AstNode> {
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...[...node].reverse());
    else if (node && typeof node === 'object') {
      const n = node as AstNode;
      if (typeof n.type === 'string') yield n;
      stack.push(
        ...Object.values(n)
          .filter((v) => v && typeof v === 'object')
          .reverse(),
      );
    }
  }
}

/** An object literal's properties by name. */
function propertiesOf(node: AstNode): Map<string, AstNode> {
  return new Map(
    (node.properties as AstNode[])
      .filter((p) => p.type === 'Property')
      .map((p) => [((p.key as AstNode).name ?? (p.key as AstNode).value) as string, p.value as AstNode]),
  );
}

/** The `const` initialisers of a file by name. */
function constsOf(nodes: AstNode[]): Map<string, AstNode> {
  return new Map(
    nodes
      .filter((n) => n.type === 'VariableDeclarator' && (n.id as AstNode).type === 'Identifier' && n.init)
      .map((n) => [(n.id as AstNode).name as string, n.init as AstNode]),
  );
}

/** A remote route's screen: its pattern, the roles it names (null: every signed-in role) and its module file. */
export interface RouteScreen {
  path: string;
  roles: string[] | null;
  file: string;
}

/**
 * The screen of each route of a remote's `src/routes.tsx`: each entry of its screen map
 * (`'<route id>': () => import('<file>')` or a const holding one; path and roles from the route table),
 * or, in a remote written before screen maps, each object with a string `path` and
 * `lazy: () => import('<file>')` (or a const holding one) and `roles` an array of strings or a const holding one.
 * @throws when a route's screen or roles cannot be read (its first screen could not be listed).
 */
export function routeScreens(routesFile: string, code = readFileSync(routesFile, 'utf8')): RouteScreen[] {
  const nodes = [...nodesOf(routesFile, code)];
  const consts = constsOf(nodes);
  const deref = (node: AstNode | undefined) =>
    unwrap(node?.type === 'Identifier' ? consts.get(node.name as string) : node);
  const out: RouteScreen[] = [];
  const screenIds = new Map(SCREENS.map((s) => [s.id, s]));
  for (const node of nodes) {
    if (node.type !== 'ObjectExpression') continue;
    const props = propertiesOf(node);
    for (const [id, value] of props) {
      const route = screenIds.get(id);
      if (!route) continue;
      const file = importedBy(deref(value));
      if (!file)
        throw new Error(
          `${routesFile}: the screen of route ${id} is not \`() => import('…')\` nor a const holding one`,
        );
      out.push({
        path: route.path,
        roles: route.roles,
        file: resolve(dirname(routesFile), file).replace(/\.js$/, '.tsx'),
      });
    }
    const pathValue = props.get('path');
    if (pathValue?.type !== 'Literal' || typeof pathValue.value !== 'string' || !props.has('lazy')) continue;
    const path = pathValue.value;
    const file = importedBy(deref(props.get('lazy')));
    if (!file)
      throw new Error(
        `${routesFile}: the screen of route ${path} is not \`() => import('…')\` nor a const holding one`,
      );
    let roles: string[] | null = null;
    if (props.has('roles')) {
      const list = deref(props.get('roles'));
      const items =
        list?.type === 'ArrayExpression'
          ? (list.elements as AstNode[]).map((e) => (e?.type === 'Literal' ? e.value : undefined))
          : [undefined];
      if (items.some((r) => typeof r !== 'string'))
        throw new Error(`${routesFile}: the roles of route ${path} are not a list of strings nor a const holding one`);
      roles = items as string[];
    }
    out.push({ path, roles, file: resolve(dirname(routesFile), file).replace(/\.js$/, '.tsx') });
  }
  return out;
}

/** Property name → module file for each `name: lazy(() => import('<file>'))` of a source file (the shell's layouts). */
export function lazyProperties(file: string, code = readFileSync(file, 'utf8')): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of nodesOf(file, code)) {
    if (node.type !== 'ObjectExpression') continue;
    for (const [name, value] of propertiesOf(node)) {
      const target = importedBy(value);
      if (target) out.set(name, resolve(dirname(file), target).replace(/\.js$/, '.tsx'));
    }
  }
  return out;
}

/** The files of every `import('<literal>')` at or below `node`, resolved against `dir` (`.js` → `.tsx`). */
function dynamicImportsIn(node: AstNode, dir: string): string[] {
  return [...walk(node)]
    .filter((n) => n.type === 'ImportExpression' && (n.source as AstNode).type === 'Literal')
    .map((n) => resolve(dir, (n.source as AstNode).value as string).replace(/\.js$/, '.tsx'));
}

/**
 * The kit's lazy components (shared-kit/src/lazy: `export const NavMenu = lazyComponent(…, () =>
 * import('../navigation/NavMenu.js')…)`, `export function DataTable` over a module-level `lazy(() =>
 * import(…))`): export name → the modules it loads on first render. An export without an `import()` of
 * its own takes the file's other ones. Their code loads when they first render, inside a screen that is
 * already shown: listed with the screens that render them, they are fetched with the screen instead,
 * and the screen appears at once rather than in steps React spaces 300 ms apart.
 */
export function kitLazyComponents(lazyDir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const name of readdirSync(lazyDir).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))) {
    const file = resolve(lazyDir, name);
    const body = programOf(file, readFileSync(file, 'utf8')).body as AstNode[];
    const exported = body
      .filter((n) => n.type === 'ExportNamedDeclaration' && n.declaration)
      .map((n) => n.declaration as AstNode);
    const rest = body.filter((n) => n.type !== 'ExportNamedDeclaration').flatMap((n) => dynamicImportsIn(n, lazyDir));
    for (const decl of exported) {
      const names =
        decl.type === 'VariableDeclaration'
          ? (decl.declarations as AstNode[]).map((d) => (d.id as AstNode).name as string)
          : [(decl.id as AstNode)?.name as string];
      const own = dynamicImportsIn(decl, lazyDir);
      for (const n of names.filter(Boolean)) if (own.length || rest.length) out.set(n, own.length ? own : rest);
    }
  }
  return out;
}

/** The kit's folder of lazy components, as installed for the workspace `dir`. */
export function kitLazyDir(dir: string): string {
  return resolve(dirname(createRequire(resolve(dir, 'package.json')).resolve(KIT_UI)), '../lazy');
}

/** The kit entry the lazy components are exported from. */
export const KIT_UI = '@scriptorium/shared-kit/ui';

/** The names a source file imports as values from `from` (`import { NavMenu, type X } from '…'` → NavMenu). */
export function valueImports(file: string, code: string, from: string): string[] {
  return (programOf(file, code).body as AstNode[])
    .filter((n) => n.type === 'ImportDeclaration' && (n.source as AstNode).value === from && n.importKind !== 'type')
    .flatMap((n) =>
      (n.specifiers as AstNode[]).filter((sp) => sp.type === 'ImportSpecifier' && sp.importKind !== 'type'),
    )
    .map((sp) => ((sp.imported as AstNode).name ?? (sp.imported as AstNode).value) as string);
}

/** The kit lazy components the workspace's own modules (under `srcDir`) among `files`' modules render. */
function lazyUsedBy(chunks: Map<string, ChunkInfo>, files: string[], srcDir: string, lazy: Set<string>): string[] {
  const names = new Set<string>();
  for (const f of files)
    for (const id of chunks.get(f)?.moduleIds ?? [])
      if (id.startsWith(srcDir + '/') && /\.tsx?$/.test(id))
        for (const n of valueImports(id, readFileSync(id, 'utf8'), KIT_UI)) if (lazy.has(n)) names.add(n);
  return [...names].sort();
}

/** A remote's first screens from its bundle (`routesFile`: its `src/routes.tsx`, `screens`: its routes' screens). */
export function remoteFirstScreen(
  chunks: Map<string, ChunkInfo>,
  routesFile: string,
  screens: RouteScreen[],
  kitLazy: Set<string> = new Set(),
): RemoteFirstScreen {
  const entry = chunks.get('remoteEntry.js');
  if (!entry) throw new Error('first-screen: the bundle has no remoteEntry.js');
  const byFacade = chunksByFacade(chunks);
  // The entry loads its share map and its exposed `./routes` at start; their other dynamic imports
  // (fallback copies of shared packages, screens) are not part of every start.
  const routesChunk = entry.dynamicImports.map((f) => chunks.get(f)).find((c) => c?.facadeModuleId === routesFile);
  if (!routesChunk) throw new Error(`first-screen: remoteEntry.js does not load ${routesFile}`);
  const start = staticClosure(chunks, [
    ...entry.imports,
    ...entry.dynamicImports.filter((f) => /localSharedImportMap/.test(f)),
    routesChunk.fileName,
  ]);
  const startSet = new Set(start);
  const routes = screens.map(({ path, roles, file }) => {
    const screen = byFacade.get(file) ?? byFacade.get(file.replace(/\.tsx$/, '.ts'));
    if (!screen) throw new Error(`first-screen: no chunk for ${file} (route ${path})`);
    const files = staticClosure(chunks, [screen.fileName], startSet);
    const lazy = lazyUsedBy(chunks, files, dirname(routesFile), kitLazy);
    return {
      path,
      ...(roles ? { roles } : {}),
      files,
      shares: sharesOf(chunks, [...start, ...files]),
      ...(lazy.length ? { lazy } : {}),
    };
  });
  return { start, routes };
}

/**
 * The shell's start-up chunks and provided shares. `provided`: share key → the module file the shell
 * provides it from (the antd component folders, the kit and contracts entries).
 */
export function hostFirstScreen(
  chunks: Map<string, ChunkInfo>,
  provided: Map<string, string>,
  layouts: Map<string, string>,
  kitLazy: Map<string, string[]> = new Map(),
): HostFirstScreen {
  // The federation's start-up script (written after this runs) imports its pending shares once the
  // host is initialised.
  const pending = [...chunks.keys()].filter((f) => /(^|\/)pendingShares-[\w-]+\.js$/.test(f));
  if (pending.length !== 1)
    throw new Error(`first-screen: expected one pendingShares chunk in the shell's bundle, found ${pending.length}`);
  const start = staticClosure(chunks, pending);
  const byModule = new Map<string, ChunkInfo>();
  for (const c of chunks.values()) for (const id of c.moduleIds) byModule.set(id, c);
  const byFacade = chunksByFacade(chunks);
  const shares: HostFirstScreen['shares'] = {};
  for (const [key, file] of provided) {
    const chunk = byModule.get(file);
    if (chunk) shares[key] = staticClosure(chunks, [chunk.fileName]);
  }
  const lazy: Record<string, string[]> = {};
  for (const [name, modules] of kitLazy) {
    const files = modules
      .map((m) => (byFacade.get(m) ?? byModule.get(m) ?? byModule.get(m.replace(/\.tsx$/, '.ts')))?.fileName)
      .filter((f) => f !== undefined);
    if (files.length) lazy[name] = staticClosure(chunks, files);
  }
  const layoutFiles: HostFirstScreen['layouts'] = {};
  for (const [kind, file] of layouts) {
    const chunk = byFacade.get(file);
    if (!chunk) throw new Error(`first-screen: no chunk for the ${kind} layout (${file})`);
    const files = staticClosure(chunks, [chunk.fileName]);
    // The kit's lazy components the frame renders (NavMenu, Breadcrumbs) are part of it.
    const rendered = lazyUsedBy(chunks, files, dirname(file), new Set(Object.keys(lazy)));
    layoutFiles[kind] = [...new Set([...files, ...rendered.flatMap((n) => lazy[n])])];
  }
  return { start, shares, layouts: layoutFiles, lazy };
}

/** Rolldown's bundle as the chunk map the functions above read. */
function chunkMap(bundle: Record<string, { type: string } & Partial<ChunkInfo>>): Map<string, ChunkInfo> {
  return new Map(
    Object.values(bundle)
      .filter((o): o is { type: 'chunk' } & ChunkInfo => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
}

/** The build-only plugin writing a remote's `first-screen.json`. */
export function remoteFirstScreenFile(dir: string): Plugin {
  return {
    name: 'scriptorium:first-screen',
    apply: 'build',
    generateBundle(_, bundle) {
      const routesFile = resolve(dir, 'src/routes.tsx');
      const kitLazy = new Set(kitLazyComponents(kitLazyDir(dir)).keys());
      const list = remoteFirstScreen(chunkMap(bundle as never), routesFile, routeScreens(routesFile), kitLazy);
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_FILE, source: JSON.stringify(list) });
    },
  };
}

/**
 * The build-only plugin writing the shell's `first-screen.json`; `provided()` as for `hostFirstScreen`,
 * the layouts read from `layoutsFile` (`guest: lazy(() => import('./GuestLayout.js'))`, …).
 */
export function hostFirstScreenFile(dir: string, provided: () => Map<string, string>, layoutsFile: string): Plugin {
  return {
    name: 'scriptorium:first-screen',
    apply: 'build',
    generateBundle(_, bundle) {
      const list = hostFirstScreen(
        chunkMap(bundle as never),
        provided(),
        lazyProperties(layoutsFile),
        kitLazyComponents(kitLazyDir(dir)),
      );
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_FILE, source: JSON.stringify(list) });
    },
  };
}
