import { afterHandOver, takeEarlyAction, twinOf } from './earlyAction.js';

/** The element the page server puts a prerendered first screen in, before `#root` (api/src/lib/page-fragments.ts). */
export const HTML_FIRST_ID = 'html-first';

/** Marks the app's style sheets the page keeps off its HTML (`media="not all"`) until the hand-over (api/src/lib/html-first-script.ts). */
export const AFTER_HAND_OVER = 'data-after-hand-over';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (el: Element | null): el is TextField =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
const isChoice = (el: TextField): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
const isFile = (el: Element | null): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'file';

/** Sets `field`'s value as typing would, so React's `onChange` sees it (React tracks the value it last set). */
function typeInto(field: TextField, value: string): void {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The app takes the page over from its prerendered HTML: the HTML goes (the shell's index.html shows
 * `#root` once it has) but for its styles, which move to the head; what the visitor typed there moves into
 * the app's fields of the same id, check boxes they ticked and files they chose go with it, and the field
 * they were in gets the focus back with the caret (or selection) where it was. Then the action they took
 * that only the app can carry out (a submit, a press, a select opened: earlyAction.ts) is carried out once
 * on the app's screen. Call it once the screen that replaces the HTML has rendered, or whatever shows
 * instead (an error). Does nothing when the page came without prerendered HTML, or a second time.
 * @param options.fieldsMayComeLater the HTML goes now but the screen may bring its form later (a signed-in
 *   person's, from lazily loaded code) or never: what was typed, ticked, chosen and done on the HTML waits
 *   for the first of the HTML's fields to show under `#root`, at most {@link FIELDS_WAIT_MS}
 * @see docs/architecture-html-first.md
 */
export function handOverHtmlFirst(doc: Document = document, { fieldsMayComeLater = false } = {}): void {
  const fragment = doc.getElementById(HTML_FIRST_ID);
  const root = doc.getElementById('root');
  if (!fragment || !root) return;
  const fields = [...fragment.querySelectorAll('input, textarea')].filter(isTextField);
  const typed = fields.filter((f) => f.id && f.value !== f.defaultValue && !isChoice(f) && !isFile(f));
  const ticked = fields
    .filter(isChoice)
    .filter((f) => f.checked !== f.defaultChecked)
    .map((f) => ({ twin: twinOf(fragment, f), checked: f.checked }));
  const chosen = fields
    .filter(isFile)
    .flatMap((f) => (f.files?.length ? [{ twin: twinOf(fragment, f), files: f.files }] : []));
  const active = doc.activeElement;
  const focused =
    isTextField(active) && fragment.contains(active)
      ? { twin: twinOf(fragment, active), caret: selectionOf(active) }
      : null;
  const early = doc.defaultView ? takeEarlyAction(doc.defaultView, fragment) : null;
  const replay = early ? afterHandOver(doc, () => early(root)) : null;
  // antd's styles of the prerendered screen stay: the app's antd found them (their cache path) and does
  // not compute them again, so they are the app's styles too.
  doc.head.append(...fragment.querySelectorAll('style'));
  // The app's style sheets the page held off the HTML (api lib/html-first-script.ts) apply from now on.
  for (const sheet of doc.querySelectorAll<HTMLLinkElement>(`link[${AFTER_HAND_OVER}]`)) {
    sheet.removeAttribute('media');
    sheet.removeAttribute(AFTER_HAND_OVER);
  }
  fragment.remove();
  const carryOver = () => {
    moveTyped(root, typed);
    for (const { twin, checked } of ticked) {
      const el = twin(root);
      // A click, as the person's: React's onChange runs and the form keeps the state.
      if (el instanceof HTMLInputElement && el.checked !== checked) el.click();
    }
    for (const { twin, files } of chosen) {
      const el = twin(root);
      if (!isFile(el)) continue;
      el.files = files;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (focused) focusWithCaret(focused.twin(root), focused.caret);
    replay?.go();
  };
  // The values go in once React has finished the commit that brought the fields (a layout effect, or the
  // commit a mutation observer saw): an input event handled inside a commit has its update deferred and
  // React puts the field back to its old value. A microtask still runs before the browser paints.
  const later = () => queueMicrotask(carryOver);
  const carried = typed.length || ticked.length || chosen.length || focused || replay;
  if (!fieldsMayComeLater) later();
  else if (carried) whenFieldsShow(root, idsOf(fields), later, () => replay?.drop());
}

/** How long the HTML (or what was done on it) waits for the app's fields (ms): a screen of a newer remote may name them otherwise. */
export const FIELDS_WAIT_MS = 10_000;

const idsOf = (fields: TextField[]) => fields.map((f) => f.id).filter(Boolean);

/**
 * Calls `shown` once a field of one of `ids` is under `root` (at once if one is, or there are no ids), or
 * `timedOut` after {@link FIELDS_WAIT_MS}. Returns what stops the waiting.
 */
function whenFieldsShow(root: HTMLElement, ids: string[], shown: () => void, timedOut: () => void): () => void {
  const there = () => !ids.length || ids.some((id) => isTextField(root.querySelector(`#${CSS.escape(id)}`)));
  if (there()) {
    shown();
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (!there()) return;
    stop();
    shown();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    stop();
    timedOut();
  }, FIELDS_WAIT_MS);
  return stop;
}

/**
 * {@link handOverHtmlFirst} once the app's screen has its fields: at once when a field of the same id as
 * one of the HTML's is under `#root` (or the HTML has none), else when one appears there — a screen whose
 * form comes from a lazily loaded panel (the register panel) commits before it — or after
 * {@link FIELDS_WAIT_MS}. Until then the HTML stays and takes typing. Returns what stops the waiting and
 * hands over at once (for the screen's unmount: the HTML must not outlive it, as it hides `#root`).
 */
export function handOverWhenFieldsShow(doc: Document = document): () => void {
  const fragment = doc.getElementById(HTML_FIRST_ID);
  const root = doc.getElementById('root');
  if (!fragment || !root) return () => undefined;
  const handOver = () => handOverHtmlFirst(doc);
  const stop = whenFieldsShow(
    root,
    idsOf([...fragment.querySelectorAll('input, textarea')].filter(isTextField)),
    handOver,
    handOver,
  );
  return () => {
    stop();
    handOver();
  };
}

/** Types each of `typed` into the field of the same id under `root`, as typing would. */
function moveTyped(root: HTMLElement, typed: TextField[]): void {
  for (const field of typed) {
    const target = root.querySelector(`#${CSS.escape(field.id)}`);
    if (isTextField(target) && target.value !== field.value) typeInto(target, field.value);
  }
}

/** Focuses `target` (a field of the app) with `caret` where the person's was. */
function focusWithCaret(target: Element | null, caret: ReturnType<typeof selectionOf>): void {
  if (!isTextField(target)) return;
  target.focus();
  if (caret) {
    try {
      target.setSelectionRange(caret.start, caret.end, caret.direction);
    } catch {
      // An email or number field has no caret to set: the focus is kept.
    }
  }
}

/** Where the caret or selection is in `field`; null where the type has none (email, number). */
function selectionOf(
  field: TextField,
): { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null {
  try {
    if (field.selectionStart === null || field.selectionEnd === null) return null;
    return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}
