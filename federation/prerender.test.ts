import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { Button, ConfigProvider, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  fragmentFileName,
  fragmentPath,
  inert,
  prerenderedFragments,
  renderFragment,
  usedStyles,
  writeFragments,
  type FragmentList,
} from './prerender.js';

describe('prerendered fragments', () => {
  it("renders a screen to HTML with antd's styles of what it drew, its forms posting and its buttons waiting for the app", async () => {
    const html = await renderFragment(
      createElement(
        ConfigProvider,
        { theme: { token: { colorPrimary: '#2f54eb' } } },
        createElement(
          'form',
          { 'aria-label': 'Login' },
          createElement(Input, { id: 'auth-email' }),
          createElement(Button, { type: 'primary', htmlType: 'submit' }, 'Login'),
        ),
      ),
    );
    expect(html).toMatch(/^<style>.*\.ant-btn[^{]*\{.*<\/style>/s);
    expect(html).toContain('#2f54eb');
    expect(html).toMatch(/<form method="post" aria-label="Login">/);
    expect(html).toMatch(/<input[^>]*id="auth-email"/);
    expect(html).toMatch(/<button disabled="" data-awaits-app="" type="submit"[^>]*><span>Login<\/span><\/button>/);
  });

  it('keeps only the styles its HTML can use: a form without a select carries no select styles', async () => {
    const html = await renderFragment(
      createElement(
        'form',
        null,
        createElement(Input, { id: 'auth-email' }),
        createElement(Button, { type: 'primary' }, 'Login'),
      ),
    );
    expect(html).toMatch(/\.ant-btn-color-primary[^{]*\{/);
    expect(html).toMatch(/\.ant-input[^{-]*\{/);
    expect(html).not.toMatch(/\.ant-btn-color-dangerous/);
    expect(html).not.toMatch(/\.ant-btn-lg/);
    expect(html).not.toMatch(/\.ant-select/);
  });

  it('keeps the states of an element the HTML has, keyframes and CSS variables, and drops rules of absent classes', async () => {
    const css =
      ':root{--c:red}.a:hover{color:var(--c)}.b{color:blue}@keyframes spin{to{transform:rotate(1turn)}}.a{animation:spin 1s}';
    const kept = await usedStyles(css, '<div class="a">x</div>');
    expect(kept).toContain(':root');
    expect(kept).toContain('.a:hover');
    expect(kept).toContain('@keyframes spin');
    expect(kept).not.toContain('.b');
  });

  it("leaves out the test ids, which name the app's elements", () => {
    expect(
      inert(
        '<main style="padding:24px" data-testid="content"><section data-testid="order-form-standard">x</section></main>',
      ),
    ).toBe('<main style="padding:24px"><section>x</section></main>');
  });

  it('leaves a form that names its method and a button already disabled as they are', () => {
    expect(inert('<form method="get"><button disabled="" type="button">x</button></form>')).toBe(
      '<form method="get"><button disabled="" type="button">x</button></form>',
    );
  });

  it('names fragment files after their URL path or frame', () => {
    expect(fragmentFileName('/sh-auth')).toBe('sh-auth.html');
    expect(fragmentFileName('/auth/login')).toBe('auth-login.html');
    expect(fragmentFileName('frame:auth')).toBe('frame-auth.html');
  });
});

describe('prerendered fragments per language', () => {
  it('keeps English where it was and puts each other language in a folder of its own', () => {
    expect(fragmentPath('/sh-auth', 'en')).toBe('fragments/sh-auth.html');
    expect(fragmentPath('/sh-auth', 'sw')).toBe('fragments/sw/sh-auth.html');
    expect(fragmentPath('frame:guest:/orders/new', 'sw')).toBe('fragments/sw/frame-guest-orders-new.html');
  });

  it('renders every fragment once per language with that language active, English first and last', async () => {
    const out = mkdtempSync(join(tmpdir(), 'scriptorium-prerender-'));
    try {
      let active = 'en';
      const switches: string[] = [];
      const texts: Record<string, string> = { en: 'Language', sw: 'Lugha' };
      const Label = () => createElement('h1', null, texts[active]);
      const list = await writeFragments(
        out,
        { '/sh-auth': createElement(Label), 'frame:auth': createElement('main', null, 'frame') },
        {
          locales: ['sw', 'en'],
          defaultLocale: 'en',
          changeLocale: (async (locale: string) => {
            switches.push(locale);
            active = locale;
          }) as never,
        },
      );
      expect(switches).toEqual(['en', 'sw', 'en']);
      const expected: FragmentList = {
        fragments: { '/sh-auth': 'fragments/sh-auth.html', 'frame:auth': 'fragments/frame-auth.html' },
        locales: { sw: { '/sh-auth': 'fragments/sw/sh-auth.html', 'frame:auth': 'fragments/sw/frame-auth.html' } },
      };
      expect(list).toEqual(expected);
      expect(JSON.parse(readFileSync(join(out, 'fragments.json'), 'utf8'))).toEqual(expected);
      expect(readFileSync(join(out, 'fragments/sh-auth.html'), 'utf8')).toBe('<h1>Language</h1>');
      expect(readFileSync(join(out, 'fragments/sw/sh-auth.html'), 'utf8')).toBe('<h1>Lugha</h1>');
      expect(readFileSync(join(out, 'fragments/sw/frame-auth.html'), 'utf8')).toBe('<main>frame</main>');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("the build's plugin switches the kit the fragments module uses: a screen's catalogue texts come in Swahili", async () => {
    const dir = fileURLToPath(new URL('./fixtures/prerender-languages', import.meta.url));
    const out = mkdtempSync(join(tmpdir(), 'scriptorium-prerender-'));
    try {
      const plugin = prerenderedFragments(dir) as {
        configResolved: (config: unknown) => void;
        closeBundle: () => Promise<void>;
      };
      plugin.configResolved({ root: dir, build: { outDir: out } });
      await plugin.closeBundle();
      const list = JSON.parse(readFileSync(join(out, 'fragments.json'), 'utf8')) as FragmentList;
      expect(list.fragments['/sh-auth']).toBe('fragments/sh-auth.html');
      expect(list.locales?.sw?.['/sh-auth']).toBe('fragments/sw/sh-auth.html');
      expect(readFileSync(join(out, 'fragments/sh-auth.html'), 'utf8')).toBe(
        '<form method="post" aria-label="Language" lang="en"><button disabled="" data-awaits-app="">Submit</button></form>',
      );
      expect(readFileSync(join(out, 'fragments/sw/sh-auth.html'), 'utf8')).toBe(
        '<form method="post" aria-label="Lugha" lang="sw"><button disabled="" data-awaits-app="">Wasilisha</button></form>',
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 180_000);
});
