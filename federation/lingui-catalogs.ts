/**
 * Message catalogues compiled at build time. A workspace keeps its texts in `src/i18n/locales/en.json`
 * (the source: id → ICU message, e.g. `"orders.count": "{count, plural, one {# order} other {# orders}}"`)
 * and `sw.json` (the same ids in Swahili), and imports them with a `?lingui` suffix:
 *
 *     import en from './locales/en.json?lingui';           // bundled with the code that uses it
 *     const sw = () => import('./locales/sw.json?lingui'); // its own chunk, loaded when Swahili is chosen
 *
 * Each import becomes a module whose default export is Lingui's compiled form of the catalogue
 * (`@lingui/message-utils`), so the page ships no ICU parser and parses nothing at run time. A language
 * other than English is compiled over English: an id its file lacks shows the English text, never the id.
 * @see docs/architecture.md Languages
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const SUFFIX = '?lingui';
const PREFIX = '\0lingui-catalog:';
const MODULE_SUFFIX = '.lingui.js';

/** The catalogue file's messages: a flat JSON object of id → ICU message. */
function readCatalogue(file: string): Record<string, string> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${file}: not an object of id → message`);
  for (const [id, message] of Object.entries(parsed)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
  }
  return parsed as Record<string, string>;
}

/** The compiled messages of `file` (over `en.json` beside it when `file` is another language's). */
export function compileCatalogue(file: string): Record<string, unknown> {
  const english = join(dirname(file), 'en.json');
  const messages =
    basename(file) === 'en.json' ? readCatalogue(file) : { ...readCatalogue(english), ...readCatalogue(file) };
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: "${id}" is not a valid ICU message: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  );
}

/** The Vite plugin that compiles `*.json?lingui` imports (builds, dev servers, vitest, the prerender). */
export function linguiCatalogs(): Plugin {
  return {
    name: 'scriptorium:lingui-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      const file = resolve(dirname(importer.replace(/\?.*$/, '')), source.slice(0, -SUFFIX.length));
      // Not ending in `.json`, or Vite's JSON plugin would parse the compiled module as JSON.
      return `${PREFIX}${file}${MODULE_SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(MODULE_SUFFIX)) return null;
      const file = id.slice(PREFIX.length, -MODULE_SUFFIX.length);
      this.addWatchFile(file);
      if (basename(file) !== 'en.json') this.addWatchFile(join(dirname(file), 'en.json'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(file)))});\n`;
    },
  };
}
