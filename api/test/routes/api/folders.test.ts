/**
 * Route folders mirror URLs (docs/architecture.md API): a plugin registered from `routes/api/**` with `{prefix}` lives
 * in the folder that prefix names, relative to the folder registering it (`./auth/google.js` → `/auth`,
 * `./service-packages/index.js` from `settings/` → `/service-packages`; no prefix → the same folder), and
 * every route plugin is registered by another route file. The only exceptions are the spec's older paths.
 * @see src/routes/api/index.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../src/routes/api/', import.meta.url));
/** Mounts serving a folder's routes at another path too, `file: import → prefix` (docs/product.md §7 "Older paths"). */
const ALIASES = new Set(['admin/departments/index.ts: ../../sh-departments/department/index.js → /department']);

function routeFiles(dir = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name.endsWith('.ts') ? [path.relative(ROOT, full)] : [];
  });
}

/** `[importing file, import path, prefix]` of every `app.register(X, {prefix})` of a locally imported plugin. */
function mounts(file: string): [string, string, string][] {
  const src = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const imports = new Map(
    [...src.matchAll(/^import (\w+)(?:, \{[^}]*\})? from '(\.[^']+)';$/gm)].map((m) => [m[1], m[2]]),
  );
  return [...src.matchAll(/app\.register\((\w+)(?:, \{ prefix: '([^']*)' \})?\)/g)]
    .filter((m) => imports.has(m[1]))
    .map((m) => [file, imports.get(m[1])!, m[2] ?? '']);
}

describe('routes/api folders', () => {
  const files = routeFiles();
  const all = files.flatMap(mounts);

  it('mounts every plugin at the path of its folder', () => {
    const wrong = all
      .filter(([file, from, prefix]) => {
        const dir = path.posix.dirname(from).replace(/^\.\/?/, '');
        return (dir ? `/${dir}` : '') !== prefix && !ALIASES.has(`${file}: ${from} → ${prefix}`);
      })
      .map(([file, from, prefix]) => `${file}: ${from} → ${prefix}`);
    expect(wrong).toEqual([]);
    expect(all.length).toBeGreaterThan(25);
  });

  it('registers every route plugin (a file with a default export)', () => {
    const registered = new Set(
      all.map(([file, from]) => path.normalize(path.join(path.dirname(file), from.replace(/\.js$/, '.ts')))),
    );
    const plugins = files.filter(
      (f) => f !== 'index.ts' && /^export default /m.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(plugins.filter((f) => !registered.has(f))).toEqual([]);
    expect(plugins.length).toBeGreaterThan(25);
  });
});
