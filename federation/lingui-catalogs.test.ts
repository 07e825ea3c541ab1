import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './lingui-catalogs.js';

const ROOT = resolve(import.meta.dirname, '..');
/** The repository's workspaces, as the root package.json lists them (a new one's catalogues are checked too). */
const WORKSPACES = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;

/** Every English catalogue of the repository: `<workspace>/src/**\/en.json` in a `locales` folder. */
function englishCatalogues(): string[] {
  return WORKSPACES.flatMap((w) => {
    const src = join(ROOT, w, 'src');
    if (!existsSync(src)) return [];
    return (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => f.endsWith(join('locales', 'en.json')))
      .map((f) => join(src, f));
  });
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/**
 * The placeholders of a compiled message (`{count, plural, …}`, `{name}` → count, name), read from
 * Lingui's compiled tokens: a branch's text (`{Client}` in a select) is text, not a placeholder.
 */
function placeholders(compiled: unknown): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const token of node) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (choices && typeof choices === 'object') for (const branch of Object.values(choices)) walk(branch);
    }
  };
  walk(compiled);
  return [...names].sort();
}

/**
 * Messages whose Swahili uses another value the code passes beside the English one, and why. A Swahili
 * message that drops or renames a placeholder otherwise fails: the text would lose what it names.
 */
const OTHER_VALUES: Record<string, string> = {
  'settings.table.add': 'Swahili writes the item lower-case mid-sentence ({lower}, passed beside {item})',
  'settings.table.addTitle': 'as settings.table.add',
  'settings.table.editTitle': 'as settings.table.add',
};

describe('message catalogues', () => {
  const catalogues = englishCatalogues();

  it('exist for the kit at least', () => {
    expect(catalogues.map((f) => relative(ROOT, f))).toContain(join('shared-kit', 'src', 'i18n', 'locales', 'en.json'));
  });

  for (const english of catalogues) {
    const name = relative(ROOT, english);
    const swahili = english.replace(/en\.json$/, 'sw.json');

    it(`${name}: Swahili has exactly the English ids`, () => {
      const en = Object.keys(read(english));
      const sw = existsSync(swahili) ? Object.keys(read(swahili)) : [];
      expect({
        missingInSwahili: en.filter((id) => !sw.includes(id)),
        onlyInSwahili: sw.filter((id) => !en.includes(id)),
      }).toEqual({
        missingInSwahili: [],
        onlyInSwahili: [],
      });
    });

    it(`${name}: every message compiles, and each Swahili message has its English placeholders`, () => {
      expect(() => compileCatalogue(english)).not.toThrow();
      expect(() => compileCatalogue(swahili)).not.toThrow();
      const en = compileCatalogue(english);
      const sw = compileCatalogue(swahili);
      const differing = Object.keys(en).filter(
        (id) => !(id in OTHER_VALUES) && placeholders(en[id]).join() !== placeholders(sw[id]).join(),
      );
      expect(differing).toEqual([]);
    });
  }
});

describe('compileCatalogue', () => {
  it('compiles Swahili over English: an id Swahili lacks is the English text, never the id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    writeFileSync(join(dir, 'en.json'), JSON.stringify({ 'x.hello': 'Hello {name}', 'x.only': 'Only in English' }));
    writeFileSync(join(dir, 'sw.json'), JSON.stringify({ 'x.hello': 'Habari {name}' }));
    expect(compileCatalogue(join(dir, 'sw.json'))).toEqual({
      'x.hello': ['Habari ', ['name']],
      'x.only': ['Only in English'],
    });
  });

  it('refuses a message that is not valid ICU, naming the file and the id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    writeFileSync(join(dir, 'en.json'), JSON.stringify({ 'x.broken': '{count, plural, one {# item}' }));
    expect(() => compileCatalogue(join(dir, 'en.json'))).toThrow(/en\.json: "x\.broken" is not a valid ICU message/);
  });
});
