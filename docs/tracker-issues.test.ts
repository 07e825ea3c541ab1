/**
 * The repository's files say why in their own words, or cite a file of the repository (docs/…): a
 * number of the tracker the work was once planned in means nothing to a reader who has only the
 * repository. The docs' Markdown and the changelogs are history and keep theirs.
 * @see docs/citations.test.ts (what a citation may name)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

/** The word issue or issues, an optional hash, then digits, in any case: a tracker number. */
const TRACKER_ISSUE = /\bissues? #?\d+/i;

/** Tracked and new (not ignored) files, repository-relative, but the docs' Markdown and the changelogs. */
function scannedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\n'))].filter(
    (f) =>
      f !== '' &&
      f !== SELF &&
      !/^docs\/.*\.md$/.test(f) &&
      !/(^|\/)CHANGELOG\.md$/.test(f) &&
      existsSync(join(ROOT, f)),
  );
}

describe('tracker issue numbers', () => {
  const files = scannedFiles();

  it('scans the code, the specs and the READMEs', () => {
    expect(files).toContain('api/src/app.ts');
    expect(files).toContain('e2e/tests/a11y.spec.ts');
    expect(files).toContain('README.md');
    expect(files).not.toContain('docs/product.md');
  });

  it('are cited nowhere outside the docs and the changelogs', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      if (text.includes('\0')) continue; // a binary file (an image, a PDF)
      text.split('\n').forEach((line, i) => {
        if (TRACKER_ISSUE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
