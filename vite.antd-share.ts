/**
 * antd shared one component at a time (build config, imported by `vite.federation.ts`).
 *
 * Why: a shared module cannot be tree-shaken — sharing `antd` as one singleton makes the first screen
 * download all of antd (~450 KB gzip). Instead every build rewrites `import { Button, Form } from 'antd'`
 * to `import Button from 'antd/es/button'; import Form from 'antd/es/form'`, and each `antd/es/<dir>`
 * entry is its own shared singleton. Every container registers the same full list, and with
 * `shareStrategy: 'loaded-first'` the first container to register (the shell) provides every one of
 * them, so all antd code on the page comes from one build: one ConfigProvider context, one theme.
 * @see ARCHITECTURE.md Composition at run time (one antd theme)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseSync, type Plugin } from 'vite';

/** antd export name → its folder under `antd/es` (read from antd's own `es/index.js`). */
export function antdComponentDirs(workspaceDir: string): Map<string, string> {
  const require = createRequire(join(workspaceDir, 'package.json'));
  const esIndex = join(dirname(require.resolve('antd/package.json')), 'es', 'index.js');
  const map = new Map<string, string>();
  for (const m of readFileSync(esIndex, 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)) {
    map.set(m[1], m[2]);
  }
  if (map.size < 50) throw new Error(`Could not read antd's component list from ${esIndex}`);
  return map;
}

/** The version of antd installed for `workspaceDir`. */
export function antdVersion(workspaceDir: string): string {
  const require = createRequire(join(workspaceDir, 'package.json'));
  return (JSON.parse(readFileSync(require.resolve('antd/package.json'), 'utf8')) as { version: string }).version;
}

const SOURCE_RE = /\.[cm]?[jt]sx?$/;

/**
 * Rewrites value imports from `'antd'` into per-component default imports. Type-only specifiers stay
 * on an `import type` from `'antd'` (erased later). Namespace/default imports of `antd` are left alone
 * (they fall back to the whole-package share). Replacements keep the line count, so source maps stay
 * line-accurate.
 */
export function antdPerComponentImports(dirs: Map<string, string>): Plugin {
  return {
    name: 'scriptorium:antd-per-component-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!SOURCE_RE.test(file) || file.includes('/node_modules/') || !code.includes('antd')) return null;
      const lang = file.endsWith('x') ? (file.endsWith('.jsx') ? 'jsx' : 'tsx') : file.endsWith('.js') ? 'js' : 'ts';
      const { module } = parseSync(file, code, { lang, sourceType: 'module' });
      let out = code;
      const imports = [...module.staticImports].filter((i) => i.moduleRequest.value === 'antd').sort((a, b) => b.start - a.start);
      for (const imp of imports) {
        const entries = imp.entries;
        if (entries.some((e) => e.importName.kind !== 'Name')) continue;
        const statements: string[] = [];
        const types: string[] = [];
        for (const e of entries) {
          const name = e.importName.name ?? '';
          const local = e.localName.value;
          if (e.isType) {
            types.push(name === local ? name : `${name} as ${local}`);
            continue;
          }
          const dir = dirs.get(name);
          if (!dir) return this.error(`antd has no export "${name}" (imported in ${file})`);
          statements.push(`import ${local} from 'antd/es/${dir}';`);
        }
        if (types.length) statements.push(`import type { ${types.join(', ')} } from 'antd';`);
        if (statements.length === 0) continue;
        const original = code.slice(imp.start, imp.end);
        const newlines = '\n'.repeat((original.match(/\n/g) ?? []).length);
        out = out.slice(0, imp.start) + statements.join(' ') + newlines + out.slice(imp.end).replace(/^;/, '');
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
