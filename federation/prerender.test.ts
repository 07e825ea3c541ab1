import { createElement } from 'react';
import { Button, ConfigProvider, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { fragmentFileName, inert, renderFragment, usedStyles } from './prerender.js';

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
