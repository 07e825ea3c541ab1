/**
 * Feedback for code outside React (the API helpers) and inside it (`useFeedback`): toasts and dialogs
 * through antd's message, notification and modal instances, which the mounted `KitProvider` provides
 * through a feedback host it loads lazily (`FeedbackSlot`): their code and styles are not part of the
 * first screen (~20 KB gzip of JavaScript and 9 KB of CSS on the sign-in page). A call before
 * the host has loaded waits for it (and loads it now).
 * @see docs/product.md §8, docs/architecture-html-first.md "What a first screen does not load"
 */
import type { Feedback } from './createFeedback.js';
import { kitCatalog } from '../i18n/catalog.js';

type Deliver = (f: Feedback) => void;

let current: Feedback | null = null;
let mountHost: (() => void) | null = null;
let waiting: Deliver[] = [];

/** Registers the feedback instances of the mounted app (the feedback host; a test's stand-in); null unregisters. */
export function setFeedback(next: Feedback | null): void {
  current = next;
  if (!next) return;
  const ready = waiting;
  waiting = [];
  for (const deliver of ready) deliver(next);
}

/** Registers how to mount the feedback host (FeedbackSlot, inside KitProvider); null when it unmounts. */
export function setFeedbackMount(mount: (() => void) | null): void {
  mountHost = mount;
}

/** `deliver(feedback)` now, or once the host has loaded (loading it); `fallback()` when no KitProvider is mounted. */
function withFeedback(deliver: Deliver, fallback: () => void): void {
  if (current) return deliver(current);
  if (!mountHost) return fallback();
  waiting.push(deliver);
  mountHost();
}

let lastSuccess = 0;

/**
 * When this page last toasted a success (epoch ms; 0 never). A notification the person's own action
 * caused arrives a moment after that action's toast; the shell then adds it to the bell without a second
 * toast (docs/product.md §9: one toast per action).
 */
export function lastSuccessToastAt(): number {
  return lastSuccess;
}

const toast = (kind: keyof Feedback['toast']) => (text: Parameters<Feedback['toast']['success']>[0]) => {
  if (kind === 'success') lastSuccess = Date.now();
  withFeedback(
    (f) => f.toast[kind](text),
    () => console.warn(`[${kind}]`, text),
  );
};

/**
 * Toasts and dialogs usable anywhere. Without a mounted KitProvider, toasts and dialogs go to the
 * console and `confirm` uses the browser's own confirm box.
 */
export const feedback: Feedback = {
  toast: { success: toast('success'), error: toast('error'), info: toast('info'), warning: toast('warning') },
  errorDialog: (error, title) =>
    withFeedback(
      (f) => f.errorDialog(error, title),
      () => console.error(title ?? 'Error!', error),
    ),
  alert: (title, content) =>
    withFeedback(
      (f) => f.alert(title, content),
      () => console.error(title, content),
    ),
  successDialog: (content, title) =>
    withFeedback(
      (f) => f.successDialog(content, title),
      () => console.info(title ?? 'Success!', content),
    ),
  confirm: (options) =>
    new Promise<boolean>((resolve) =>
      withFeedback(
        (f) => void f.confirm(options).then(resolve),
        () => {
          const title = typeof options?.title === 'string' ? options.title : kitCatalog.t('kit.feedback.confirmTitle');
          resolve(typeof globalThis.confirm === 'function' ? globalThis.confirm(title) : false);
        },
      ),
    ),
};
