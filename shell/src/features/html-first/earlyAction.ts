/**
 * What a person did on the page sent as HTML that only the app can carry out, and how the app does it once
 * it has taken the page over. The page's early script (api/src/lib/html-first-script.ts) keeps the latest
 * action on `window.__scriptoriumHtmlFirst.action`; {@link takeEarlyAction} reads it while the HTML is still
 * there and returns what does it on the app's twin of the element. Elements are matched by id, else by what
 * a person sees (tag, role, type, aria-label or text) and their rank among their like: the HTML is the same
 * screen rendered by the same code, so the n-th "Login" tab of one is the n-th of the other.
 * @see docs/architecture-html-first.md "The first action"
 */

/** An action kept by the early script. */
export interface EarlyAction {
  /** `submit`: a form was submitted (Enter, its button); `click`: a button, tab or `role=button` pressed; `open`: a select pressed. */
  type: 'submit' | 'click' | 'open';
  target: Element;
  /** The button that submitted the form, when one did. */
  submitter?: Element | null;
}

declare global {
  interface Window {
    /** Written by the page's early script; the app reads it once, when it takes the page over. */
    __scriptoriumHtmlFirst?: { action: EarlyAction | null };
  }
}

/** Finds, under the app's root, the twin of an element of the HTML. */
export type Twin = (root: ParentNode) => Element | null;

/** What identifies an element to a person: role, type, and its aria-label or (but for a form, whose text is its fields') its text. */
function keyOf(el: Element): string {
  const label = el.getAttribute('aria-label') ?? (el.tagName === 'FORM' ? '' : (el.textContent ?? '').trim());
  return `${el.getAttribute('role') ?? ''}|${el.getAttribute('type') ?? ''}|${label}`;
}

const alike = (root: ParentNode, tag: string, key: string) =>
  [...root.querySelectorAll(tag)].filter((e) => keyOf(e) === key);

/**
 * How to find `el`'s twin (`el` under `fragment`): the element of the same id and tag, else the one of the
 * same tag and {@link keyOf} at the same rank (an id React generated may differ between the build's render
 * and the browser's).
 */
export function twinOf(fragment: Element, el: Element): Twin {
  const tag = el.tagName.toLowerCase();
  const key = keyOf(el);
  const rank = alike(fragment, tag, key).indexOf(el);
  return (root) => {
    const byId = el.id ? root.querySelector(`#${CSS.escape(el.id)}`) : null;
    if (byId?.tagName === el.tagName) return byId;
    return rank < 0 ? null : (alike(root, tag, key)[rank] ?? null);
  };
}

/**
 * The early script's action, if any, as a function that carries it out on the app's elements under `root`:
 * a submit submits the app's form (with its twin of the button pressed), a click clicks the twin, an open
 * presses the twin select as a mouse does (antd opens it, focused). Call it while the HTML is still in
 * `fragment`; the action is taken (a second call returns null).
 */
export function takeEarlyAction(win: Window, fragment: Element): ((root: ParentNode) => void) | null {
  const kept = win.__scriptoriumHtmlFirst;
  const action = kept?.action;
  if (!kept || !action) return null;
  kept.action = null;
  if (!fragment.contains(action.target)) return null;
  const target = twinOf(fragment, action.target);
  const submitter = action.submitter && fragment.contains(action.submitter) ? twinOf(fragment, action.submitter) : null;
  return (root) => {
    const el = target(root);
    if (action.type === 'submit') {
      if (!(el instanceof HTMLFormElement)) return;
      const button = submitter?.(root);
      el.requestSubmit(
        button instanceof HTMLButtonElement && button.form === el && button.type === 'submit' ? button : null,
      );
    } else if (action.type === 'open') {
      if (!(el instanceof HTMLElement)) return;
      el.focus();
      el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    } else if (el instanceof HTMLElement) {
      el.click();
    }
  };
}

/**
 * Watches, from now, for a key or a pointer pressed in the app, and returns what carries out `act`: `go()`
 * runs it in a task of its own — after React has rendered what the hand-over typed into the app's fields,
 * so a submit sends those values — unless the person pressed something in the app since (then what they
 * do now wins, and the early action would be a second one); `drop()` gives it up. Call one of them once.
 */
export function afterHandOver(doc: Document, act: () => void): { go: () => void; drop: () => void } {
  let pressed = false;
  const press = () => (pressed = true);
  doc.addEventListener('pointerdown', press, true);
  doc.addEventListener('keydown', press, true);
  const drop = () => {
    doc.removeEventListener('pointerdown', press, true);
    doc.removeEventListener('keydown', press, true);
  };
  return {
    go: () =>
      setTimeout(() => {
        drop();
        if (!pressed) act();
      }, 0),
    drop,
  };
}
