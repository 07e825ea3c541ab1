/**
 * Reading the project's own sources at build time: parsing a file's import/export records, the
 * transform-hook filter every federation plugin uses, and scans of a workspace's `src/`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';

const SOURCE_RE = /\.[cm]?[jt]sx?$/;

/** Parses a source file for its import/export records (Vite's Oxc parser). */
export function parseModule(file: string, code: string): ReturnType<typeof parseSync>['module'] {
  const lang = file.endsWith('x') ? (file.endsWith('.jsx') ? 'jsx' : 'tsx') : file.endsWith('.js') ? 'js' : 'ts';
  return parseSync(file, code, { lang, sourceType: 'module' }).module;
}

/**
 * The file of a transform hook's `id` when it is one of the project's own sources (not node_modules)
 * and its code mentions `needle`; null otherwise, so a plugin can skip it cheaply.
 */
export function ownSource(id: string, code: string, needle: string): string | null {
  const file = id.split('?')[0];
  return SOURCE_RE.test(file) && !file.includes('/node_modules/') && code.includes(needle) ? file : null;
}

/** Every non-test source file under `dir`, with its text. */
export function sourceFiles(dir: string): { file: string; code: string }[] {
  const out: { file: string; code: string }[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE_RE.test(name) && !/\.test\.[jt]sx?$/.test(name))
        out.push({ file: full, code: readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

/**
 * The packages (or subpaths, e.g. `@scriptorium/shared-kit/core`) the sources under `dir` load at run
 * time, among `specs`: a static import that is not type-only (a bare `import 'x'` counts), a
 * re-export, or a dynamic `import('x')`. A subpath of a listed package counts for the package.
 */
export function runtimeImportsIn(dir: string, specs: readonly string[]): Set<string> {
  const used = new Set<string>();
  const match = (spec: string) => specs.find((s) => spec === s || spec.startsWith(s + '/'));
  const add = (spec: string) => {
    const m = match(spec);
    if (m) used.add(m);
  };
  for (const { file, code } of sourceFiles(dir)) {
    if (!specs.some((s) => code.includes(s))) continue;
    const module = parseModule(file, code);
    for (const imp of module.staticImports) {
      if (imp.entries.length === 0 || imp.entries.some((e) => !e.isType)) add(imp.moduleRequest.value);
    }
    for (const exp of module.staticExports) {
      for (const e of exp.entries) if (!e.isType && e.moduleRequest) add(e.moduleRequest.value);
    }
    for (const dyn of module.dynamicImports)
      add(code.slice(dyn.moduleRequest.start, dyn.moduleRequest.end).replace(/^['"`]|['"`]$/g, ''));
  }
  return used;
}
