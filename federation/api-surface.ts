/**
 * The public API of `@scriptorium/shared-kit` and `@scriptorium/contracts`, entry by entry, as the
 * TypeScript checker sees it (docs/deploying.md "Versions"): each export's name and declared type,
 * recorded in `<package>/api-surface.json` with the version it was recorded at. What API Extractor's
 * report does for a package with one entry; ours have one per subpath export and ship TypeScript
 * sources (no `.d.ts` to extract from).
 *
 * `npm run api:surface` records the surface after a change, and refuses when the package's version
 * does not carry the matching bump (`requiredBump`): a removed or changed export needs a major, an
 * added one a minor. `api-surface.test.ts` fails CI when the recorded surface is not the source's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The packages whose surface is recorded (folders from the repository root). */
export const VERSIONED_PACKAGES = ['shared-kit', 'contracts'] as const;

/** A recorded surface: the package version and, per entry (`./ui`), export name → declaration. */
export interface ApiSurface {
  version: string;
  entries: Record<string, Record<string, string>>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;

/** `import("/abs/path/schemas").ZodObject` → `ZodObject`: the report must not depend on where the checkout is. */
const withoutPaths = (text: string) => text.replace(/import\("[^"]+"\)\./g, '');

/** The package.json of a versioned package. */
export function manifestOf(pkg: string): { version: string; exports: Record<string, string> } {
  return JSON.parse(readFileSync(join(ROOT, pkg, 'package.json'), 'utf8')) as { version: string; exports: Record<string, string> };
}

/** One export as text: `function (a: string) => number`, `interface { a: string; b?: number }`, `type …`, `const …`. */
function describe(checker: ts.TypeChecker, symbol: ts.Symbol, at: ts.Node): string {
  const s = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const parts: string[] = [];
  if (s.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
    const type = checker.getDeclaredTypeOfSymbol(s);
    const members = checker.getPropertiesOfType(type).map((p) => `${p.name}${p.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, at), undefined, FLAGS)}`);
    parts.push(`${s.flags & ts.SymbolFlags.Class ? 'class' : 'interface'} { ${members.join('; ')} }`);
  } else if (s.flags & ts.SymbolFlags.TypeAlias) {
    parts.push(`type ${checker.typeToString(checker.getDeclaredTypeOfSymbol(s), undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias)}`);
  }
  if (s.flags & ts.SymbolFlags.Value && !(s.flags & ts.SymbolFlags.Class)) {
    const kind = s.flags & ts.SymbolFlags.Function ? 'function' : s.flags & ts.SymbolFlags.Enum ? 'enum' : 'const';
    parts.push(`${kind} ${checker.typeToString(checker.getTypeOfSymbolAtLocation(s, at), undefined, FLAGS)}`);
  }
  return withoutPaths(parts.join(' & '));
}

/** The current surface of `pkg` (a folder under the repository root), from its sources. */
export function currentSurface(pkg: string): ApiSurface {
  const manifest = manifestOf(pkg);
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, pkg, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const files = Object.entries(manifest.exports).filter(([sub]) => sub !== './testing').map(([sub, file]) => [sub, resolve(ROOT, pkg, file)] as const);
  const program = ts.createProgram(files.map(([, f]) => f), { ...config?.options, noEmit: true, composite: false, incremental: false });
  const checker = program.getTypeChecker();
  const entries: ApiSurface['entries'] = {};
  for (const [sub, file] of files) {
    const source = program.getSourceFile(file)!;
    const module = checker.getSymbolAtLocation(source)!;
    entries[sub] = Object.fromEntries(checker.getExportsOfModule(module).map((e) => [e.name, describe(checker, e, source)] as const).sort(([a], [b]) => a.localeCompare(b)));
  }
  return { version: manifest.version, entries };
}

/** The surface recorded in the repository (`<pkg>/api-surface.json`). */
export function recordedSurface(pkg: string): ApiSurface {
  return JSON.parse(readFileSync(join(ROOT, pkg, 'api-surface.json'), 'utf8')) as ApiSurface;
}

/** What changed between two surfaces, one line each (`./ui: removed linkCount`). */
export function surfaceChanges(before: ApiSurface, after: ApiSurface): { breaking: string[]; added: string[] } {
  const breaking: string[] = [];
  const added: string[] = [];
  for (const entry of new Set([...Object.keys(before.entries), ...Object.keys(after.entries)])) {
    const [b, a] = [before.entries[entry], after.entries[entry]];
    if (!a) breaking.push(`${entry}: entry removed`);
    else if (!b) added.push(`${entry}: entry added`);
    else {
      for (const name of Object.keys(b)) {
        if (!(name in a)) breaking.push(`${entry}: removed ${name}`);
        else if (a[name] !== b[name]) breaking.push(`${entry}: changed ${name}`);
      }
      for (const name of Object.keys(a)) if (!(name in b)) added.push(`${entry}: added ${name}`);
    }
  }
  return { breaking, added };
}

const parts = (v: string) => v.split('.').map((p) => Number.parseInt(p, 10) || 0);

/**
 * The bump the changes from `before` to `after` need and whether `after.version` carries it: a
 * breaking change (a removed, renamed or changed export) a new major, an addition a new minor.
 */
export function requiredBump(before: ApiSurface, after: ApiSurface): { bump: 'major' | 'minor' | 'none'; ok: boolean; changes: string[] } {
  const { breaking, added } = surfaceChanges(before, after);
  const [b, a] = [parts(before.version), parts(after.version)];
  if (breaking.length) return { bump: 'major', ok: a[0] > b[0], changes: [...breaking, ...added] };
  if (added.length) return { bump: 'minor', ok: a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]), changes: added };
  return { bump: 'none', ok: true, changes: [] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const pkg of VERSIONED_PACKAGES) {
    const after = currentSurface(pkg);
    let before: ApiSurface | null = null;
    try {
      before = recordedSurface(pkg);
    } catch {
      // first record
    }
    const verdict = before ? requiredBump(before, after) : { bump: 'none' as const, ok: true, changes: [] };
    if (!verdict.ok) {
      failed = true;
      console.error(`✗ ${pkg}: ${verdict.changes.join('; ')} — needs a ${verdict.bump} version (package.json says ${after.version}, recorded ${before!.version}); add a changeset (npx changeset) and version it (npx changeset version)`);
      continue;
    }
    writeFileSync(join(ROOT, pkg, 'api-surface.json'), JSON.stringify(after, null, 2) + '\n');
    console.log(`✓ ${pkg} ${after.version}: ${verdict.changes.length ? verdict.changes.join('; ') : 'surface unchanged'}`);
  }
  process.exit(failed ? 1 : 0);
}
