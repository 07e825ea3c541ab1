import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { Button, ConfigProvider } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
// antd's ES build, as the app bundles it (`antd` itself resolves to its CommonJS build here, other contexts).
import EsConfigProvider from 'antd/es/config-provider/index.js';
import { genStyleHooks } from 'antd/es/theme/internal.js';
import {
  antdStaticCss,
  antdStyleModules,
  type AntdTheme,
  generateAntdCss,
  moveStylesheetsToBodyEnd,
  withoutStyleFunctions,
} from './antd-css.js';

const antdDir = dirname(createRequire(import.meta.url).resolve('antd/package.json'));
/** A theme shaped like the kit's (shared-kit/src/providers/theme.ts): fixed class names. */
const theme = { token: { colorPrimary: '#2f54eb' }, hashed: false, cssVar: { key: 'scriptorium' } };

describe("antd's static CSS", () => {
  it('gives each style module the styles it declares, the theme tokens going with the base', async () => {
    const css = await generateAntdCss(join(import.meta.dirname, '..'), theme);
    const button = css.byModule.get(join(antdDir, 'es/button/style/index.js')) ?? '';
    expect(button).toMatch(/\.ant-btn\{/);
    expect(button).not.toMatch(/\.ant-table\{/);
    // The theme's colours, as CSS variables on the class every component of the theme carries.
    expect(css.base).toMatch(/\.scriptorium\{[^}]*--ant-color-primary:#2f54eb;/);
    expect(css.base).not.toMatch(/\.ant-btn\{/);
    // antd's demo panels nest a theme of their own, under a React id: none of it ships.
    expect([css.base, ...css.byModule.values()].join('')).not.toMatch(/css-var-_R_/);
  });

  it('uses the class names the app renders in zero-runtime mode', () => {
    const html = renderToString(
      createElement(
        ConfigProvider,
        { theme: { ...theme, zeroRuntime: true } },
        createElement(Button, { type: 'primary' }, 'Pay'),
      ),
    );
    expect(html).toMatch(/class="[^"]*\bant-btn\b[^"]*\bscriptorium\b/);
    // No hash class: the generated selectors (`.ant-btn`, not `:where(.css-…) .ant-btn`) apply as they are.
    expect(html).not.toMatch(/\bcss-[a-z0-9]{5,}\b/);
  });

  it('reads which style module declares which style hook', () => {
    const modules = antdStyleModules(antdDir);
    expect(modules.get('Button-Button')).toBe(join(antdDir, 'es/button/style/index.js'));
    expect(modules.get('Input-OTP')).toBe(join(antdDir, 'es/input/style/otp.js'));
  });

  it('moves the style sheets to the end of the body, keeping their order', () => {
    const html =
      '<html><head>\n    <link rel="stylesheet" href="/a.css">\n    <link rel="stylesheet" href="/b.css">\n</head><body><div id="root"></div>\n</body></html>';
    expect(moveStylesheetsToBodyEnd(html)).toBe(
      '<html><head>\n</head><body><div id="root"></div>\n  <link rel="stylesheet" href="/a.css">\n    <link rel="stylesheet" href="/b.css">\n  </body></html>',
    );
  });

  it("leaves each style hook's style and token functions out of antd's modules, keeping the hook", () => {
    const file = join(antdDir, 'es/button/style/index.js');
    const code = readFileSync(file, 'utf8');
    const out = withoutStyleFunctions(file, code) ?? '';
    expect(out).toMatch(/genStyleHooks\('Button', \(\) => \[\], undefined, \{/);
    // The style function and the token function are no longer referenced by the hook.
    expect(code).toMatch(/genStyleHooks\('Button', token => \{/);
    expect(out).not.toMatch(/genStyleHooks\('Button', token/);
    const compact = join(antdDir, 'es/button/style/compact.js');
    expect(withoutStyleFunctions(compact, readFileSync(compact, 'utf8'))).toMatch(
      /genSubStyleComponent\(\['Button', 'compact'\], \(\) => \[\], undefined\)/,
    );
    // A module that declares no style hook is left alone.
    expect(withoutStyleFunctions(join(antdDir, 'es/button/Button.js'), 'export const a = 1;')).toBeNull();
  });

  it('in zero-runtime mode antd calls no style function; a theme with component tokens is refused', () => {
    let styled = 0;
    const useStyle = genStyleHooks('Probe' as never, () => {
      styled++;
      return [];
    });
    const Probe = () => {
      useStyle('ant-probe');
      return createElement('i', null, 'x');
    };
    renderToString(createElement(EsConfigProvider, { theme: { ...theme, zeroRuntime: true } }, createElement(Probe)));
    expect(styled).toBe(0);
    renderToString(createElement(EsConfigProvider, { theme }, createElement(Probe)));
    expect(styled).toBe(1);
    // A theme with component tokens would need the token functions at run time: the build refuses it.
    expect(() => antdStaticCss('.', { ...theme, components: { Button: {} } } as AntdTheme)).toThrow(/component tokens/);
  });
});
