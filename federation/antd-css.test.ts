import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { Button, ConfigProvider } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { antdStyleModules, generateAntdCss, moveStylesheetsToBodyEnd } from './antd-css.js';

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
});
