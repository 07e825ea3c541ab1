import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { signInAs } from '@scriptorium/shared-kit/testing';
import { HtmlFirstHandOff } from './HtmlFirstHandOff.js';
import { AFTER_HAND_OVER, HTML_FIRST_ID } from './handOver.js';

/** The app's form: two controlled fields, as the sign-in panel has. */
function AppForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  return (
    <form aria-label="App login">
      <input
        id="auth-email"
        aria-label="App email"
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
      />
      <input
        id="auth-password"
        aria-label="App password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <output>{`${values.email}|${values.password}`}</output>
    </form>
  );
}

/** The page as the server sends it: the prerendered form before an empty #root. */
function servePage() {
  document.body.innerHTML = `<div id="${HTML_FIRST_ID}"><style>.ant-btn{color:red}</style><form aria-label="HTML login"><input id="auth-email" value=""><input id="auth-password" value=""></form></div><div id="root"></div>`;
  const html = document.getElementById(HTML_FIRST_ID)!;
  return {
    html,
    email: html.querySelector<HTMLInputElement>('#auth-email')!,
    password: html.querySelector<HTMLInputElement>('#auth-password')!,
  };
}

const renderApp = () =>
  render(
    <HtmlFirstHandOff>
      <AppForm />
    </HtmlFirstHandOff>,
    { container: document.getElementById('root')! },
  );

/** Lets the hand-over run: a microtask its layout effect queued, once React's commit has returned. */
const commitReturned = () => new Promise<void>((resolve) => queueMicrotask(resolve));

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
    render(
      <HtmlFirstHandOff>
        <Suspense fallback={<p>Loading panel</p>}>
          <Panel />
        </Suspense>
      </HtmlFirstHandOff>,
      { container: document.getElementById('root')! },
    );
    await act(async () => {});
    expect(document.getElementById(HTML_FIRST_ID)).not.toBeNull();
    email.value = 'late@example.com';

    await act(async () => load({ default: AppForm }));
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('late@example.com|');
  });

  it('hands over at once to a signed-in user, whose screen (here: "You are signed in") never brings the guest form', async () => {
    servePage();
    signInAs('client');
    render(
      <HtmlFirstHandOff>
        <p>You are signed in as Chris Client</p>
      </HtmlFirstHandOff>,
      { container: document.getElementById('root')! },
    );
    await commitReturned();
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    expect(screen.getByText('You are signed in as Chris Client')).toBeTruthy();
  });

  it("removes the HTML even when nothing was typed, keeping its antd styles (the app's antd relies on them), and leaves a page served without it alone", async () => {
    servePage();
    renderApp();
    await commitReturned();
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    expect([...document.head.querySelectorAll('style')].map((s) => s.textContent)).toContain('.ant-btn{color:red}');
    expect(screen.getByRole('status').textContent).toBe('|');

    document.body.innerHTML = '<div id="root"></div>';
    renderApp();
    expect(screen.getAllByRole('form', { name: 'App login' })).toHaveLength(1);
  });

  it("switches on the app's style sheets the page held off its HTML, in the same step as the HTML goes, and no others", async () => {
    servePage();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<link rel="stylesheet" href="data:text/css," media="not all" ${AFTER_HAND_OVER}><link rel="stylesheet" href="data:text/css," media="print">`,
    );
    const [core, print] = document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]');
    renderApp();
    // Until the hand-over the HTML is styled by its own styles alone.
    expect(core.media).toBe('not all');
    await commitReturned();
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    expect(core.hasAttribute('media')).toBe(false);
    expect(core.hasAttribute(AFTER_HAND_OVER)).toBe(false);
    expect(print.media).toBe('print');
  });

  it("takes the HTML away once React's commit has returned, not inside it, and before the next task", async () => {
    servePage();
    const seenInCommit: boolean[] = [];
    /** A layout effect that runs after the hand-off's own, in the same commit. */
    function LaterInTheCommit() {
      useLayoutEffect(() => {
        seenInCommit.push(document.getElementById(HTML_FIRST_ID) !== null);
      }, []);
      return null;
    }
    render(
      <>
        <HtmlFirstHandOff>
          <AppForm />
        </HtmlFirstHandOff>
        <LaterInTheCommit />
      </>,
      { container: document.getElementById('root')! },
    );
    expect(seenInCommit).toEqual([true]);
    await commitReturned();
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
  });
});

/** The app's form with a submit counter, a check box, a plain button and a press-to-open box, as the order form and the sign-in panel have. */
function ActingForm({ log }: { log: string[] }) {
  const [values, setValues] = useState({ title: '', quote: false, open: false });
  return (
    <form
      aria-label="Order"
      onSubmit={(e) => {
        e.preventDefault();
        log.push(`submit ${values.title}${values.quote ? ' quote' : ''}`);
      }}
    >
      <input
        id="title"
        aria-label="App title"
        value={values.title}
        onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
      />
      <input
        id="quote"
        type="checkbox"
        aria-label="App quote"
        checked={values.quote}
        onChange={(e) => setValues((v) => ({ ...v, quote: e.target.checked }))}
      />
      <input
        id="service"
        role="combobox"
        readOnly
        aria-label="App service"
        aria-expanded={values.open}
        onMouseDown={() => setValues((v) => ({ ...v, open: true }))}
      />
      <button type="button" onClick={() => log.push('forgot')}>
        Forgotten password?
      </button>
      <button type="submit">Submit Order</button>
    </form>
  );
}

/** The same form as the page sends it, its buttons enabled by the early script; `action` is what that script kept. */
function serveActingPage(action: (html: HTMLElement) => NonNullable<Window['__scriptoriumHtmlFirst']>['action']) {
  document.body.innerHTML = `<div id="${HTML_FIRST_ID}"><form method="post" aria-label="Order"><input id="title" value=""><input id="quote" type="checkbox"><input id="service" role="combobox" readonly value=""><button type="button">Forgotten password?</button><button type="submit">Submit Order</button></form></div><div id="root"></div>`;
  const html = document.getElementById(HTML_FIRST_ID)!;
  window.__scriptoriumHtmlFirst = { action: action(html) };
  return html;
}

/** Renders the app and lets the hand-over and its replay (a task after it) run. */
async function takeOver(log: string[]) {
  render(
    <HtmlFirstHandOff>
      <ActingForm log={log} />
    </HtmlFirstHandOff>,
    { container: document.getElementById('root')! },
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe("the person's first action on the HTML, carried out by the app", () => {
  afterEach(() => delete window.__scriptoriumHtmlFirst);

  it('submits the app’s form once, with what was typed and ticked before', async () => {
    const html = serveActingPage((h) => ({
      type: 'submit',
      target: h.querySelector('form')!,
      submitter: h.querySelector('[type=submit]'),
    }));
    html.querySelector<HTMLInputElement>('#title')!.value = 'Climate essay';
    html.querySelector<HTMLInputElement>('#quote')!.checked = true;
    const log: string[] = [];
    await takeOver(log);
    expect(log).toEqual(['submit Climate essay quote']);
    expect((screen.getByLabelText('App quote') as HTMLInputElement).checked).toBe(true);
    expect(window.__scriptoriumHtmlFirst?.action).toBeNull();
  });

  it('presses the twin of the button pressed, and opens the twin of the select pressed, focused', async () => {
    serveActingPage((h) => ({ type: 'click', target: h.querySelector('[type=button]')! }));
    const log: string[] = [];
    await takeOver(log);
    expect(log).toEqual(['forgot']);

    serveActingPage((h) => ({ type: 'open', target: h.querySelector('[role=combobox]')! }));
    await takeOver([]);
    const box = screen.getByLabelText('App service');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(box);
  });

  it('waits, for a signed-in person, for the form their lazily loaded screen brings, then carries out what they did on the HTML there', async () => {
    const html = serveActingPage((h) => ({ type: 'submit', target: h.querySelector('form')! }));
    html.querySelector<HTMLInputElement>('#title')!.value = 'Climate essay';
    signInAs('client');
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const log: string[] = [];
    const LazyForm = lazy(async () => {
      await loaded;
      return { default: () => <ActingForm log={log} /> };
    });
    render(
      <HtmlFirstHandOff>
        <Suspense fallback={<p>Loading…</p>}>
          <LazyForm />
        </Suspense>
      </HtmlFirstHandOff>,
      { container: document.getElementById('root')! },
    );
    await commitReturned();
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(log).toEqual([]);
    // The screen commits as the act ends (React keeps its work for then); the replay comes a task later.
    await act(async () => load());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(log).toEqual(['submit Climate essay']);
    expect(screen.getByLabelText<HTMLInputElement>('App title').value).toBe('Climate essay');
  });

  it('does nothing of it when the person pressed a key in the app first: the press they make then is theirs, not a second one', async () => {
    serveActingPage((h) => ({ type: 'submit', target: h.querySelector('form')! }));
    const log: string[] = [];
    render(
      <HtmlFirstHandOff>
        <ActingForm log={log} />
      </HtmlFirstHandOff>,
      { container: document.getElementById('root')! },
    );
    // The hand-over ran in a microtask queued by the render's layout effect; this one runs after it and
    // before any timer, so the key is pressed before the replay's task comes, whatever the machine's load.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(document.getElementById(HTML_FIRST_ID)).toBeNull();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(log).toEqual([]);
  });
});
