import { lazy, Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { signInAs } from '@scriptorium/shared-kit/testing';
import { HtmlFirstHandOff } from './HtmlFirstHandOff.js';
import { HTML_FIRST_ID } from './handOver.js';

/** The app's form: two controlled fields, as the sign-in panel has. */
function AppForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  return (
    <form aria-label="App login">
      <input id="auth-email" aria-label="App email" value={values.email} onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} />
      <input id="auth-password" aria-label="App password" value={values.password} onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} />
      <output>{`${values.email}|${values.password}`}</output>
    </form>
  );
}

/** The page as the server sends it: the prerendered form before an empty #root. */
function servePage() {
  document.body.innerHTML = `<div id="${HTML_FIRST_ID}"><style>.ant-btn{color:red}</style><form aria-label="HTML login"><input id="auth-email" value=""><input id="auth-password" value=""></form></div><div id="root"></div>`;
  const html = document.getElementById(HTML_FIRST_ID)!;
  return { html, email: html.querySelector<HTMLInputElement>('#auth-email')!, password: html.querySelector<HTMLInputElement>('#auth-password')! };
}

const renderApp = () => render(<HtmlFirstHandOff><AppForm /></HtmlFirstHandOff>, { container: document.getElementById('root')! });

afterEach(() => {
  document.body.innerHTML = '';
  sessionStore.getState().clear();
});

describe('the app taking the page over from its HTML', () => {
  it("keeps what was typed into the HTML form, in the app's state, and the field and caret the person was in", async () => {
    const { email, password } = servePage();
    email.value = 'early@example.com';
    password.value = 'secret12';
    password.focus();
    password.setSelectionRange(6, 6);

    renderApp();
    await act(async () => {});

    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('early@example.com|secret12');
    const appPassword = screen.getByLabelText('App password') as HTMLInputElement;
    expect(document.activeElement).toBe(appPassword);
    expect([appPassword.selectionStart, appPassword.selectionEnd]).toEqual([6, 6]);
  });

  it('waits for a form that comes in a lazily loaded panel, keeping the HTML (and what is typed there) until then', async () => {
    const { email } = servePage();
    let load!: (m: { default: typeof AppForm }) => void;
    const Panel = lazy(() => new Promise<{ default: typeof AppForm }>((resolve) => (load = resolve)));
    render(<HtmlFirstHandOff><Suspense fallback={<p>Loading panel</p>}><Panel /></Suspense></HtmlFirstHandOff>, { container: document.getElementById('root')! });
    await act(async () => {});
    expect(document.getElementById(HTML_FIRST_ID)).not.toBeNull();
    email.value = 'late@example.com';

    await act(async () => load({ default: AppForm }));
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('late@example.com|');
  });

  it('hands over at once to a signed-in user, whose screen (here: "You are signed in") never brings the guest form', () => {
    servePage();
    signInAs('client');
    render(<HtmlFirstHandOff><p>You are signed in as Chris Client</p></HtmlFirstHandOff>, { container: document.getElementById('root')! });
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    expect(screen.getByText('You are signed in as Chris Client')).toBeTruthy();
  });

  it("removes the HTML even when nothing was typed, keeping its antd styles (the app's antd relies on them), and leaves a page served without it alone", () => {
    servePage();
    renderApp();
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    expect([...document.head.querySelectorAll('style')].map((s) => s.textContent)).toContain('.ant-btn{color:red}');
    expect(screen.getByRole('status').textContent).toBe('|');

    document.body.innerHTML = '<div id="root"></div>';
    renderApp();
    expect(screen.getAllByRole('form', { name: 'App login' })).toHaveLength(1);
  });
});
