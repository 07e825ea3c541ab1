/**
 * antd's modules import their `@rc-component/*` helpers through each package's index
 * (`import { FormProvider } from '@rc-component/form'`). The shell's build groups antd into a few chunks
 * (federation/antd.ts), and a group takes the modules its members import, recursively: Tooltip, in
 * `antd-core`, reaches `@rc-component/form`'s index through `ContextIsolator` and `form/context`, and
 * with the index came everything it re-exports: the whole rc-form with its validators, the color picker
 * (through `tooltip/util` → `color-picker/util`), in the chunk every page loads, ~12 KB brotli that only
 * the order form and the admin's colour settings use.
 * This plugin points such an import at the file that defines the names (`…/form/es/FormContext.js`):
 * the same module, so the same instance, without the index's other edges. An import of a name the
 * index defines itself (rc-form's default export) is left as it is.
 * @see docs/architecture-html-first.md What a first screen does not load
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ANTD_ES_MODULE } from './antd.js';
import { parseModule } from './sources.js';

/** Where an index's export comes from: the file that defines it and its name there (`default` or a name). */
interface Origin {
  file: string;
  name: string;
}

/**
 * The exports of the package index `indexFile` that it re-exports from one of its own files: export name →
 * origin. Exports the index defines itself are absent.
 */
export function reExportOrigins(indexFile: string, code = readFileSync(indexFile, 'utf8')): Map<string, Origin> {
  const module = parseModule(indexFile, code);
  const file = (request: string) => {
    const path = resolve(dirname(indexFile), request);
    if (path.endsWith('.js')) return path;
    return existsSync(`${path}.js`) ? `${path}.js` : join(path, 'index.js');
  };
  const imported = new Map<string, Origin>();
  for (const imp of module.staticImports)
    for (const e of imp.entries) {
      const kind = e.importName.kind;
      if (kind === 'Default' || kind === 'Name')
        imported.set(e.localName.value, {
          file: file(imp.moduleRequest.value),
          name: kind === 'Default' ? 'default' : e.importName.name!,
        });
    }
  const origins = new Map<string, Origin>();
  for (const exp of module.staticExports)
    for (const e of exp.entries) {
      const exportName = e.exportName.kind === 'Default' ? 'default' : e.exportName.name;
      if (!exportName) continue;
      // `export { x } from './f'` (the statement is an export); `import x from './f'; export { x }` comes as
      // an entry with the import's request on the import statement, and the local binding's name.
      const reExport = e.moduleRequest && code.startsWith('export', exp.start);
      const origin = reExport
        ? // `export { default as X } from …` names `default`; `export * from …` has no name (left out).
          { file: file(e.moduleRequest!.value), name: e.importName.name ?? '' }
        : imported.get((e.localName.name ?? e.importName.name)!);
      if (origin?.name) origins.set(exportName, origin);
    }
  return origins;
}

/** The build plugin (shell): antd's imports of an `@rc-component/*` index go to the defining files. */
export function antdDirectImports(): Plugin {
  const indexes = new Map<string, Map<string, Origin>>();
  return {
    name: 'scriptorium:antd-direct-imports',
    apply: 'build',
    async transform(code, id) {
      if (!ANTD_ES_MODULE.test(id) || !code.includes('@rc-component/')) return null;
      const imports = parseModule(id, code).staticImports.filter((i) =>
        /^@rc-component\/[\w-]+$/.test(i.moduleRequest.value),
      );
      let out = code;
      for (const imp of imports.sort((a, b) => b.start - a.start)) {
        const index = (await this.resolve(imp.moduleRequest.value, id))?.id;
        if (!index) continue;
        if (!indexes.has(index)) indexes.set(index, reExportOrigins(index));
        const origins = indexes.get(index)!;
        const named = imp.entries.map((e) => ({
          local: e.localName.value,
          origin:
            e.importName.kind === 'Default'
              ? origins.get('default')
              : e.importName.kind === 'Name'
                ? origins.get(e.importName.name!)
                : undefined,
        }));
        if (!named.length || named.some((n) => !n.origin)) continue;
        const byFile = new Map<string, string[]>();
        for (const { local, origin } of named)
          byFile.set(origin!.file, [...(byFile.get(origin!.file) ?? []), `${origin!.name} as ${local}`]);
        // One line, so the module's line numbers (and its source map) stay as they were.
        const statements = [...byFile].map(
          ([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`,
        );
        out = out.slice(0, imp.start) + statements.join(' ') + out.slice(imp.end);
      }
      return out === code ? null : out;
    },
  };
}
