/**
 * Which semver bump a change of a package's public entries needs, decided by the TypeScript checker
 * (docs/deploying.md Versions): the entries before and after are compiled into one program, and each
 * export's old and new declarations are compared by assignability (`checker.isTypeAssignableTo`), as a
 * caller's code would be checked against them. Declarations that fit each other both ways, with the
 * same properties, are no change (a refactor that reads differently).
 *
 * - an added entry or export, or a change every caller's code still compiles against (a new optional
 *   prop or field, a widened parameter, a new optional parameter, a narrower return): **minor**;
 * - a removed entry or export, a removed or renamed prop, a new required prop or parameter, a narrowed
 *   parameter, a widened return, a changed type of a field callers read: **major**.
 */
import ts from 'typescript';

/** The entries of one version of a package: subpath (`./ui`) → absolute path of its entry file. */
export type EntryFiles = Record<string, string>;

/** The changes between two versions, one line each (`./ui: added linkCount`), by the bump they need. */
export interface SurfaceChanges {
  major: string[];
  minor: string[];
}

/** How an export's new declaration relates to its old one for callers. */
type Verdict = 'same' | 'compatible' | 'incompatible';

const TYPE_MEANING = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
const SYNTHETIC = '/__api-compat__/instances.ts';

function exportsOf(checker: ts.TypeChecker, program: ts.Program, file: string): Map<string, ts.Symbol> {
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!);
  return new Map(
    (module ? checker.getExportsOfModule(module) : []).map((e) => [
      e.name,
      e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e,
    ]),
  );
}

function typeParameterCount(symbol: ts.Symbol): number {
  const declaration = symbol.declarations?.find(
    (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d) || ts.isClassDeclaration(d),
  );
  return declaration && 'typeParameters' in declaration ? (declaration.typeParameters?.length ?? 0) : 0;
}

/**
 * A file instantiating every generic exported type of both versions with `any` (`Old_1_DataTableProps
 * = O1.DataTableProps<any>`), so that two generic declarations compare by their structure rather than
 * by their unrelated type parameters.
 */
function instancesFile(checker: ts.TypeChecker, program: ts.Program, before: EntryFiles, after: EntryFiles): string {
  const lines: string[] = [];
  for (const [side, files] of [
    ['Old', before],
    ['New', after],
  ] as const) {
    Object.entries(files).forEach(([, file], i) => {
      const generic = [...exportsOf(checker, program, file)].filter(
        ([, s]) => s.flags & TYPE_MEANING && typeParameterCount(s) > 0,
      );
      if (!generic.length) return;
      lines.push(`import type * as ${side}${i} from ${JSON.stringify(file.replace(/\.tsx?$/, ''))};`);
      for (const [name, s] of generic)
        lines.push(
          `export type ${side}_${i}_${name} = ${side}${i}.${name}<${Array(typeParameterCount(s)).fill('any').join(', ')}>;`,
        );
    });
  }
  return lines.join('\n') + '\nexport {};\n';
}

function createProgram(files: string[], options: ts.CompilerOptions, synthetic?: string, old?: ts.Program): ts.Program {
  const host = ts.createCompilerHost(options);
  if (synthetic !== undefined) {
    const { getSourceFile, fileExists } = host;
    host.getSourceFile = (name, version, ...rest) =>
      name === SYNTHETIC ? ts.createSourceFile(name, synthetic, version) : getSourceFile(name, version, ...rest);
    host.fileExists = (name) => name === SYNTHETIC || fileExists(name);
  }
  return ts.createProgram(
    synthetic === undefined ? files : [...files, SYNTHETIC],
    { ...options, noEmit: true, composite: false, incremental: false },
    host,
    old,
  );
}

/**
 * The changes from the entries `before` to the entries `after` (compiled with `options`), each under
 * the bump it needs. An export whose declaration the checker finds identical is no change.
 */
export function classifyChanges(before: EntryFiles, after: EntryFiles, options: ts.CompilerOptions): SurfaceChanges {
  const roots = [...Object.values(before), ...Object.values(after)];
  const first = createProgram(roots, options);
  const program = createProgram(roots, options, instancesFile(first.getTypeChecker(), first, before, after), first);
  const checker = program.getTypeChecker();
  const instances = exportsOf(checker, program, SYNTHETIC);
  const assignable = (source: ts.Type, target: ts.Type) => checker.isTypeAssignableTo(source, target);
  const names = (t: ts.Type) => new Set(checker.getPropertiesOfType(t).map((p) => p.name));
  const keepsNames = (older: ts.Type, newer: ts.Type) => [...names(older)].every((n) => names(newer).has(n));
  const prop = (t: ts.Type, name: string) => {
    const p = t.getProperty(name);
    return p?.valueDeclaration
      ? checker.getTypeOfSymbolAtLocation(p, p.valueDeclaration)
      : p
        ? checker.getTypeOfSymbol(p)
        : undefined;
  };
  const maxParameters = (t: ts.Type) => Math.max(0, ...t.getCallSignatures().map((s) => s.getParameters().length));

  /** A value callers use: the new one must fit where the old one did. A zod schema by what it parses and gives. */
  const valueVerdict = (older: ts.Type, newer: ts.Type): boolean => {
    const [zo, zn] = [prop(older, '_zod'), prop(newer, '_zod')];
    const io = (z: ts.Type | undefined, side: 'input' | 'output') => (z ? prop(z, side) : undefined);
    const [oi, ni, oo, no] = [io(zo, 'input'), io(zn, 'input'), io(zo, 'output'), io(zn, 'output')];
    if (oi && ni && oo && no) return assignable(oi, ni) && assignable(no, oo) && keepsNames(oo, no);
    return assignable(newer, older) && maxParameters(newer) >= maxParameters(older) && keepsNames(older, newer);
  };
  /** A type callers both build and read: each version must fit the other, and every property stays. */
  const typeVerdict = (older: ts.Type, newer: ts.Type): boolean =>
    assignable(older, newer) && assignable(newer, older) && keepsNames(older, newer);

  const declaredType = (s: ts.Symbol, side: 'Old' | 'New', index: number, name: string) => {
    const instance = instances.get(`${side}_${index}_${name}`);
    return instance ? checker.getDeclaredTypeOfSymbol(instance) : checker.getDeclaredTypeOfSymbol(s);
  };
  /** Compatible when callers' code still compiles against `n`; the same when it also does the other way round. */
  const verdict = (o: ts.Symbol, n: ts.Symbol, oi: number, ni: number, name: string): Verdict => {
    let same = true;
    for (const meaning of [ts.SymbolFlags.Value, TYPE_MEANING]) {
      const [had, has] = [(o.flags & meaning) !== 0, (n.flags & meaning) !== 0];
      if (had !== has) {
        if (had) return 'incompatible';
        same = false;
        continue;
      }
      if (!had) continue;
      const [older, newer] =
        meaning === ts.SymbolFlags.Value
          ? [
              checker.getTypeOfSymbolAtLocation(o, o.valueDeclaration ?? o.declarations![0]),
              checker.getTypeOfSymbolAtLocation(n, n.valueDeclaration ?? n.declarations![0]),
            ]
          : [declaredType(o, 'Old', oi, name), declaredType(n, 'New', ni, name)];
      const fits = meaning === ts.SymbolFlags.Value ? valueVerdict : typeVerdict;
      if (!fits(older, newer)) return 'incompatible';
      same &&= fits(newer, older);
    }
    return same ? 'same' : 'compatible';
  };

  const changes: SurfaceChanges = { major: [], minor: [] };
  const [oldEntries, newEntries] = [Object.keys(before), Object.keys(after)];
  for (const entry of new Set([...oldEntries, ...newEntries])) {
    if (!after[entry]) changes.major.push(`${entry}: entry removed`);
    else if (!before[entry]) changes.minor.push(`${entry}: entry added`);
    else {
      const [oi, ni] = [oldEntries.indexOf(entry), newEntries.indexOf(entry)];
      const [olds, news] = [exportsOf(checker, program, before[entry]), exportsOf(checker, program, after[entry])];
      for (const [name, o] of olds) {
        const n = news.get(name);
        const v = n ? verdict(o, n, oi, ni, name) : null;
        if (!n) changes.major.push(`${entry}: removed ${name}`);
        else if (v === 'incompatible') changes.major.push(`${entry}: changed ${name} incompatibly`);
        else if (v === 'compatible') changes.minor.push(`${entry}: extended ${name}`);
      }
      for (const name of news.keys()) if (!olds.has(name)) changes.minor.push(`${entry}: added ${name}`);
    }
  }
  return { major: changes.major.sort(), minor: changes.minor.sort() };
}
