/**
 * Every reference in the repository's files leads somewhere a newcomer can follow with only the
 * repository: a cited `.md` file exists, a cited `docs/product.md §N` is a section of it (and a part
 * named after it appears in that section), a cited `docs/architecture.md <Heading>` is one of its
 * headings (a link to the whole file names none), and a quoted heading after a document's name is a heading of that
 * file. Documents that live outside the repository are not cited at all.
 * @see docs/architecture.md The parts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = relative(ROOT, fileURLToPath(import.meta.url));
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|jsonc|ya?ml|md|html|css|sh)$/;

/** Tracked and new (not ignored) text files, repository-relative; the lockfile cites nothing. */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => TEXT_FILE.test(f) && f !== 'package-lock.json' && existsSync(join(ROOT, f)));
}

/** Folders `.gitignore` names: what lives there is written by a command (bench results, builds), not kept. */
function ignoredFolders(): string[] {
  return readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[\w.-]+\/$/.test(l));
}

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** A Markdown file's headings, without their `#`s. */
function headings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} +(.+?) *$/gm)].map((m) => m[1]);
}

/** `docs/product.md`'s sections by id (`2`, `R1`): each heading `§id …` and the text up to the next heading as deep or deeper. */
function productSections(): Map<string, string> {
  const lines = read('docs/product.md').split('\n');
  const sections = new Map<string, string>();
  lines.forEach((line, i) => {
    const m = /^(#+) §([\w.]+) /.exec(line);
    if (!m) return;
    const level = m[1].length;
    const end = lines.findIndex((l, j) => j > i && /^#+ /.test(l) && (/^#+/.exec(l)?.[0].length ?? 0) <= level);
    sections.set(m[2], lines.slice(i, end === -1 ? undefined : end).join('\n'));
  });
  return sections;
}

/** Resolves a cited `.md` path the way a reader would: from the citing file's folder, else the root. */
function resolves(cited: string, from: string): boolean {
  const candidates = [join(ROOT, dirname(from), cited), join(ROOT, cited)];
  return candidates.some((c) => normalize(c).startsWith(ROOT) && existsSync(c));
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Every match of `pattern` in the scanned files, with where it is. */
function findAll(
  files: string[],
  pattern: RegExp,
  skip: (file: string) => boolean = () => false,
): (Finding & { match: RegExpExecArray })[] {
  const found: (Finding & { match: RegExpExecArray })[] = [];
  for (const file of files) {
    if (file === SELF || skip(file)) continue;
    read(file)
      .split('\n')
      .forEach((text, i) => {
        for (const match of text.matchAll(
          new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'),
        )) {
          found.push({ file, line: i + 1, text: text.trim(), match: match as RegExpExecArray });
        }
      });
  }
  return found;
}

const where = (f: Finding): string => `${f.file}:${f.line}: ${f.text}`;

describe('citations', () => {
  const files = sourceFiles();

  it('scans the code and the docs', () => {
    expect(files).toContain('api/src/app.ts');
    expect(files).toContain('docs/product.md');
  });

  it('cite no document that lives outside the repository', () => {
    const outside = /\bspec §|reference-behaviour\.md|ARCHITECTURE\.md|000_2118b1adae6d6a50/;
    expect(findAll(files, outside).map(where)).toEqual([]);
  });

  it('name .md files that exist', () => {
    const ignored = ignoredFolders();
    // `git show <rev>:<path>` names a file of the history, not of the tree: the `:` before it leaves it out.
    const missing = findAll(files, /(?<![\w./:-])((?:\.\.?\/)?[\w.][\w.-]*(?:\/[\w.-]+)*\.md)\b/).filter(
      ({ file, match }) => !ignored.some((d) => match[1].startsWith(d)) && !resolves(match[1], file),
    );
    expect(missing.map((f) => `${where(f)} → ${f.match[1]}`)).toEqual([]);
  });

  it('name docs/product.md sections that exist, and parts that those sections describe', () => {
    const sections = productSections();
    const wrong = findAll(files, /docs\/product\.md §([\dR][\w.]*?)(?=[^\w.]|\.(?!\w)|$)(?: ([A-Z][A-Za-z]+))?/).filter(
      ({ match }) => {
        const body = sections.get(match[1]);
        if (!body) return true;
        return match[2] !== undefined && !new RegExp(`\\b${match[2]}`, 'i').test(body);
      },
    );
    expect(wrong.map((f) => `${where(f)} → §${f.match[1]}${f.match[2] ? ' ' + f.match[2] : ''}`)).toEqual([]);
  });

  it('name docs/architecture.md headings that exist', () => {
    const known = headings(read('docs/architecture.md'));
    const wrong = findAll(files, /docs\/architecture\.md(.{0,60})/, (f) => f === 'docs/architecture.md').filter(
      ({ match }) => {
        // A link to the whole file (`[…](docs/architecture.md)`, a path in backquotes) names no section.
        if (/^[)`\]]/.test(match[1])) return false;
        const after = match[1].replace(/^[ "]+/, '');
        return !known.some((h) => after.startsWith(h) && !/^[A-Za-z]/.test(after.slice(h.length)));
      },
    );
    expect(wrong.map((f) => `${where(f)} → ${f.match[1]}`)).toEqual([]);
  });

  it('quote headings that exist in the .md file they name', () => {
    const wrong = findAll(files, /([\w./-]+\.md) "([^"]+)"/).filter(({ file, match }) => {
      const target = [join(dirname(file), match[1]), match[1]].find((c) => existsSync(join(ROOT, c)));
      return target !== undefined && !headings(read(target)).includes(match[2]);
    });
    expect(wrong.map((f) => `${where(f)} → ${f.match[1]} "${f.match[2]}"`)).toEqual([]);
  });
});
