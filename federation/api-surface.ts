/**
 * The public API of `@scriptorium/shared-kit` and `@scriptorium/contracts`, entry by entry, as the
 * TypeScript checker sees it (docs/deploying.md Versions): each export's name and declared type,
 * recorded in `<package>/api-surface.json` with the version it was recorded at, for review and so that
 * CI notices an unrecorded change (`api-surface.test.ts`). What API Extractor's report does for a
 * package with one entry; ours have one per subpath export and ship TypeScript sources.
 *
 * `npm run api:surface` records the surface after a change, and refuses when the package's version
 * does not carry the bump the change needs: it compiles the package as committed with the last record
 * next to the working tree's and lets the checker classify each export's change (`classifyChanges`,
 * api-compat.ts): an addition or a change callers' code still compiles against a minor, a removal or
 * an incompatible change a major.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { classifyChanges, type EntryFiles, type SurfaceChanges } from './api-compat.js';

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
  return JSON.parse(readFileSync(join(ROOT, pkg, 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, string>;
  };
}

/** One export as text: `function (a: string) => number`, `interface { a: string; b?: number }`, `type …`, `const …`. */
function describe(checker: ts.TypeChecker, symbol: ts.Symbol, at: ts.Node): string {
  const s = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const parts: string[] = [];
  if (s.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
    const type = checker.getDeclaredTypeOfSymbol(s);
    const members = checker
      .getPropertiesOfType(type)
      .map(
        (p) =>
          `${p.name}${p.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, at), undefined, FLAGS)}`,
      );
    parts.push(`${s.flags & ts.SymbolFlags.Class ? 'class' : 'interface'} { ${members.join('; ')} }`);
  } else if (s.flags & ts.SymbolFlags.TypeAlias) {
    parts.push(
      `type ${checker.typeToString(checker.getDeclaredTypeOfSymbol(s), undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias)}`,
    );
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
  const files = Object.entries(entryFiles(join(ROOT, pkg)));
  const program = ts.createProgram(
    files.map(([, f]) => f),
    { ...compilerOptionsOf(pkg), noEmit: true, composite: false, incremental: false },
  );
  const checker = program.getTypeChecker();
  const entries: ApiSurface['entries'] = {};
  for (const [sub, file] of files) {
    const source = program.getSourceFile(file)!;
    const module = checker.getSymbolAtLocation(source)!;
    entries[sub] = Object.fromEntries(
      checker
        .getExportsOfModule(module)
        .map((e) => [e.name, describe(checker, e, source)] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return { version: manifest.version, entries };
}

/** The surface recorded in the repository (`<pkg>/api-surface.json`). */
export function recordedSurface(pkg: string): ApiSurface {
  return JSON.parse(readFileSync(join(ROOT, pkg, 'api-surface.json'), 'utf8')) as ApiSurface;
}

/** The entry files of a package folder (`./ui` → absolute path), from its package.json; `./testing` is not public. */
export function entryFiles(dir: string): EntryFiles {
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([sub]) => sub !== './testing')
      .map(([sub, file]) => [sub, resolve(dir, file)]),
  );
}

/** The compiler options of `pkg`'s own tsconfig. */
export function compilerOptionsOf(pkg: string): ts.CompilerOptions {
  return (
    ts.getParsedCommandLineOfConfigFile(
      join(ROOT, pkg, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )?.options ?? {}
  );
}

const parts = (v: string) => v.split('.').map((p) => Number.parseInt(p, 10) || 0);

/**
 * The bump `changes` need and whether going from version `before` to `after` carries it: any major
 * change a new major, else any minor change a new minor (or major).
 */
export function requiredBump(
  changes: SurfaceChanges,
  before: string,
  after: string,
): { bump: 'major' | 'minor' | 'none'; ok: boolean; changes: string[] } {
  const [b, a] = [parts(before), parts(after)];
  if (changes.major.length) return { bump: 'major', ok: a[0] > b[0], changes: [...changes.major, ...changes.minor] };
  if (changes.minor.length)
    return { bump: 'minor', ok: a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]), changes: changes.minor };
  return { bump: 'none', ok: true, changes: [] };
}

/** Runs git in the repository; its output, trimmed. */
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 1 << 26,
  }).trim();

/**
 * The surface of `pkg` as last released before `version`, and its commit: the newest commit of
 * `<pkg>/api-surface.json` recorded at another version (changes made while `version` is unreleased —
 * two branches each adding to 1.1.0, say — are judged together against the release before it); the
 * last commit when every record has `version`; null without that history (a first record, a shallow clone).
 * @param run git in the repository (its output, trimmed); tests pass a history of their own.
 */
export function committedRecord(
  pkg: string,
  version: string,
  run: (...args: string[]) => string = git,
): { commit: string; surface: ApiSurface } | null {
  try {
    const commits = run('log', '--format=%H', '--', `${pkg}/api-surface.json`).split('\n').filter(Boolean);
    const at = (commit: string) => ({
      commit,
      surface: JSON.parse(run('show', `${commit}:${pkg}/api-surface.json`)) as ApiSurface,
    });
    for (const commit of commits) {
      const record = at(commit);
      if (record.surface.version !== version) return record;
    }
    return commits[0] ? at(commits[0]) : null;
  } catch {
    return null;
  }
}

/** `pkg`'s folder as of `commit`, unpacked under `node_modules/.cache/api-surface/<commit>/` so that its imports resolve like the working tree's. */
function checkoutAt(pkg: string, commit: string): string {
  const base = join(ROOT, 'node_modules/.cache/api-surface', commit);
  if (!existsSync(join(base, pkg, 'package.json'))) {
    mkdirSync(base, { recursive: true });
    execFileSync('tar', ['-x', '-C', base], {
      input: execFileSync('git', ['archive', commit, pkg], { cwd: ROOT, maxBuffer: 1 << 28 }),
    });
  }
  return join(base, pkg);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const pkg of VERSIONED_PACKAGES) {
    const after = currentSurface(pkg);
    const record = committedRecord(pkg, after.version);
    const unchanged = record !== null && JSON.stringify(record.surface.entries) === JSON.stringify(after.entries);
    let verdict = { bump: 'none' as 'major' | 'minor' | 'none', ok: true, changes: [] as string[] };
    if (record && !unchanged) {
      const changes = classifyChanges(
        entryFiles(checkoutAt(pkg, record.commit)),
        entryFiles(join(ROOT, pkg)),
        compilerOptionsOf(pkg),
      );
      verdict = requiredBump(changes, record.surface.version, after.version);
    } else if (!record)
      console.warn(`${pkg}: no committed api-surface.json to compare with; recording without a bump check`);
    if (!verdict.ok) {
      failed = true;
      console.error(
        `✗ ${pkg}: ${verdict.changes.join('; ')} — needs a ${verdict.bump} version (package.json says ${after.version}, recorded ${record!.surface.version}); add a changeset (npx changeset) and version it (npx changeset version)`,
      );
      continue;
    }
    writeFileSync(join(ROOT, pkg, 'api-surface.json'), JSON.stringify(after, null, 2) + '\n');
    console.log(
      `✓ ${pkg} ${after.version}: ${unchanged ? 'surface unchanged' : verdict.changes.join('; ') || 'no change callers notice'}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
