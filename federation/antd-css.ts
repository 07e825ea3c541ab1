/**
 * antd's styles as static CSS, generated at build time for the product's theme (no run-time style
 * computation: on a phone with a 4× slower CPU it was a large part of the start-up script). Built, the shell runs antd in zero-runtime mode (`KitProvider
 * zeroRuntime`): components compute and insert no styles, the page carries them.
 *
 * At the start of the shell's build every antd component is rendered once with the theme
 * (`@ant-design/static-style-extract`, antd's own tool for this) into one `@ant-design/cssinjs` cache.
 * Its entries are split by the antd style module that declares them (`antd/es/button/style/index.js`
 * declares `genStyleHooks('Button', …)`): each style module imports a virtual CSS module of its own
 * styles, so the CSS follows antd's JavaScript through the build. A chunk's CSS is a hashed,
 * precompressed asset loaded with that chunk — in the page's `<link>`s for the chunks every page loads at
 * start, by Vite's preload of a lazy chunk (a remote's screen loading the shell's antd share) otherwise.
 * A page so carries the CSS of the antd components it can render and no other (Lighthouse's unused CSS).
 * The theme's CSS variables, antd's shared reset and the icon style go with ConfigProvider, which every
 * page loads first.
 * @see docs/architecture-html-first.md Styles without run-time computation
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseSync, Visitor, type Plugin } from 'vite';
import { ANTD_ES_MODULE } from './antd.js';

const VIRTUAL = 'virtual:scriptorium/antd-css/';

/** antd's theme config as the kit declares it (shared-kit/src/providers/theme.ts). */
export interface AntdTheme {
  token: object;
  cssVar: { key: string };
  hashed?: boolean;
}

/** The generated CSS: per antd style module (absolute path), and what goes with ConfigProvider. */
export interface AntdCss {
  byModule: Map<string, string>;
  base: string;
}

/**
 * The style-hook names each antd style module declares, as cssinjs names them in its cache keys
 * (`genStyleHooks('Button')` → `Button-Button`, `genSubStyleComponent(['Button', 'compact'])` →
 * `Button-compact`): name → absolute file.
 */
export function antdStyleModules(antdDir: string): Map<string, string> {
  const names = new Map<string, string>();
  const es = join(antdDir, 'es');
  const files = readdirSync(es, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /(^|[\\/])style([\\/][\w-]+)?\.js$/.test(f),
  );
  for (const rel of files) {
    const code = readFileSync(join(es, rel), 'utf8');
    for (const m of code.matchAll(
      /gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(?:'(\w+)'|\[\s*'(\w+)',\s*'([\w-]+)'\s*\])/g,
    )) {
      names.set(m[1] ? `${m[1]}-${m[1]}` : `${m[2]}-${m[3]}`, join(es, rel));
    }
  }
  if (names.size < 50) throw new Error(`Could not read antd's style modules under ${es}`);
  return names;
}

/**
 * Renders every antd component with `theme` at build time and splits the styles by style module.
 * A cache entry no style module declares (antd's shared reset, the icon style) and the theme's tokens
 * go to `base`; tokens and CSS variables of other themes (antd's demo panels nest their own) are left out.
 * @throws when antd's styles cannot be rendered (the build fails: a page without styles must not ship).
 */
export async function generateAntdCss(workspaceDir: string, theme: AntdTheme): Promise<AntdCss> {
  const require = createRequire(join(workspaceDir, 'package.json'));
  const [{ createElement }, cssinjs, { ConfigProvider }, { extractStyle: renderAll }] = await Promise.all([
    import('react'),
    import('@ant-design/cssinjs'),
    import('antd'),
    import('@ant-design/static-style-extract'),
  ]);
  const modules = antdStyleModules(dirname(require.resolve('antd/package.json')));
  const cache = cssinjs.createCache();
  renderAll((node) =>
    createElement(
      cssinjs.StyleProvider,
      { cache },
      createElement(ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, node),
    ),
  );

  const groups = new Map<string, string[]>();
  const add = (group: string, key: string) => groups.set(group, [...(groups.get(group) ?? []), key]);
  const componentModule = (component: string) => modules.get(`${component}-${component}`);
  for (const [key, entry] of cache.cache) {
    const [type, first, second] = key.split('%');
    if (type === 'style') add(modules.get(second) ?? 'base', key);
    // cssVar%<component>%<theme key>%…: the component's CSS variables go with its styles.
    else if (type === 'cssVar' && second === theme.cssVar.key) add(componentModule(first) ?? 'base', key);
    // token%…: the value is [token, hash, real token, CSS text, theme key].
    else if (type === 'token' && (entry[1] as unknown[])[4] === theme.cssVar.key) add('base', key);
  }

  const css = (keys: string[]) => {
    const sub = cssinjs.createCache();
    for (const key of keys) {
      sub.cache.set(key, cache.cache.get(key)!);
      sub.updateTimes.set(key, cache.updateTimes.get(key) ?? 0);
    }
    // The cache-path record is for a run-time hand-over, which zero runtime has none of.
    return cssinjs.extractStyle(sub, { plain: true }).replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/, '');
  };
  const byModule = new Map<string, string>();
  for (const [group, keys] of groups) if (group !== 'base') byModule.set(group, css(keys));
  return { byModule, base: css(groups.get('base') ?? []) };
}

/** antd's style-hook factories: each takes the component's style function as its second argument. */
const STYLE_HOOK_FACTORY = /^gen(StyleHooks|ComponentStyleHook|SubStyleComponent)$/;
const STYLE_HOOK_CALL = /\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/;

/**
 * `code` of an antd module with the two functions of each style hook it declares
 * (`genStyleHooks('Button', genButtonStyle, prepareComponentToken)`) left out: the style function
 * becomes one that returns no styles, the component-token function `undefined`. The bundler then drops
 * them and everything only they use (antd's `genXxxStyle` helpers, the color picker that Button's token
 * imports a helper of: ~40 % of antd's code on the wire). In zero-runtime mode antd never calls the style
 * function (its style hook returns before registering styles), and the component tokens it would compute
 * are CSS variables the page's static CSS already declares (generated from the same theme, which sets no
 * component token of its own, see {@link generateAntdCss}): without the function antd computes no
 * variable and inserts no `<style>` for it. Null when the module declares no style hook.
 */
export function withoutStyleFunctions(file: string, code: string): string | null {
  if (!STYLE_HOOK_CALL.test(code)) return null;
  const { program } = parseSync(file, code, { lang: 'js', sourceType: 'module' });
  const replaced: { start: number; end: number; by: string }[] = [];
  new Visitor({
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || !STYLE_HOOK_FACTORY.test(node.callee.name)) return;
      const [, style, token] = node.arguments;
      if (style) replaced.push({ start: style.start, end: style.end, by: '() => []' });
      if (token) replaced.push({ start: token.start, end: token.end, by: 'undefined' });
    },
  }).visit(program);
  if (!replaced.length) return null;
  let out = code;
  for (const { start, end, by } of replaced.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}${by}${out.slice(end)}`;
  return out;
}

/**
 * The shell's build plugin: generates the CSS ({@link generateAntdCss}) and makes each antd style module
 * import its own (`antd/es/config-provider/index.js` the base), and leaves antd's style and token functions
 * out of the bundle ({@link withoutStyleFunctions}). Build only: the dev server keeps antd's
 * run-time styles (KitProvider's `zeroRuntime` is set in the production build only).
 * @param theme the kit's theme (shared-kit/src/providers/theme.ts).
 * @throws when the theme sets component tokens (`components`): see {@link withoutStyleFunctions}.
 */
export function antdStaticCss(workspaceDir: string, theme: AntdTheme): Plugin {
  if ('components' in theme)
    throw new Error(
      "antd's static CSS: the theme sets component tokens, which antd computes at run time with the token functions the build leaves out (withoutStyleFunctions)",
    );
  let generated: Promise<AntdCss> | undefined;
  const files = new Map<string, string>();
  let configProvider = '';
  const virtualId = (file: string) => `${VIRTUAL}${files.get(file)}.css`;
  return {
    name: 'scriptorium:antd-static-css',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      generated = generateAntdCss(workspaceDir, theme);
      const css = await generated;
      let n = 0;
      for (const file of css.byModule.keys()) files.set(file, String(n++));
      const require = createRequire(join(workspaceDir, 'package.json'));
      configProvider = require.resolve('antd/es/config-provider/index.js');
      files.set(configProvider, 'base');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const css = await generated!;
      const name = id.slice(VIRTUAL.length, -'.css'.length);
      if (name === 'base') return css.base;
      const file = [...files].find(([, v]) => v === name)?.[0];
      return (file && css.byModule.get(file)) ?? '';
    },
    transform(code, id) {
      const file = id.split('?')[0];
      const styled = ANTD_ES_MODULE.test(file) ? withoutStyleFunctions(file, code) : null;
      if (!files.has(file)) return styled;
      return { code: `import ${JSON.stringify(virtualId(file))};\n${styled ?? code}`, map: null };
    },
    // The CSS of the chunks every page loads at start goes from the head to the end of the body: it
    // loads in parallel as before, but no longer holds up the first paint of what precedes it — the
    // sign-in form sent as HTML carries the styles it draws. The app's module scripts still wait for
    // it (a deferred script runs after the style sheets before it have loaded), so nothing the app
    // renders paints unstyled.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return moveStylesheetsToBodyEnd(html);
      },
    },
  };
}

/** `html` with its `<link rel="stylesheet">`s moved from anywhere to right before `</body>`, in order. */
export function moveStylesheetsToBodyEnd(html: string): string {
  const links: string[] = [];
  const rest = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
    links.push(tag.trim());
    return '';
  });
  return links.length ? rest.replace('</body>', `  ${links.join('\n    ')}\n  </body>`) : html;
}
